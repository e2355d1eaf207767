import Foundation
import Testing
import WidgetGallery

@testable import WidgetRender

@Suite("Running a widget's provider")
struct TimelineRunnerTests {
    let renderer: WidgetRenderer

    init() throws {
        renderer = try WidgetRenderer()
    }

    private func text(_ image: RenderedImage, _ id: String) -> String? {
        image.layout.node(withIdentifier: id)?.text
    }

    @Test func entriesRenderAtTheirOwnDates() throws {
        let widget = ScriptedWidget(
            kind: "dates",
            provider: ScriptedProvider(entries: [
                ClockEntry(date: FixtureDates.noon), ClockEntry(date: FixtureDates.one, relevance: TimelineEntryRelevance(score: 5)),
            ]))
        var context = WidgetContext(family: .systemSmall)
        context.date = FixtureDates.noon
        let run = try renderer.timeline(of: widget, in: context)
        #expect(run.entries.map(\.date) == [FixtureDates.noon, FixtureDates.one])
        #expect(run.entries.map { text($0.image, "time") } == ["12:00 PM", "1:00 PM"])
        #expect(run.entries.map(\.relevance?.score) == [nil, 5])
        #expect(run.entry(at: FixtureDates.one.addingTimeInterval(60))?.date == FixtureDates.one)
        #expect(run.diagnostics.isEmpty)
    }

    @Test(arguments: [TimelineReloadPolicy.atEnd, .never, .after(FixtureDates.two)])
    func theReloadPolicyIsReturned(policy: TimelineReloadPolicy) throws {
        let run = try renderer.timeline(of: ScriptedWidget(kind: "policy", provider: ScriptedProvider(policy: policy)), family: .systemSmall)
        #expect(run.policy == policy)
    }

    @Test func policyDescriptions() {
        #expect(TimelineReloadPolicy.atEnd.description == "atEnd")
        #expect(TimelineReloadPolicy.after(FixtureDates.noon).description == "after(2026-06-01T12:00:00Z)")
        #expect(TimelineReloadPolicy.after(FixtureDates.noon).reloadDate == FixtureDates.noon)
    }

    @Test func thePlaceholderIsRenderedRedactedAndTheSnapshotIsNot() throws {
        let run = try renderer.timeline(of: ScriptedWidget(kind: "placeholder", provider: ScriptedProvider()), family: .systemSmall)
        #expect(text(run.placeholder.image, "label") == "redacted")
        #expect(text(run.snapshot.image, "label") == "snapshot")
        #expect(run.entries.map { text($0.image, "label") } == ["live", "live"])
    }

    /// The placeholder is drawn as WidgetKit draws it, redacted (text as bars), not only
    /// told so through the environment: the same pixels as the entry rendered in a context
    /// redacted as a placeholder, and not those of the entry shown plainly.
    @Test func thePlaceholderIsDrawnAsBars() throws {
        let run = try renderer.timeline(of: StepsWidget(), family: .systemSmall)
        let entry = try #require(run.placeholder.entry as? StepsEntry)
        var context = WidgetContext(family: .systemSmall)
        context.date = run.placeholder.date
        context.redactionReasons = .placeholder
        #expect(run.placeholder.image.pixels == (try renderer.render(StepsWidget(), entry: entry, in: context)).pixels)
        context.redactionReasons = []
        #expect(run.placeholder.image.pixels != (try renderer.render(StepsWidget(), entry: entry, in: context)).pixels)
    }

    @Test func theSnapshotIsAPreviewAndContextsHaveTheFamilySize() throws {
        let contexts = Locked<[TimelineProviderContext]>([])
        let widget = ScriptedWidget(kind: "contexts", provider: ScriptedProvider(contexts: contexts))
        let run = try renderer.timeline(of: widget, family: .systemMedium)
        let seen = contexts.withLock { $0 }
        #expect(seen.map(\.isPreview) == [true, false])
        #expect(seen.allSatisfy { $0.family == .systemMedium && $0.displaySize == CGSize(width: 344.67, height: 162.67) })
        #expect(run.providerContext.environmentVariants[\.colorScheme] == [.light, .dark])
        #expect(run.providerContext.environmentVariants[\.font] == nil)
    }

