import Foundation
import WidgetRender

// Snippets written the way open-source widget extensions write them, for the API the issue
// "the API real widget extensions still miss" listed. `ApiGapsTests` renders and evaluates them.

enum RefreshInterval: String, AppEnum {
    case none, hourly, daily

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Refresh"
    static let caseDisplayRepresentations: [RefreshInterval: DisplayRepresentation] = [
        .none: "Never",
        .hourly: "Every Hour",
        .daily: "Every Day",
    ]
}

enum GaugeStyleOption: String, AppEnum {
    case ring, bar, number

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Style"
    static let caseDisplayRepresentations: [GaugeStyleOption: DisplayRepresentation] = [
        .ring: "Ring", .bar: "Bar", .number: "Number",
    ]
}

struct StepsConfigurationIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Steps"
    static let description = IntentDescription("Shows today's steps.")

    @Parameter(title: "Goal", default: 10_000)
    var goal: Int

    @Parameter(title: "Refresh", default: .hourly)
    var refresh: RefreshInterval

    @Parameter(title: "Style", default: .ring)
    var style: GaugeStyleOption

    @Parameter(title: "Show Distance", default: false)
    var showsDistance: Bool

    @Parameter(title: "Label")
    var label: String?

    static var parameterSummary: some ParameterSummary {
        Switch(\.$style) {
            Case(.ring) {
                When(\.$refresh, .equalTo, .none) {
                    Summary("Show \(\.$goal) steps as a ring, never refreshed")
                } otherwise: {
                    Summary("Show \(\.$goal) steps as a ring, refreshed \(\.$refresh)") {
                        \.$showsDistance
                        \.$label
                    }
                }
            }
            Case([.bar, .number]) {
                When(\.$goal, .greaterThanOrEqualTo, 20_000) {
                    Summary("Show an ambitious \(\.$goal) as \(\.$style)")
                } otherwise: {
                    Summary("Show \(\.$goal) as \(\.$style)")
                }
            }
            DefaultCase {
                Summary("Show \(\.$goal)")
            }
        }
    }
}

struct FamilySummaryIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Family"

    @Parameter(title: "Label")
    var label: String?

    static var parameterSummary: some ParameterSummary {
        Switch(.widgetFamily) {
            Case(.systemSmall) {
                Summary("Small")
            }
            Case([.systemMedium, .systemLarge]) {
                When(\.$label, .hasAnyValue) {
                    Summary("Labelled \(\.$label)")
                } otherwise: {
                    Summary("Unlabelled")
                }
            }
            DefaultCase {
                Summary("Any other family")
            }
        }
    }
}

struct TeamEntity: AppEntity {
    let id: String
    let name: String
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Team"
    static let defaultQuery = TeamQuery()
    var displayRepresentation: DisplayRepresentation { "\(name)" }
}

struct TeamQuery: EntityQuery {
    static let all = [TeamEntity(id: "red sox", name: "Red Sox"), TeamEntity(id: "cubs", name: "Cubs")]
    func entities(for identifiers: [String]) async throws -> [TeamEntity] { Self.all.filter { identifiers.contains($0.id) } }
    func suggestedEntities() async throws -> [TeamEntity] { Self.all }
}

struct OpenTeamIntent: OpenIntent, URLRepresentableIntent, PredictableIntent {
    static let title: LocalizedStringResource = "Open Team"
    static var urlRepresentation: URLRepresentation { "https://scores.example.com/teams/\(\.$target)" }

    @Parameter(title: "Team")
    var target: TeamEntity

    init() {}
    init(team: TeamEntity) { target = team }

    static var parameterSummary: some ParameterSummary {
        When(\.$target, identifier: .equalTo, "cubs") {
            Summary("Open the Cubs")
        } otherwise: {
            Summary("Open \(\.$target)")
        }
    }

    static var predictionConfiguration: some IntentPredictionConfiguration {
        IntentPrediction(parameters: \.$target) { team in
            DisplayRepresentation(title: "Open \(team.name)")
        }
        IntentPrediction(displayRepresentation: { DisplayRepresentation(title: "Open a team") })
    }
}

