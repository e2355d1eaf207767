import Foundation

/// What an axis draws at each value, as Swift Charts' `AxisContent`: ``AxisMarks`` of
/// ``AxisGridLine``, ``AxisTick`` and ``AxisValueLabel``.
public protocol AxisContent {
    /// How a chart collects this content's parts. Not API.
    static func _collectAxisParts(_ content: Self, into parts: inout _AxisParts)
}

/// The parts of an axis at one value, or the axis marks of a whole axis. Not API: it must be
/// public to be ``AxisContent``'s requirement.
public struct _AxisParts {
    enum Part {
        case gridLine(StrokeStyle?, AnyShapeStyle?)
        case tick(CGFloat?, StrokeStyle?, AnyShapeStyle?)
        case label(AxisLabelContent, Font?, AnyShapeStyle?)
        case marks(AxisMarksSpec)
    }
    var parts: [Part] = []
}

/// What a value label shows: the value formatted, or a view.
enum AxisLabelContent {
    case formatted((_ChartValue) -> String?)
    case view(AnyView)
    case automatic
}

/// Builds axis content from closures of statements, as Swift Charts' `@AxisContentBuilder`.
@resultBuilder
public enum AxisContentBuilder {
    /// No parts.
    public static func buildBlock() -> _AxisContentList { _AxisContentList(collect: []) }
    /// Several parts, in order.
    public static func buildBlock<each Content: AxisContent>(_ content: repeat each Content) -> _AxisContentList {
        var parts: [(inout _AxisParts) -> Void] = []
        repeat parts.append(_AxisContentList.collector(each content))
        return _AxisContentList(collect: parts)
    }
    /// An `if` without `else`.
    public static func buildIf<Content: AxisContent>(_ content: Content?) -> _AxisContentList {
        _AxisContentList(collect: content.map { [_AxisContentList.collector($0)] } ?? [])
    }
    /// The first branch of an `if`/`else`.
    public static func buildEither<Content: AxisContent>(first: Content) -> _AxisContentList { _AxisContentList(collect: [_AxisContentList.collector(first)]) }
    /// The second branch of an `if`/`else`.
    public static func buildEither<Content: AxisContent>(second: Content) -> _AxisContentList { _AxisContentList(collect: [_AxisContentList.collector(second)]) }
}

/// Axis parts in order, as the builder makes them. Not API.
public struct _AxisContentList: AxisContent {
    let collect: [(inout _AxisParts) -> Void]

    static func collector<C: AxisContent>(_ content: C) -> (inout _AxisParts) -> Void {
        { C._collectAxisParts(content, into: &$0) }
    }

    /// Each part, in order.
    public static func _collectAxisParts(_ content: Self, into parts: inout _AxisParts) {
        for part in content.collect { part(&parts) }
    }
}

/// A line across the plot at the value, as Swift Charts' `AxisGridLine`.
public struct AxisGridLine: AxisContent {
    let stroke: StrokeStyle?
    var style: AnyShapeStyle?

    /// A grid line, in `stroke` (default 0.5 pt).
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {
        self.stroke = stroke
    }

    /// Draws the line in `style`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisGridLine {
        var line = self
        line.style = AnyShapeStyle(style)
        return line
    }

    /// The grid line.
    public static func _collectAxisParts(_ content: Self, into parts: inout _AxisParts) { parts.parts.append(.gridLine(content.stroke, content.style)) }
}

/// A short line outside the plot at the value, as Swift Charts' `AxisTick`.
public struct AxisTick: AxisContent {
    let length: CGFloat?
    let stroke: StrokeStyle?
    var style: AnyShapeStyle?

    /// A tick `length` points long (default 4).
    public init(centered: Bool? = nil, length: CGFloat? = nil, stroke: StrokeStyle? = nil) {
        self.length = length.map { $0.isFinite ? max($0, 0) : ChartStyleConstants.tickLength }
        self.stroke = stroke
    }

    /// Draws the tick in `style`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisTick {
        var tick = self
        tick.style = AnyShapeStyle(style)
        return tick
    }

    /// The tick.
    public static func _collectAxisParts(_ content: Self, into parts: inout _AxisParts) { parts.parts.append(.tick(content.length, content.stroke, content.style)) }
}

/// The value's label, as Swift Charts' `AxisValueLabel`.
public struct AxisValueLabel: AxisContent {
    let content: AxisLabelContent
    var font: Font?
    var style: AnyShapeStyle?

    /// The value formatted as the scale does.
    public init(
        centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil, collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic,
        horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil
    ) {
        content = .automatic
    }

    /// The value formatted with `format` (a date format for a date axis, a number format for a
    /// number axis).
    public init<F: FormatStyle>(
        format: F, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil, collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic,
        horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil
    ) where F.FormatOutput == String {
        content = .formatted { value in
            AxisValue.primitive(value, as: F.FormatInput.self).map { format.format($0) }
        }
    }

    /// A view of your own.
    public init<Content: View>(
        centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil, collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic,
        horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {
        self.content = .view(AnyView(content()))
    }

    /// A text of your own.
    public init(_ label: LocalizedStringKey) {
        content = .view(AnyView(Text(label)))
    }

    /// Sets the label's font.
    public func font(_ font: Font?) -> AxisValueLabel {
        var label = self
        label.font = font
        return label
    }

    /// Draws the label in `style`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisValueLabel {
        var label = self
        label.style = AnyShapeStyle(style)
        return label
    }

    /// The label.
    public static func _collectAxisParts(_ content: Self, into parts: inout _AxisParts) { parts.parts.append(.label(content.content, content.font, content.style)) }
}

/// How labels that collide are resolved, as Swift Charts' `AxisValueLabelCollisionResolution`:
/// accepted; labels that would overlap the one before are left out whatever it is.
public enum AxisValueLabelCollisionResolution: Sendable, Hashable {
    case automatic, disabled, greedy, truncate
}

/// How a value label is turned, as Swift Charts' `AxisValueLabelOrientation`: accepted; labels
/// are drawn horizontally.
public enum AxisValueLabelOrientation: Sendable, Hashable {
    case automatic, horizontal, vertical, verticalReversed
}
