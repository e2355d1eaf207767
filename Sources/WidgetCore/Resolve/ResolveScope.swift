import Foundation

/// Where resolution is in the tree: the environment at this point of the tree and where
/// diagnostics go.
struct ResolveScope {
    /// The environment of the view being resolved.
    var environment: EnvironmentValues
    /// Collects diagnostics for the whole pass.
    let diagnostics: DiagnosticSink

    /// Resolves a view: a primitive makes its nodes; any other view has its `body` evaluated
    /// with ``environment`` published to `@Environment`, and that is resolved in turn.
    func resolve<V: View>(_ view: V) -> [ViewNode] {
        if let primitive = view as? PrimitiveView {
            return primitive.resolve(in: self)
        }
        let body = EnvironmentValues.withCurrent(environment) { view.body }
        return resolve(body)
    }

    /// Resolves an existential view.
    func resolve(existential view: any View) -> [ViewNode] {
        resolveOpened(view)  // opens the existential into a generic call
    }

    private func resolveOpened<V: View>(_ view: V) -> [ViewNode] {
        resolve(view)
    }

    /// A copy with a changed environment.
    func with(_ change: (inout EnvironmentValues) -> Void) -> ResolveScope {
        var copy = self
        change(&copy.environment)
        return copy
    }

    /// Resolves `view` and, when it yields several nodes, wraps them in a `ZStack`
    /// (how SwiftUI treats multi-view backgrounds, overlays and container backgrounds).
    func resolveSingle<V: View>(_ view: V, alignment: Alignment = .center) -> ViewNode? {
        let nodes = resolve(view)
        if nodes.count <= 1 { return nodes.first }
        return ViewNode(LayoutPrimitive(ZStackLayout(alignment: alignment), name: "ZStack"), children: nodes, scope: self)
    }

    /// Records a diagnostic.
    func report(_ diagnostic: Diagnostic) {
        diagnostics.report(diagnostic)
    }
}
