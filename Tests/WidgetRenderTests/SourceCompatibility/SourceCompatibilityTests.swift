import Foundation
import Testing

@testable import WidgetRender

@Suite("Source compatibility")
struct SourceCompatibilityTests {
    let renderer: WidgetRenderer

    init() throws {
        renderer = try WidgetRenderer()
    }

    static let tasks = [
        TaskItem(id: 1, title: "Water the plants", isDone: true),
        TaskItem(id: 2, title: "Call the bank about the card", isDone: false),
        TaskItem(id: 3, title: "Book dentist", isDone: false),
    ]

    @Test(arguments: [WidgetFamily.systemSmall, .systemMedium, .systemLarge], ColorScheme.allCases)
    func typicalWidgetCodeRendersWithoutProblems(family: WidgetFamily, scheme: ColorScheme) throws {
        let entry = TasksEntry(date: WidgetContext.referenceDate, tasks: Self.tasks, progress: 0.4)
        let image = try renderer.render(TasksEntryView(entry: entry), in: WidgetContext(family: family, colorScheme: scheme))
        // Only the rounded design substitution may be reported (no rounded font is bundled).
        #expect(image.diagnostics.allSatisfy { $0.kind == .fontSubstitution || $0.kind == .truncatedText }, "\(image.diagnostics)")
        let titles = collectTexts(image.layout)
        #expect(titles.contains("Today"))
        #expect(titles.contains("Updated 12:00 AM"))
        #expect(titles.contains("1"))
    }

    @Test func countdownAndTilesRender() throws {
        var context = WidgetContext(family: .systemSmall)
        context.date = WidgetContext.referenceDate
        let countdown = try renderer.render(CountdownView(target: Date(timeIntervalSinceReferenceDate: 3 * 3600 + 25)), in: context)
        #expect(collectTexts(countdown.layout).contains("3:00:25"))
        // The white footnote on the launch colour is 3.3:1, under the HIG's 4.5:1: reported.
        #expect(countdown.diagnostics.allSatisfy { $0.kind == .fontSubstitution || $0.kind == .lowContrast }, "\(countdown.diagnostics)")
        #expect(countdown.diagnostics.filter { $0.kind == .lowContrast }.map(\.message).allSatisfy { $0.contains("\"until launch\" (13 pt)") })
        let tile = try renderer.render(StatTile(label: "Distance", value: 12.34).containerBackground(for: .widget) {}, in: context)
        #expect(collectTexts(tile.layout) == ["Distance", "12.3", "Compared with last week"] || collectTexts(tile.layout) == ["Distance", "12.3", "vs. last week"])
        #expect(tile.diagnostics.isEmpty, "\(tile.diagnostics)")
    }

    private func collectTexts(_ tree: LayoutTree) -> [String] {
        var texts: [String] = []
        tree.forEach { if let t = $0.text { texts.append(t) } }
        return texts
    }
}
