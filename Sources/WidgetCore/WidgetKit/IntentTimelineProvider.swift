import Foundation

/// Supplies the entries of a widget configured by a SiriKit intent (before iOS 17), as
/// WidgetKit's `IntentTimelineProvider`.
public protocol IntentTimelineProvider {
    /// The type of entry the provider makes.
    associatedtype Entry: TimelineEntry
    /// The SiriKit intent class.
    associatedtype Intent: INIntent
    /// What the provider is told about the request.
    typealias Context = TimelineProviderContext

    /// An entry to show before any data is available; must return at once.
    func placeholder(in context: Context) -> Entry
    /// An entry for the widget gallery or a quick view, passed to `completion` (`@Sendable`, as
    /// in WidgetKit; a provider may declare it with or without `@Sendable`).
    @preconcurrency func getSnapshot(for configuration: Intent, in context: Context, completion: @escaping @Sendable (Entry) -> Void)
    /// The entries and reload policy, passed to `completion`.
    @preconcurrency func getTimeline(for configuration: Intent, in context: Context, completion: @escaping @Sendable (Timeline<Entry>) -> Void)
}

extension IntentTimelineProvider {
    /// ``getSnapshot(for:in:completion:)`` with the entry's type erased, for the renderer.
    func erasedSnapshot(for configuration: Intent, in context: Context, completion: @escaping @Sendable (any TimelineEntry) -> Void) {
        getSnapshot(for: configuration, in: context, completion: SendableCompletion.assumingSendable { completion($0) })
    }

    /// ``getTimeline(for:in:completion:)`` with the entries' type erased, for the renderer.
    func erasedTimeline(for configuration: Intent, in context: Context, completion: @escaping @Sendable (ErasedTimeline) -> Void) {
        getTimeline(for: configuration, in: context, completion: SendableCompletion.assumingSendable { completion(ErasedTimeline($0)) })
    }
}

/// A configuration whose options are a SiriKit intent's, as WidgetKit's (deprecated)
/// `IntentConfiguration`.
public struct IntentConfiguration<Intent: INIntent, Content: View>: WidgetConfiguration {
    /// The configuration's facts. Not API: used by the renderer.
    public let _descriptor: WidgetDescriptor

    /// Creates a configuration that builds `content` for each entry of `provider`.
    public init<Provider: IntentTimelineProvider>(kind: String, intent: Intent.Type, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content) where Provider.Intent == Intent {
        let erased = ErasedProvider(
            configurationType: Intent.self, makeDefaultConfiguration: { Intent() },
            placeholder: { provider.placeholder(in: $0) },
            snapshot: .callback { context, configuration, done in
                provider.erasedSnapshot(for: configuration as? Intent ?? Intent(), in: context, completion: done)
            },
            timeline: .callback { context, configuration, done in
                provider.erasedTimeline(for: configuration as? Intent ?? Intent(), in: context, completion: done)
            }
        )
        _descriptor = WidgetDescriptor(kind: kind, entryType: Provider.Entry.self, provider: erased) { entry in
            (entry as? Provider.Entry).map { AnyView(content($0)) }
        }
    }
}
