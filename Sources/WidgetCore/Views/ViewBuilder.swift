/// Builds views from closures of statements, as SwiftUI's `@ViewBuilder`.
///
/// Supports blocks of any length (parameter packs), `if`, `if`/`else`, `switch`, `if let`
/// and availability checks.
@resultBuilder
public enum ViewBuilder {
    /// An empty block: an ``EmptyView``.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// A block of one view: the view itself.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// A block of several views: a ``TupleView`` of them.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        var children: [any View] = []
        repeat children.append(each content)
        return TupleView(value: (repeat each content), children: children)
    }

    /// A statement's view, unchanged.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// An `if` without `else`: the view, or `nil` (nothing) when the condition is false.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// A branch under `if #available`, type-erased to ``AnyView``.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}
