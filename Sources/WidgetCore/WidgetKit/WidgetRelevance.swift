import Foundation

/// When a widget matters, for the Smart Stack, as WidgetKit's `WidgetRelevance`.
public struct WidgetRelevance<Configuration>: Sendable where Configuration: Sendable {
    /// The relevance attributes.
    public let attributes: [WidgetRelevanceAttribute<Configuration>]
    /// Creates a relevance from attributes.
    public init(_ attributes: [WidgetRelevanceAttribute<Configuration>]) { self.attributes = attributes }
}

/// One context in which a widget is relevant, as WidgetKit's `WidgetRelevanceAttribute`.
public struct WidgetRelevanceAttribute<Configuration>: Sendable where Configuration: Sendable {
    /// The configuration that is relevant.
    public let configuration: Configuration
    /// Creates an attribute for `configuration`, relevant in `context`.
    public init(configuration: Configuration, context: RelevantContext) { self.configuration = configuration }
}

/// A context in which something is relevant, as App Intents' `RelevantContext`.
public struct RelevantContext: Sendable, Hashable {
    let name: String
    /// A date interval.
    public static func date(interval: DateInterval, kind: DateKind = .default) -> RelevantContext { RelevantContext(name: "date") }
    /// A moment.
    public static func date(from: Date, to: Date) -> RelevantContext { RelevantContext(name: "date") }
    /// The kind of a relevant date.
    public enum DateKind: Sendable, Hashable {
        /// Unspecified.
        case `default`
        /// Informational.
        case informational
        /// Scheduled.
        case scheduled
    }
}
