import Foundation

/// What a ``Chart`` is made of, as Swift Charts' `ChartContent`: marks (``LineMark``,
/// ``BarMark``…), ``ForEach`` over data, and types of your own with a `body` of marks.
///
/// ```swift
/// struct Goal: ChartContent {
///     var body: some ChartContent { RuleMark(y: .value("Goal", 8_000)).foregroundStyle(.green) }
/// }
/// ```
public protocol ChartContent {
    /// The content this content is made of.
    associatedtype Body: ChartContent
    /// The content.
    @ChartContentBuilder var body: Body { get }

    /// How a chart collects this content's marks. Chart code neither implements nor calls it:
    /// custom content gets the default, which collects ``body``.
    static func _collectMarks(_ content: Self, into marks: inout _ChartMarks)
}

extension ChartContent {
    /// Collects ``body``'s marks: what every content that is not a mark does.
    public static func _collectMarks(_ content: Self, into marks: inout _ChartMarks) {
        Body._collectMarks(content.body, into: &marks)
    }
}

extension Never: ChartContent {}

/// The marks of a chart, in order, as its content builds them. Not API: it must be public to
/// be ``ChartContent``'s requirement.
public struct _ChartMarks {
    var marks: [ChartMark] = []

    /// The marks of `content`.
    static func of<C: ChartContent>(_ content: C) -> [ChartMark] {
        var collected = _ChartMarks()
        C._collectMarks(content, into: &collected)
        return collected.marks
    }
}

extension Optional: ChartContent where Wrapped: ChartContent {
    /// Never called: an optional is built in.
    public var body: Never { primitiveBody() }

    /// The wrapped content's marks, or none.
    public static func _collectMarks(_ content: Self, into marks: inout _ChartMarks) {
        if let content { Wrapped._collectMarks(content, into: &marks) }
    }
}

extension ForEach: ChartContent where Content: ChartContent {
    /// The marks of each element's content, in order.
    public static func _collectMarks(_ content: Self, into marks: inout _ChartMarks) {
        for element in content.data { Content._collectMarks(content.content(element), into: &marks) }
    }
}

extension ForEach where Content: ChartContent {
    /// Creates chart content for elements identified by `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, idKeyPath: id, content: content)
    }
}

extension ForEach where Content: ChartContent, Data.Element: Identifiable, ID == Data.Element.ID {
    /// Creates chart content for `Identifiable` elements.
    public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, idKeyPath: \.id, content: content)
    }
}

extension ForEach where Content: ChartContent, Data == Range<Int>, ID == Int {
    /// Creates chart content for a constant range.
    public init(_ data: Range<Int>, @ChartContentBuilder content: @escaping (Int) -> Content) {
        self.init(data: data, idKeyPath: nil, content: content)
    }
}
