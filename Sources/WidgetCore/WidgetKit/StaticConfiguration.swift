import Foundation

/// A configuration with a static provider, as WidgetKit's `StaticConfiguration`.
public struct StaticConfiguration<Content: View>: WidgetConfiguration {
    /// The configuration's facts. Not API: used by the renderer.
    public let _descriptor: WidgetDescriptor

    /// Creates a configuration that builds `content` for each entry of `provider`.
    public init<Provider: TimelineProvider>(kind: String, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content) {
        _descriptor = WidgetDescriptor(
            kind: kind, displayName: nil, description: nil, supportedFamilies: nil, contentMarginsDisabled: false,
            entryType: Provider.Entry.self,
            makeContent: { entry in (entry as? Provider.Entry).map { AnyView(content($0)) } }
        )
    }
}
