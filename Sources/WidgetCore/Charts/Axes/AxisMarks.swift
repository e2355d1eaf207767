import Foundation

/// The marks of an axis at its values, as Swift Charts' `AxisMarks`: grid lines, ticks and
/// labels, at the scale's values or the ones `values:` names.
///
/// ```swift
/// .chartXAxis {
///     AxisMarks(values: .stride(by: .hour, count: 6)) { _ in
///         AxisGridLine()
///         AxisValueLabel(format: .dateTime.hour())
///     }
/// }
/// ```
public struct AxisMarks: AxisContent {
    let spec: AxisMarksSpec

    /// Marks at `values`, each drawn by `content`.
    public init<Content: AxisContent>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil, @AxisContentBuilder content: @escaping (AxisValue) -> Content) {
        spec = AxisMarksSpec(position: position, values: values) { value in
            var parts = _AxisParts()
            Content._collectAxisParts(content(value), into: &parts)
            return parts.parts
        }
    }

    /// Marks at each of `values`, each drawn by `content`.
    public init<P: Plottable, Content: AxisContent>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [P], stroke: StrokeStyle? = nil, @AxisContentBuilder content: @escaping (AxisValue) -> Content) {
        self.init(preset: preset, position: position, values: AxisMarkValues(kind: .explicit(values.map(\.chartValue))), stroke: stroke, content: content)
    }

    /// The default marks (grid line and label) at `values`.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil) {
        spec = AxisMarksSpec(position: position, values: values, parts: AxisMarksSpec.defaultParts)
    }

    /// The default marks at each of `values`.
    public init<P: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [P], stroke: StrokeStyle? = nil) {
        spec = AxisMarksSpec(position: position, values: AxisMarkValues(kind: .explicit(values.map(\.chartValue))), parts: AxisMarksSpec.defaultParts)
    }

    /// The marks.
    public static func _collectAxisParts(_ content: Self, into parts: inout _AxisParts) { parts.parts.append(.marks(content.spec)) }
}

/// One `AxisMarks` as the chart draws it: where, at which values, and the parts at each.
struct AxisMarksSpec {
    var position: AxisMarkPosition
    var values: AxisMarkValues
    var parts: (AxisValue) -> [_AxisParts.Part]

    /// What `AxisMarks()` draws: a grid line and the value's label (**Choice**: Apple's
    /// default also has a tick, drawn here only when asked for, as the grid line meets the
    /// label).
    static func defaultParts(_ value: AxisValue) -> [_AxisParts.Part] { [.gridLine(nil, nil), .label(.automatic, nil, nil)] }
}
