import Foundation
import Testing
import WidgetRender

/// Swift Charts' marks as widgets use them, light and dark, against the reviewed references
/// in `Snapshots/Vocabulary/charts-*.png`.
@Suite("Chart specimens")
struct ChartSpecimenTests {
    struct Hour: Identifiable {
        let id: Int
        var date: Date { WidgetContext.referenceDate.addingTimeInterval(Double(id) * 3_600) }
        var temperature: Double { 12 + 6 * sin(Double(id) / 24 * 2 * .pi - 1.2) }
    }

    struct Day: Identifiable {
        let id: String
        let walk: Double
        let run: Double
    }

    static let hours = (0..<24).map(Hour.init)
    static let days = [Day(id: "Mon", walk: 4_200, run: 2_100), Day(id: "Tue", walk: 5_100, run: 0), Day(id: "Wed", walk: 3_900, run: 3_200), Day(id: "Thu", walk: 6_400, run: 1_000), Day(id: "Fri", walk: 2_800, run: 2_600)]

    @Test(arguments: ColorScheme.allCases)
    func lineAreaAndRule(scheme: ColorScheme) throws {
        try VocabularySpecimen.check("charts-line", family: .systemMedium, scheme: scheme) {
            Chart(Self.hours) { hour in
                AreaMark(x: .value("Hour", hour.date), y: .value("°C", hour.temperature))
                    .foregroundStyle(.orange.opacity(0.25))
                    .interpolationMethod(.monotone)
                LineMark(x: .value("Hour", hour.date), y: .value("°C", hour.temperature))
                    .foregroundStyle(.orange)
                    .interpolationMethod(.monotone)
            }
        }
    }

    @Test(arguments: ColorScheme.allCases)
    func stackedBarsWithALegendAndAGoal(scheme: ColorScheme) throws {
        try VocabularySpecimen.check("charts-bars", family: .systemMedium, scheme: scheme) {
            Chart {
                ForEach(Self.days) { day in
                    BarMark(x: .value("Day", day.id), y: .value("Steps", day.walk)).foregroundStyle(by: .value("Kind", "Walk"))
                    BarMark(x: .value("Day", day.id), y: .value("Steps", day.run)).foregroundStyle(by: .value("Kind", "Run"))
                }
                RuleMark(y: .value("Goal", 7_000)).foregroundStyle(.red).lineStyle(StrokeStyle(lineWidth: 1, dash: [3, 3]))
            }
        }
    }

    @Test(arguments: ColorScheme.allCases)
    func donutAndPoints(scheme: ColorScheme) throws {
        try VocabularySpecimen.check("charts-donut", family: .systemMedium, scheme: scheme) {
            HStack(spacing: 16) {
                Chart(Self.days) { day in
                    SectorMark(angle: .value("Steps", day.walk + day.run), innerRadius: .ratio(0.6), angularInset: 2)
                        .foregroundStyle(by: .value("Day", day.id))
                }
                .chartLegend(.hidden)
                Chart(Self.days) { day in
                    PointMark(x: .value("Walk", day.walk), y: .value("Run", day.run)).symbol(.diamond)
                }
            }
        }
    }
}
