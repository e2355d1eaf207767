import Foundation

/// The dates an automatic date axis marks, and how it labels them (the Charts article,
/// "Scales"): the smallest calendar step from minutes to years that marks the span with at
/// most ``ChartStyleConstants/maximumDateTicks`` values, at calendar boundaries (hours whose
/// number is a multiple of the step, midnights, first days of months) in the context's time
/// zone; labels in the context's locale: "6 AM" for hours, "Mon" for days within a week,
/// "Dec 5" for longer spans of days, "Jan" for months, "2026" for years. **Choice**: Swift
/// Charts' own rule is not published.
struct DateTicks {
    struct Step {
        let component: Calendar.Component
        let count: Int
        let seconds: Double
    }

    static let steps: [Step] = [
        Step(component: .minute, count: 1, seconds: 60), Step(component: .minute, count: 5, seconds: 300), Step(component: .minute, count: 15, seconds: 900),
        Step(component: .minute, count: 30, seconds: 1_800), Step(component: .hour, count: 1, seconds: 3_600), Step(component: .hour, count: 2, seconds: 7_200),
        Step(component: .hour, count: 3, seconds: 10_800), Step(component: .hour, count: 6, seconds: 21_600), Step(component: .hour, count: 12, seconds: 43_200),
        Step(component: .day, count: 1, seconds: 86_400), Step(component: .day, count: 2, seconds: 172_800), Step(component: .weekOfYear, count: 1, seconds: 604_800),
        Step(component: .month, count: 1, seconds: 2_629_746), Step(component: .month, count: 3, seconds: 7_889_238), Step(component: .year, count: 1, seconds: 31_556_952),
    ]

    let calendar: Calendar
    let locale: Locale

    /// The marked dates from `lower` to `upper` and their labels.
    func ticks(from lower: Date, to upper: Date) -> [(Date, String)] {
        let span = upper.timeIntervalSince(lower)
        let step = DateTicks.steps.first { span / $0.seconds <= Double(ChartStyleConstants.maximumDateTicks - 1) } ?? DateTicks.steps[DateTicks.steps.count - 1]
        return ticks(from: lower, to: upper, step: step)
    }

    /// Every `step` from `lower` to `upper`, at its calendar boundaries, and their labels.
    func ticks(from lower: Date, to upper: Date, step: Step) -> [(Date, String)] {
        let format = labelFormat(step, span: upper.timeIntervalSince(lower))
        var dates: [Date] = []
        var cursor = aligned(lower, step)
        while cursor <= upper, dates.count < 1_000 {
            if cursor >= lower { dates.append(cursor) }
            guard let next = calendar.date(byAdding: step.component, value: step.count, to: cursor), next > cursor else { break }
            cursor = next
        }
        return dates.map { ($0, format.string(from: $0)) }
    }

    /// The first boundary of `step` at or before `date`.
    private func aligned(_ date: Date, _ step: Step) -> Date {
        let unit: Calendar.Component = step.component == .weekOfYear ? .weekOfYear : step.component
        guard var start = calendar.dateInterval(of: unit, for: date)?.start else { return date }
        let value = calendar.component(step.component == .weekOfYear ? .weekOfYear : step.component, from: start)
        let offset = step.component == .month || step.component == .day ? (value - 1) % step.count : value % step.count
        if offset > 0, let earlier = calendar.date(byAdding: step.component, value: -offset, to: start) { start = earlier }
        return start
    }

    private func labelFormat(_ step: Step, span: Double) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.locale = locale
        let template: String
        switch step.component {
        case .minute: template = "jmm"
        case .hour: template = "j"
        case .day, .weekOfYear: template = span <= 7 * 86_400 ? "EEE" : "MMMd"
        case .month: template = "MMM"
        default: template = "y"
        }
        formatter.setLocalizedDateFormatFromTemplate(template)
        return formatter
    }
}