/// Records what intents did when a test taps them.
enum IntentLog {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var entries: [String] = []

    static func note(_ entry: String) {
        lock.lock()
        defer { lock.unlock() }
        entries.append(entry)
    }

    static var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return entries
    }
}

struct PlayEpisodeIntent: AudioPlaybackIntent {
    static let title: LocalizedStringResource = "Play"
    func perform() async throws -> some IntentResult {
        IntentLog.note("play")
        return .result()
    }
}

struct StartWorkoutIntent: LiveActivityIntent, AudioStartingIntent, ForegroundContinuableIntent {
    static let title: LocalizedStringResource = "Start Workout"
    func perform() async throws -> some IntentResult {
        try await requestToContinueInForeground("Continue in the app?")
        IntentLog.note("workout")
        return .result()
    }
}

struct SyncIntent: ProgressReportingIntent, SystemIntent {
    static let title: LocalizedStringResource = "Sync"
    func perform() async throws -> some IntentResult {
        progress.totalUnitCount = 4
        progress.completedUnitCount = 3
        return .result()
    }
}

struct ShowDetailsIntent: AppIntent {
    static let title: LocalizedStringResource = "Details"
    func perform() async throws -> some IntentResult {
        EnvironmentValues().openURL(URL(fileURLWithPath: "/details/today"))
        return .result()
    }
}

struct OpenArticleIntent: AppIntent {
    static let title: LocalizedStringResource = "Open Article"
    func perform() async throws -> some IntentResult & OpensIntent {
        .result(opensIntent: OpenURLIntent(URL(fileURLWithPath: "/articles/42")))
    }
}

struct QuoteSnippetIntent: SnippetIntent {
    static let title: LocalizedStringResource = "Quote"
    func perform() async throws -> some IntentResult {
        IntentLog.note("snippet")
        QuoteSnippetIntent.reload()
        return .result()
    }
}

struct ApiGapsEntryView: View {
    @Environment(\.openURL) private var openURL
    @Environment(\.colorScheme) private var colorScheme
    let title: LocalizedStringResource
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    @State private var tick = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(title)
                .accessibility(identifier: "title")
                .accessibility(label: Text("Widget title"))
                .accessibility(addTraits: .isHeader)
            Label(LocalizedStringResource("Steps"), systemImage: "figure.walk")
            HStack {
                Button(LocalizedStringResource("Play"), intent: PlayEpisodeIntent())
                    .buttonStyle(.borderedProminent)
                    .buttonBorderShape(.capsule)
                    .accessibilityIdentifier("play")
                Button(intent: StartWorkoutIntent()) { Image(systemName: "figure.run") }
                    .buttonStyle(.bordered)
                    .buttonBorderShape(.circle)
                    .accessibilityIdentifier("workout")
                Button(intent: SyncIntent()) { Text("Sync") }
                    .buttonStyle(.bordered)
                    .buttonBorderShape(.roundedRectangle(radius: 4))
                    .accessibilityIdentifier("sync")
            }
            HStack {
                Button(intent: ShowDetailsIntent()) { Text("Details") }.accessibilityIdentifier("details")
                Button(intent: OpenArticleIntent()) { Text("Article") }.accessibilityIdentifier("article")
                Button(intent: OpenTeamIntent(team: TeamQuery.all[0])) { Text("Team") }.accessibilityIdentifier("team")
                Button(intent: QuoteSnippetIntent()) { Text("Quote") }.accessibilityIdentifier("quote")
            }
            Color(uiColor: .secondarySystemGroupedBackground)
                .frame(height: 6)
                .mask(Capsule())
                .accessibility(hidden: true)
        }
        .onAppear { tick += 1 }
        .task { await Task.yield() }
        .onChange(of: tick) { _, newValue in tick = newValue }
        .onReceive(timer) { _ in tick += 1 }
        .containerBackground(for: .widget) { Color(uiColor: .systemGroupedBackground) }
    }
}
