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
    /// Data elements a ``ForEach`` did not build because the chart already held more marks
    /// than it draws (``ChartStyleConstants/maximumMarks``): building them would cost time
    /// and memory in proportion to the entry's data for nothing drawn.
    var unbuiltElements = 0

    /// Whether the chart holds more marks than it draws, so further data need not be built.
    var isFull: Bool { marks.count > ChartStyleConstants.maximumMarks }

    /// The marks of `content`.
    static func of<C: ChartContent>(_ content: C) -> [ChartMark] {
        collected(content).marks
    }

    /// The marks of `content`, with the count of data elements left unbuilt.
    static func collected<C: ChartContent>(_ content: C) -> _ChartMarks {
        var collected = _ChartMarks()
        C._collectMarks(content, into: &collected)
        return collected
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
    /// Stops building once the chart holds more marks than it draws, and counts the
    /// elements left.
    public static func _collectMarks(_ content: Self, into marks: inout _ChartMarks) {
        marks.unbuiltElements += content.elements.visit(content.data, content.storedContent) { build in
            guard !marks.isFull else { return false }
            Content._collectMarks(build(), into: &marks)
            return true
        }
    }
}

extension ForEach where Content: ChartContent, Data: RandomAccessCollection {
    /// Creates chart content for elements identified by `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content) where ID: Hashable {
        self.init(data: data, idKeyPath: id, content: content)
    }
}

extension ForEach where Content: ChartContent, Data: RandomAccessCollection, Data.Element: Identifiable, ID == Data.Element.ID {
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
