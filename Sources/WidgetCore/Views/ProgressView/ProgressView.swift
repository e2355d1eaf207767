import Foundation

/// Progress toward a total, as SwiftUI's `ProgressView`, drawn by the environment's
/// ``ProgressViewStyle``: a bar (``LinearProgressViewStyle``) or a ring
/// (``CircularProgressViewStyle``); without a value, a still spinner.
///
/// `ProgressView(timerInterval:countsDown:)` is frozen at the context's date. A NaN or infinite
/// value, a value outside 0…total and a total ≤ 0 are clamped (empty for a bad total) and reported.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let fraction: Double?
    let problem: String?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    /// For `ProgressView(timerInterval:)`: the interval, the pause date and the direction; the
    /// fraction is computed in `body`, at the context's date.
    let timer: (interval: ClosedRange<Date>, pausesOn: Date?, countsDown: Bool)?

    init(fraction: Double?, problem: String?, label: Label?, current: CurrentValueLabel?, timer: (ClosedRange<Date>, Date?, Bool)? = nil) {
        self.fraction = fraction
        self.problem = problem
        self.label = label
        self.currentValueLabel = current
        self.timer = timer.map { (interval: $0.0, pausesOn: $0.1, countsDown: $0.2) }
    }

    /// The progress view drawn by the environment's style.
    public var body: some View {
        var (fraction, problem) = (self.fraction, self.problem)
        if let timer { (fraction, problem) = ProgressValue.timerFraction(timer.interval, pausesOn: timer.pausesOn, countsDown: timer.countsDown) }
        if let problem { DiagnosticSink.reportToCurrent(Diagnostic(.invalidValue, problem)) }
        let configuration = ProgressViewStyleConfiguration(
            fractionCompleted: fraction,
            label: label.map { .init($0) },
            currentValueLabel: currentValueLabel.map { .init($0) }
        )
        let env = EnvironmentValues.current
        // The auto-updating timer progress view draws as a ring in accessoryCircular.
        if timer != nil && env.widgetFamily == .accessoryCircular && env.progressViewStyle.isAutomatic {
            return AnyView(CircularProgressViewStyle().makeBody(configuration: configuration))
        }
        return env.progressViewStyle.makeBody(configuration)
    }
}

extension ProgressView {
    /// An indeterminate progress view (a still spinner).
    public init() where Label == EmptyView, CurrentValueLabel == EmptyView {
        self.init(fraction: nil, problem: nil, label: nil, current: nil)
    }

    /// An indeterminate progress view with a label.
    public init(@ViewBuilder label: () -> Label) where CurrentValueLabel == EmptyView {
        self.init(fraction: nil, problem: nil, label: label(), current: nil)
    }

    /// An indeterminate progress view titled with a localized key.
    public init(_ titleKey: LocalizedStringKey) where Label == Text, CurrentValueLabel == EmptyView {
        self.init(fraction: nil, problem: nil, label: Text(titleKey), current: nil)
    }

    /// An indeterminate progress view titled with a string resource.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource) where Label == Text, CurrentValueLabel == EmptyView {
        self.init(fraction: nil, problem: nil, label: Text(titleResource), current: nil)
    }

    /// Progress of `value` out of `total` (`nil`: indeterminate).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) where Label == EmptyView, CurrentValueLabel == EmptyView {
        let (f, p) = ProgressValue.fraction(value, total)
        self.init(fraction: f, problem: p, label: nil, current: nil)
    }

    /// Progress with a label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) where CurrentValueLabel == EmptyView {
        let (f, p) = ProgressValue.fraction(value, total)
        self.init(fraction: f, problem: p, label: label(), current: nil)
    }

    /// Progress with a label and a current value label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        let (f, p) = ProgressValue.fraction(value, total)
        self.init(fraction: f, problem: p, label: label(), current: currentValueLabel())
    }

    /// Progress titled with a localized key.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) where Label == Text, CurrentValueLabel == EmptyView {
        let (f, p) = ProgressValue.fraction(value, total)
        self.init(fraction: f, problem: p, label: Text(titleKey), current: nil)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
    /// Progress through `timerInterval` at the context's date: counting down (full to empty)
    /// by default, with the remaining (or elapsed) time as the current value label.
    public init(timerInterval: ClosedRange<Date>, pausesOn: Date? = nil, countsDown: Bool = true) {
        self.init(fraction: nil, problem: nil, label: nil, current: DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown), timer: (timerInterval, pausesOn, countsDown))
    }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
    /// Timer progress with a label.
    public init(timerInterval: ClosedRange<Date>, pausesOn: Date? = nil, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(fraction: nil, problem: nil, label: label(), current: DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown), timer: (timerInterval, pausesOn, countsDown))
    }
}

/// The time label of a timer progress view: the time left (or elapsed) as a timer text.
public struct DefaultDateProgressLabel: View {
    let interval: ClosedRange<Date>
    let countsDown: Bool

    /// A timer text counting to the interval's end (down) or from its start (up).
    public var body: some View {
        Text(countsDown ? interval.upperBound : interval.lowerBound, style: .timer)
    }
}

/// The fraction completed of a progress view, clamped as SwiftUI clamps it.
enum ProgressValue {
    static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> (Double?, String?) {
        guard let value else { return (nil, nil) }
        let v = Double(value)
        let t = Double(total)
        guard t.isFinite, t > 0 else {
            return (0, "ProgressView total \(LayoutDump.format(t)) is not a finite number above 0; drawn empty. Pass a total > 0.")
        }
        guard v.isFinite else {
            return (v == .infinity ? 1 : 0, "ProgressView value \(v) is not finite; drawn \(v == .infinity ? "full" : "empty").")
        }
        if v < 0 || v > t {
            return (v < 0 ? 0 : 1, "ProgressView value \(LayoutDump.format(v)) is outside 0…\(LayoutDump.format(t)); clamped.")
        }
        return (v / t, nil)
    }

    static func timerFraction(_ interval: ClosedRange<Date>, pausesOn: Date?, countsDown: Bool) -> (Double?, String?) {
        let now = pausesOn.map { min($0, EnvironmentValues.current.now) } ?? EnvironmentValues.current.now
        let span = interval.upperBound.timeIntervalSince(interval.lowerBound)
        guard span > 0 else {
            return (countsDown ? 0 : 1, "ProgressView(timerInterval:) has an empty interval; drawn \(countsDown ? "empty" : "full").")
        }
        let elapsed = min(max(now.timeIntervalSince(interval.lowerBound) / span, 0), 1)
        return (countsDown ? 1 - elapsed : elapsed, nil)
    }
}
