import Foundation
import Testing

@testable import WidgetRender

@Suite("Parameter summaries, URL representations and predictions")
struct ParameterSummaryTests {
    @Test func aSwitchTakesTheCaseOfTheValueAndWhenTestsItsParameter() throws {
        let intent = StepsConfigurationIntent()
        let ring = try #require(intent.resolvedParameterSummary())
        #expect(ring.text == "Show 10000 steps as a ring, refreshed Every Hour")
        #expect(ring.template == "Show ${goal} steps as a ring, refreshed ${refresh}")
        #expect(ring.tableParameters == ["showsDistance", "label"])

        intent.refresh = .none
        #expect(intent.resolvedParameterSummary()?.text == "Show 10000 steps as a ring, never refreshed")
        #expect(intent.resolvedParameterSummary()?.tableParameters == [])

        intent.style = .bar
        #expect(intent.resolvedParameterSummary()?.text == "Show 10000 as Bar")
        intent.goal = 20_000
        #expect(intent.resolvedParameterSummary()?.text == "Show an ambitious 20000 as Bar")
        intent.style = .number
        intent.goal = 19_999
        #expect(intent.resolvedParameterSummary()?.text == "Show 19999 as Number")
    }

    @Test func aSwitchOverTheWidgetFamilyTakesTheFamilyAndHasValueTestsAnOptional() throws {
        let intent = FamilySummaryIntent()
        #expect(intent.resolvedParameterSummary(for: .systemSmall)?.text == "Small")
        #expect(intent.resolvedParameterSummary(for: .systemMedium)?.text == "Unlabelled")
        intent.label = "Home"
        #expect(intent.resolvedParameterSummary(for: .systemLarge)?.text == "Labelled Home")
        #expect(intent.resolvedParameterSummary(for: .accessoryInline)?.text == "Any other family")
        #expect(intent.resolvedParameterSummary()?.text == "Any other family")
        #expect(IntentWidgetFamily(.accessoryCorner) == .accessoryCorner)
    }

    @Test func anEntityIsComparedByIdentifierAndShownByItsTitle() throws {
        let intent = OpenTeamIntent(team: TeamQuery.all[0])
        #expect(intent.resolvedParameterSummary()?.text == "Open Red Sox")
        intent.target = TeamQuery.all[1]
        #expect(intent.resolvedParameterSummary()?.text == "Open the Cubs")
        let empty = OpenTeamIntent()
        #expect(empty.resolvedParameterSummary()?.text == "Open Team", "an entity with no value is shown by its parameter's title")
    }

    @Test func anIntentWithoutASummaryHasNone() {
        #expect(SyncIntent().resolvedParameterSummary() == nil)
    }

    @Test func theURLRepresentationWritesTheEntityIdentifierPercentEncoded() {
        #expect(OpenTeamIntent(team: TeamQuery.all[0]).representedURL?.absoluteString == "https://scores.example.com/teams/red%20sox")
        #expect(OpenTeamIntent(team: TeamQuery.all[1]).representedURL?.absoluteString == "https://scores.example.com/teams/cubs")
    }

    @Test func predictionsAreMadeFromTheParametersThatHaveValues() {
        let titles = OpenTeamIntent(team: TeamQuery.all[1]).predictedDisplayRepresentations().map(\.title.description)
        #expect(titles == ["Open Cubs", "Open a team"])
        #expect(OpenTeamIntent().predictedDisplayRepresentations().map(\.title.description) == ["Open a team"])
    }

    @Test func progressOutsidePerformIsUnconnected() {
        let progress = SyncIntent().progress
        progress.totalUnitCount = 2
        #expect(SyncIntent().progress.totalUnitCount == 0)
    }

    @Test func aForegroundRequestRunsItsContinuationAndTheErrorNamesTheDialog() async throws {
        let value = try await StartWorkoutIntent().requestToContinueInForeground { 7 }
        #expect(value == 7)
        #expect(StartWorkoutIntent().needsToContinueInForegroundError("Open the app").description == "the intent needs to continue in the foreground: Open the app")
    }
}
