import Foundation

/// Supplies a widget's entries, as WidgetKit's `TimelineProvider`.
public protocol TimelineProvider {
    /// The type of entry the provider makes.
    associatedtype Entry: TimelineEntry
    /// What the provider is told about the request.
    typealias Context = TimelineProviderContext
    /// An entry to show before any data is available. The renderer does not call it: it renders
    /// the entry it is given.
    func placeholder(in context: Context) -> Entry
    /// An entry for a quick, transient view, passed to `completion`. The renderer does not call it.
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void)
    /// The entries and reload policy, passed to `completion`. The renderer does not call it.
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
}
