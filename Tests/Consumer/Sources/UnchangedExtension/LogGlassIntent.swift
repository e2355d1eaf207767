// The widget's button runs this intent; an intent file imports App Intents only.
import AppIntents

struct LogGlassIntent: AppIntent {
    static var title: LocalizedStringResource { "Log a glass of water" }

    func perform() async throws -> some IntentResult {
        WaterStore.glasses += 1
        return .result()
    }
}
