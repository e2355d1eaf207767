import Foundation

/// Where resolution is in the tree: the environment at this point of the tree and where
/// diagnostics go.
struct ResolveScope {
    /// The environment of the view being resolved.
    var environment: EnvironmentValues
    /// Collects diagnostics for the whole pass.
    let diagnostics: DiagnosticSink
    /// What the pass's `ForEach`es may still build.
    let budget: ResolveBudget
    /// How many views enclose this point of the tree (bodies, modifiers and containers).
    var depth = 0

    /// The deepest view nesting resolved; deeper views are left out and the render fails with
    /// ``ViewNode/maximumNestingDepth``'s error. A resolve level is one view value (a
    /// custom view's body, a modifier, a container's content), so this is several times the
    /// node depth a widget can reach.
    static let maximumDepth = 4_096

    init(environment: EnvironmentValues, diagnostics: DiagnosticSink, budget: ResolveBudget = ResolveBudget()) {
        self.environment = environment
        self.diagnostics = diagnostics
        self.budget = budget
    }

    /// Resolves a view: a built-in one makes its nodes; any other view has its `body`
    /// evaluated with ``environment`` published to `@Environment`, and that is resolved in
    /// turn (``View/_resolveNodes(_:in:)`` picks which).
    func resolve<V: View>(_ view: V) -> [ViewNode] {
        guard depth < ResolveScope.maximumDepth else {
            diagnostics.noteNestingBeyondLimit()
            return []
        }
        var inner = self
        inner.depth += 1
        return V._resolveNodes(view, in: _ResolveContext(inner)).nodes
    }

    /// Resolves the `body` of `view`: the default of ``View/_resolveNodes(_:in:)``.
    func resolveBody<V: View>(of view: V) -> [ViewNode] {
        // Every built-in view has its own `_resolveNodes`; one that lacked it would land
        // here with a `Never` body. It is still resolved right (at the cost of the runtime's
        // conformance scan), and debug builds, which the tests use, stop on it.
        if V.Body.self == Never.self, let primitive = view as? PrimitiveView {
            assertionFailure("\(V.self) is built in but has no _resolveNodes(_:in:) of its own")
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
