/// A built-in view that turns itself into view nodes instead of having a `body`.
protocol PrimitiveView {
    /// The nodes this view contributes to its parent (none, one, or several for groups).
    func resolve(in context: ResolveScope) -> [ViewNode]
}
