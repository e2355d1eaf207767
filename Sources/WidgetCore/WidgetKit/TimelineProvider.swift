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
    ///
    /// `completion` is `@Sendable`, as in WidgetKit; a provider may declare it with or without
    /// `@Sendable`.
    @preconcurrency func getSnapshot(in context: Context, completion: @escaping @Sendable (Entry) -> Void)
    /// The entries and reload policy, passed to `completion`. The renderer does not call it.
    @preconcurrency func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<Entry>) -> Void)
}

extension TimelineProvider {
    /// ``getSnapshot(in:completion:)`` with the entry's type erased, for the renderer.
    package func erasedSnapshot(in context: Context, completion: @escaping @Sendable (any TimelineEntry) -> Void) {
        getSnapshot(in: context, completion: SendableCompletion.assumingSendable { completion($0) })
    }

    /// ``getTimeline(in:completion:)`` with the entries' type erased, for the renderer.
    package func erasedTimeline(in context: Context, completion: @escaping @Sendable (ErasedTimeline) -> Void) {
        getTimeline(in: context, completion: SendableCompletion.assumingSendable { completion(ErasedTimeline($0)) })
    }
}
