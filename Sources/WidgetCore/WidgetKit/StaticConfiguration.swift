import Foundation

/// A configuration with a static provider, as WidgetKit's `StaticConfiguration`.
public struct StaticConfiguration<Content: View>: WidgetConfiguration {
    /// The configuration's facts. Not API: used by the renderer.
    public let _descriptor: WidgetDescriptor

    /// Creates a configuration that builds `content` for each entry of `provider`.
    public init<Provider: TimelineProvider>(kind: String, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content) {
        let erased = ErasedProvider(
            configurationType: nil, makeDefaultConfiguration: nil,
            placeholder: { provider.placeholder(in: $0) },
            snapshot: .callback { context, _, done in provider.erasedSnapshot(in: context, completion: done) },
            timeline: .callback { context, _, done in provider.erasedTimeline(in: context, completion: done) }
        )
        _descriptor = WidgetDescriptor(kind: kind, entryType: Provider.Entry.self, provider: erased) { entry in
            (entry as? Provider.Entry).map { AnyView(content($0)) }
        }
    }
}
