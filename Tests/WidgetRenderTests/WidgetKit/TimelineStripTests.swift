import Foundation
import Testing

@testable import WidgetRender

@Suite("Timeline strip")
struct TimelineStripTests {
    @Test func theStripShowsEveryEntryAndThePolicy() throws {
        let renderer = try WidgetRenderer()
        let widget = ScriptedWidget(
            kind: "strip",
            provider: ScriptedProvider(
                entries: [
                    ClockEntry(date: FixtureDates.noon), ClockEntry(date: FixtureDates.one, relevance: TimelineEntryRelevance(score: 2)), ClockEntry(date: FixtureDates.two),
                ], policy: .after(FixtureDates.two.addingTimeInterval(3600))))
        var context = WidgetContext(family: .systemSmall)
        context.date = FixtureDates.noon
        let run = try renderer.timeline(of: widget, in: context)
        let strip = try renderer.timelineStrip(run)
        // 3 entries of 488 px at 3× (162.67 pt), 48 px gaps, a 480 px policy column.
        #expect(strip.pixelWidth == 48 + 3 * (488 + 48) + 480 + 48)
        #expect(strip.pixelHeight == 48 + 488 + 120 + 48)
        try SnapshotFiles.assertMatches(strip, named: "WidgetKit/timeline-strip")
        #expect(TimelineStripLayout.format(FixtureDates.noon) == "2026-06-01 12:00")
    }

    @Test func anEmptyTimelineHasNoStrip() throws {
        let renderer = try WidgetRenderer()
        let run = try renderer.timeline(of: ScriptedWidget(kind: "nostrip", provider: ScriptedProvider(entries: [])), family: .systemSmall)
        #expect(throws: WidgetRenderError.self) { try renderer.timelineStrip(run) }
    }
}
