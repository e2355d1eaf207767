import Foundation
import Testing

@testable import WidgetCore

/// Scales and stacks (the Charts article, "Scales"): round domains and ticks, dates at
/// calendar boundaries, bars stacked at one place.
@Suite struct ChartScaleTests {
    let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        return calendar
    }()

    /// Apple's documented example: values up to 141 give a domain 0…150 marked every 50.
    @Test func numbersWidenToRoundSteps() {
        let nice = NiceNumbers.domain(0, 141, count: 5)
        #expect(nice.lower == 0 && nice.upper == 150 && nice.step == 50)
        #expect(NiceNumbers.ticks(nice.lower, nice.upper, step: nice.step) == [0, 50, 100, 150])
        let temperatures = NiceNumbers.domain(61, 79, count: 5)
        #expect(temperatures.lower == 60 && temperatures.upper == 80 && temperatures.step == 5)
        let small = NiceNumbers.domain(0, 0.37, count: 5)
        #expect(small.upper == 0.4 && small.step == 0.1)
        let one = NiceNumbers.domain(3, 3, count: 5)
        #expect(one.lower == 0 && one.upper >= 3)
    }

    @Test func numberLabelsFollowTheLocaleAndTheStep() {
        #expect(NumberLabels.label(8_000, step: 2_000, locale: Locale(identifier: "en_US")) == "8,000")
        #expect(NumberLabels.label(8_000, step: 2_000, locale: Locale(identifier: "de_DE")) == "8.000")
        #expect(NumberLabels.label(0.25, step: 0.05, locale: Locale(identifier: "en_US")) == "0.25")
    }

    /// A day of hours is marked every 6 hours from midnight, labelled as the locale writes hours
    /// (en_US puts a narrow no-break space before AM and PM, as iOS does).
    @Test func hoursAreMarkedAtCalendarBoundaries() {
        let start = Date(timeIntervalSinceReferenceDate: 0)
        let ticks = DateTicks(calendar: utc, locale: Locale(identifier: "en_US")).ticks(from: start, to: start.addingTimeInterval(23 * 3_600))
        #expect(ticks.map(\.1) == ["12\u{202F}AM", "6\u{202F}AM", "12\u{202F}PM", "6\u{202F}PM"])
        let german = DateTicks(calendar: utc, locale: Locale(identifier: "de_DE")).ticks(from: start, to: start.addingTimeInterval(23 * 3_600))
        #expect(german.map(\.1) == ["00 Uhr", "06 Uhr", "12 Uhr", "18 Uhr"])
        let week = DateTicks(calendar: utc, locale: Locale(identifier: "en_US")).ticks(from: start, to: start.addingTimeInterval(4 * 86_400))
        #expect(week.map(\.1) == ["Mon", "Tue", "Wed", "Thu", "Fri"])
    }

    @Test func barsAtOnePlaceStackAndNegativeOnesGoBelowZero() {
        func bar(_ day: String, _ value: Double, _ stacking: MarkStackingMethod = .standard) -> ChartMark {
            _ChartMarks.of(BarMark(x: .value("Day", day), y: .value("Steps", value), stacking: stacking))[0]
        }
        let stacks = ChartStacks([bar("Mon", 4_200), bar("Mon", 2_100), bar("Tue", 100), bar("Mon", -300), bar("Tue", 50, .unstacked)])
        #expect(stacks.extents[0]! == (0, 4_200))
        #expect(stacks.extents[1]! == (4_200, 6_300))
        #expect(stacks.extents[2]! == (0, 100))
        #expect(stacks.extents[3]! == (0, -300))
        #expect(stacks.extents[4]! == (0, 50))
        let normalized = ChartStacks([bar("Mon", 1, .normalized), bar("Mon", 3, .normalized)])
        #expect(normalized.extents[1]! == (0.25, 1))
    }

    @Test func aHorizontalBarHasItsNumberOnX() {
        let mark = _ChartMarks.of(BarMark(x: .value("Steps", 10), y: .value("Day", "Mon")))[0]
        #expect(ChartStacks.valueAxis(of: mark) == .horizontal)
    }
}
