import Foundation

/// Supplies the entries of a widget configured by an App Intent, as WidgetKit's
/// `AppIntentTimelineProvider`.
///
/// The requirements are declared `async throws` here (WidgetKit's are `async`): an
/// implementation written for iOS satisfies them unchanged, and a provider whose work fails
/// is reported by the renderer as a clear error instead of being impossible to model.
public protocol AppIntentTimelineProvider {
    /// The type of entry the provider makes.
    associatedtype Entry: TimelineEntry
    /// The configuration intent.
    associatedtype Intent: WidgetConfigurationIntent
    /// What the provider is told about the request.
    typealias Context = TimelineProviderContext

    /// An entry to show before any data is available; must return at once.
    func placeholder(in context: Context) -> Entry
    /// An entry for the widget gallery (`context.isPreview`) or a quick view.
    func snapshot(for configuration: Intent, in context: Context) async throws -> Entry
    /// The entries and reload policy for `configuration`.
    func timeline(for configuration: Intent, in context: Context) async throws -> Timeline<Entry>
    /// Preconfigured intents offered where the user cannot configure (watch, Smart Stack).
    func recommendations() -> [AppIntentRecommendation<Intent>]
}

extension AppIntentTimelineProvider {
    /// None.
    public func recommendations() -> [AppIntentRecommendation<Intent>] { [] }
}

/// A preconfigured intent with a description, as WidgetKit's `AppIntentRecommendation`.
public struct AppIntentRecommendation<Intent: WidgetConfigurationIntent>: Sendable {
    /// The intent.
    public let intent: Intent
    /// Its description.
    public let description: String

    /// Creates a recommendation.
    public init(intent: Intent, description: LocalizedStringKey) {
        self.intent = intent
        self.description = description.plainText
    }

    /// Creates a recommendation.
    public init(intent: Intent, description: Text) {
        self.intent = intent
        self.description = description.plainText
    }
}
