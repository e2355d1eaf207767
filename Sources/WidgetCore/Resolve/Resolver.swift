import Foundation

/// Turns a view into resolved nodes: evaluates every `body` under its environment.
package enum Resolver {
    /// Resolves `view` in `environment`, reporting problems (invalid values, small text…)
    /// to `diagnostics`.
    static func resolve<V: View>(_ view: V, environment: EnvironmentValues, diagnostics: DiagnosticSink) -> [ViewNode] {
        ResolveScope(environment: environment, diagnostics: diagnostics).resolve(view)
    }

    /// Removes the first `containerBackground` from `nodes`, returning the remaining tree and
    /// the background (if any).
    static func extractContainerBackground(_ nodes: [ViewNode]) -> (content: [ViewNode], background: ViewNode?) {
        var background: ViewNode?
        func strip(_ node: ViewNode) -> ViewNode {
            if background == nil, node.primitive is ContainerBackgroundPrimitive, node.children.count == 2 {
                background = node.children[1]
                return strip(node.children[0])
            }
            var copy = node
            copy.children = node.children.map(strip)
            return copy
        }
        let content = nodes.map(strip)
        return (content, background)
    }
}
