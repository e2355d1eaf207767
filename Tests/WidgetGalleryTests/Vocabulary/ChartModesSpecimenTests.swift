import Foundation
import Testing
import WidgetRender

/// Every mark in small and large widgets, in full colour, accented (iOS 26 tinted) and vibrant
/// (Lock Screen): marks are shapes, so the chart's `widgetAccentable()` puts them in the accent
/// group and vibrant maps them like any shape. References: `Snapshots/Vocabulary/charts-modes-*`.
@Suite("Chart modes specimens")
struct ChartModesSpecimenTests {
    struct Everything: View {
        var body: some View {
            VStack(spacing: 6) {
                Chart {
                    RectangleMark(yStart: .value("Low", 2), yEnd: .value("High", 6)).foregroundStyle(.green.opacity(0.2))
                    ForEach(0..<6) { i in
                        BarMark(x: .value("Day", "D\(i)"), y: .value("Value", Double(i % 3 + 2))).foregroundStyle(by: .value("Kind", "A"))
                        BarMark(x: .value("Day", "D\(i)"), y: .value("Value", Double((i + 1) % 2 + 1))).foregroundStyle(by: .value("Kind", "B"))
                        LineMark(x: .value("Day", "D\(i)"), y: .value("Trend", Double(i) + 1.5)).foregroundStyle(.orange)
                        PointMark(x: .value("Day", "D\(i)"), y: .value("Trend", Double(i) + 1.5)).foregroundStyle(.orange)
                    }
                    RuleMark(y: .value("Goal", 5)).foregroundStyle(.red)
                }
                .chartLegend(.hidden)
                .widgetAccentable()
                Chart(0..<4, id: \.self) { i in
                    SectorMark(angle: .value("Share", Double(i + 1)), innerRadius: .ratio(0.5), angularInset: 1).foregroundStyle(by: .value("Part", "P\(i)"))
                }
                .chartLegend(.hidden)
            }
        }
    }

    static let looks = ["fullColor", "accented", "vibrant"]

    static func apply(_ look: Int, to context: inout WidgetContext) {
        switch look {
        case 1:
            context.renderingMode = .accented
            context.appearance = .tinted(.dark)
        case 2:
            context.renderingMode = .vibrant
        default:
            break
        }
    }

    @Test(arguments: [WidgetFamily.systemSmall, .systemLarge], [0, 1, 2])
    func everyMarkInEveryMode(family: WidgetFamily, look: Int) throws {
        let renderer = try #require(try? VocabularySpecimen.renderer.get())
        var context = WidgetContext(family: family)
        Self.apply(look, to: &context)
        let image = try renderer.render(Everything().containerBackground(for: .widget) { SpecimenBackground() }, in: context)
        let kinds = Set(image.diagnostics.map(\.kind)).subtracting([.missingContainerBackground])
        // The palette's colours merge in accented mode, where only alpha survives: the check
        // that catches it must say so (the chart's own issue with colour-coded series).
        #expect(kinds == (look == 1 ? [.colorsMerged] : []), "\(image.diagnostics)")
        try SnapshotReference.assertMatches(try image.pngData(), named: "Vocabulary/charts-modes-\(family)-\(Self.looks[look])")
    }
}
