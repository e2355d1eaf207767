import Foundation

/// A value within a range, shown by the environment's ``GaugeStyle``, as SwiftUI's `Gauge`.
///
/// ```swift
/// Gauge(value: 0.35) { Text("Battery") } currentValueLabel: { Text("35") }
///     .gaugeStyle(.accessoryCircularCapacity)
/// ```
///
/// A value outside the bounds is clamped to them, and a NaN value, infinite or empty bounds
/// count as the lower bound; each is reported and the rest of the widget renders.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let fraction: Double
    let problem: String?
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?

    init(fraction: (Double, String?), label: Label, current: CurrentValueLabel?, minimum: BoundsLabel?, maximum: BoundsLabel?) {
        (self.fraction, self.problem) = fraction
        self.label = label
        self.currentValueLabel = current
        self.minimumValueLabel = minimum
        self.maximumValueLabel = maximum
    }

    /// The gauge drawn by the environment's style.
    public var body: some View {
        if let problem { DiagnosticSink.reportToCurrent(Diagnostic(.invalidValue, problem)) }
        let configuration = GaugeStyleConfiguration(
            label: .init(label),
            currentValueLabel: currentValueLabel.map { .init($0) },
            minimumValueLabel: minimumValueLabel.map { .init($0) },
            maximumValueLabel: maximumValueLabel.map { .init($0) },
            value: fraction
        )
        return EnvironmentValues.current.gaugeStyle.makeBody(configuration)
    }
}

extension Gauge {
    /// A gauge with a label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label)
    where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
        self.init(fraction: GaugeValue.fraction(value, bounds), label: label(), current: nil, minimum: nil, maximum: nil)
    }

    /// A gauge with a label and a current value label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel)
    where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
        self.init(fraction: GaugeValue.fraction(value, bounds), label: label(), current: currentValueLabel(), minimum: nil, maximum: nil)
    }

    /// A gauge with a label, a current value label and labels for the bounds.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) where MarkedValueLabels == EmptyView {
        self.init(fraction: GaugeValue.fraction(value, bounds), label: label(), current: currentValueLabel(), minimum: minimumValueLabel(), maximum: maximumValueLabel())
    }
}

/// Turns a gauge's value and bounds into a fraction, the way SwiftUI clamps them.
enum GaugeValue {
    static func fraction<V: BinaryFloatingPoint>(_ value: V, _ bounds: ClosedRange<V>, what: String = "Gauge") -> (Double, String?) {
        let v = Double(value)
        let lo = Double(bounds.lowerBound)
        let hi = Double(bounds.upperBound)
        guard lo.isFinite, hi.isFinite, hi > lo else {
            return (0, "\(what) bounds \(LayoutDump.format(lo))…\(LayoutDump.format(hi)) are empty or not finite; drawn at the lower bound. Pass finite bounds with lower < upper.")
        }
        guard !v.isNaN else {
            return (0, "\(what) value NaN is not a number; drawn at the lower bound.")
        }
        if v < lo || v > hi {
            let f = v < lo ? 0.0 : 1.0
            return (f, "\(what) value \(LayoutDump.format(v)) is outside \(LayoutDump.format(lo))…\(LayoutDump.format(hi)); clamped to \(LayoutDump.format(v < lo ? lo : hi)).")
        }
        return ((v - lo) / (hi - lo), nil)
    }
}
