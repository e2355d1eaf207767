import Foundation

/// A configuration whose options are an App Intent's parameters, as WidgetKit's
/// `AppIntentConfiguration`.
///
/// ```swift
/// AppIntentConfiguration(kind: "weather", intent: ConfigurationAppIntent.self, provider: Provider()) { entry in
///     WeatherView(entry: entry).containerBackground(.fill.tertiary, for: .widget)
/// }
/// ```
public struct AppIntentConfiguration<Intent: WidgetConfigurationIntent, Content: View>: WidgetConfiguration {
    /// The configuration's facts. Not API: used by the renderer.
    public let _descriptor: WidgetDescriptor

    /// Creates a configuration that builds `content` for each entry of `provider`.
    public init<Provider: AppIntentTimelineProvider>(kind: String, intent: Intent.Type = Intent.self, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content) where Provider.Intent == Intent {
        let erased = ErasedProvider(
            configurationType: Intent.self, makeDefaultConfiguration: { Intent() },
            placeholder: { provider.placeholder(in: $0) },
            snapshot: .async { context, configuration in
                try await provider.snapshot(for: configuration as? Intent ?? Intent(), in: context)
            },
            timeline: .async { context, configuration in
                ErasedTimeline(try await provider.timeline(for: configuration as? Intent ?? Intent(), in: context))
            }
        )
        _descriptor = WidgetDescriptor(kind: kind, entryType: Provider.Entry.self, provider: erased) { entry in
            (entry as? Provider.Entry).map { AnyView(content($0)) }
        }
    }
}
