/// Builds chart content from closures of statements, as Swift Charts' `@ChartContentBuilder`:
/// blocks of any length, `if`, `if`/`else`, `switch` and `if let`.
@resultBuilder
public enum ChartContentBuilder {
    /// An empty block: no marks.
    public static func buildBlock() -> _ChartContentList { _ChartContentList(collect: []) }

    /// A block of one piece: the piece itself.
    public static func buildBlock<Content: ChartContent>(_ content: Content) -> Content { content }

    /// A block of several pieces, in order.
    public static func buildBlock<each Content: ChartContent>(_ content: repeat each Content) -> _ChartContentList {
        var parts: [(inout _ChartMarks) -> Void] = []
        repeat parts.append(_ChartContentList.collector(each content))
        return _ChartContentList(collect: parts)
    }

    /// A statement's content, unchanged.
    public static func buildExpression<Content: ChartContent>(_ content: Content) -> Content { content }

    /// An `if` without `else`.
    public static func buildIf<Content: ChartContent>(_ content: Content?) -> Content? { content }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither<Content: ChartContent>(first: Content) -> _ChartContentList {
        _ChartContentList(collect: [_ChartContentList.collector(first)])
    }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither<Content: ChartContent>(second: Content) -> _ChartContentList {
        _ChartContentList(collect: [_ChartContentList.collector(second)])
    }

    /// A branch under `if #available`.
    public static func buildLimitedAvailability<Content: ChartContent>(_ content: Content) -> _ChartContentList {
        _ChartContentList(collect: [_ChartContentList.collector(content)])
    }
}

/// Pieces of chart content in order, as a builder makes them. Not API: it must be public to be
/// the builder's result.
public struct _ChartContentList: ChartContent {
    let collect: [(inout _ChartMarks) -> Void]

    static func collector<C: ChartContent>(_ content: C) -> (inout _ChartMarks) -> Void {
        { C._collectMarks(content, into: &$0) }
    }

    /// Never called: the list is built in.
    public var body: Never { primitiveBody() }

    /// Each piece's marks, in order.
    public static func _collectMarks(_ content: Self, into marks: inout _ChartMarks) {
        for part in content.collect { part(&marks) }
    }
}