    @Test func aProviderThatNeverCompletesIsAnErrorAfterTheTimeout() throws {
        let widget = ScriptedWidget(kind: "hang", provider: ScriptedProvider(completion: .never))
        let start = Date()
        #expect {
            try renderer.timeline(of: widget, family: .systemSmall, timeout: 0.3)
        } throws: { error in
            (error as? WidgetRenderError)?.message == "the provider of widget \"hang\" never called the completion of getTimeline(in:completion:) within 0.3 s; call completion exactly once on every path (also when loading fails)"
        }
        #expect(Date().timeIntervalSince(start) < 5)
    }

    @Test func aProviderThatCompletesTwiceIsAnError() throws {
        let widget = ScriptedWidget(kind: "twice", provider: ScriptedProvider(completion: .twice))
        #expect {
            try renderer.timeline(of: widget, family: .systemSmall)
        } throws: { error in
            (error as? WidgetRenderError)?.message == "the provider of widget \"twice\" called the completion of getTimeline(in:completion:) 2 times; call it exactly once (WidgetKit ignores or crashes on the extra calls)"
        }
    }

    @Test func aThrowingProviderIsAnErrorWithItsMessage() throws {
        #expect {
            try renderer.timeline(of: ThrowingWidget(), family: .systemSmall)
        } throws: { error in
            (error as? WidgetRenderError)?.message == "the provider of widget \"throwing\" threw from timeline(for:in:): the weather service is down; catch the error and return an entry that shows it"
        }
        let intent = FailingIntent()
        intent.fail = false
        let run = try renderer.timeline(of: ThrowingWidget(), configuration: intent, family: .systemSmall)
        #expect(run.policy == .never)
    }

    @Test func aHangingAsyncProviderIsAnErrorAfterTheTimeout() throws {
        #expect {
            try renderer.timeline(of: ThrowingWidget(hangs: true), family: .systemSmall, timeout: 0.3)
        } throws: { error in
            (error as? WidgetRenderError)?.message.hasPrefix("the provider of widget \"throwing\" did not return from timeline(for:in:) within 0.3 s") == true
        }
    }

    @Test func aSlowPlaceholderIsReported() throws {
        let run = try renderer.timeline(of: ScriptedWidget(kind: "slow", provider: ScriptedProvider(placeholderDelay: 0.6)), family: .systemSmall)
        #expect(run.diagnostics.map(\.kind) == [.blockingPlaceholder])
    }

    @Test func aTimelineThatStartsAfterNowIsReported() throws {
        var context = WidgetContext(family: .systemSmall)
        context.date = FixtureDates.noon.addingTimeInterval(-600)
        let run = try renderer.timeline(of: ScriptedWidget(kind: "later", provider: ScriptedProvider()), in: context)
        #expect(run.diagnostics.map(\.kind) == [.timelineStartsLater])
        #expect(run.diagnostics.first?.message.contains("600 s after now") == true)
        let empty = try renderer.timeline(of: ScriptedWidget(kind: "empty", provider: ScriptedProvider(entries: [])), family: .systemSmall)
        #expect(empty.diagnostics.map(\.kind) == [.emptyTimeline])
    }

    @Test func aFamilyOutsideSupportedFamiliesListsThem() throws {
        #expect {
            try renderer.timeline(of: ScriptedWidget(kind: "families", provider: ScriptedProvider()), family: .systemLarge)
        } throws: { error in
            (error as? WidgetRenderError)?.message == "widget \"families\" does not support systemLarge; its supportedFamilies are: systemSmall, systemMedium"
        }
        #expect(throws: WidgetRenderError.self) {
            try renderer.render(ScriptedWidget(kind: "families", provider: ScriptedProvider()), entry: ClockEntry(date: FixtureDates.noon), in: WidgetContext(family: .accessoryInline))
        }
    }

    @Test func aConfigurationOfTheWrongTypeIsAnError() throws {
        #expect {
            try renderer.timeline(of: ThrowingWidget(), configuration: "Lisbon", family: .systemSmall)
        } throws: { error in
            (error as? WidgetRenderError)?.message == "widget \"throwing\" is configured by FailingIntent, but was given a String; pass a FailingIntent()"
        }
    }
}
