import Foundation

/// The data of one moment of a widget's timeline, as WidgetKit's `TimelineEntry`.
public protocol TimelineEntry {
    /// When the entry is shown; the renderer's frozen "now" by default.
    var date: Date { get }
    /// How relevant the entry is for Smart Stack rotation.
    var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
    /// No relevance (`nil`) unless the entry provides one.
    public var relevance: TimelineEntryRelevance? { nil }
}

/// The relevance of an entry, as WidgetKit's `TimelineEntryRelevance`.
public struct TimelineEntryRelevance: Sendable, Hashable {
    /// The relevance score, compared with the widget's other scores.
    public var score: Float
    /// How long the score applies, in seconds.
    public var duration: TimeInterval
    /// Creates a relevance; `duration` defaults to 0.
    public init(score: Float, duration: TimeInterval = 0) {
        self.score = score
        self.duration = duration
    }
}

/// When WidgetKit asks for a new timeline, as `TimelineReloadPolicy`.
public struct TimelineReloadPolicy: Sendable, Hashable {
    enum Kind: Sendable, Hashable { case atEnd, never, after(Date) }
    let kind: Kind
    /// Ask for a new timeline after the last entry's date.
    public static let atEnd = TimelineReloadPolicy(kind: .atEnd)
    /// Never ask for a new timeline.
    public static let never = TimelineReloadPolicy(kind: .never)
    /// Ask for a new timeline after `date`.
    public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy(kind: .after(date)) }
}

/// Entries and a reload policy, as WidgetKit's `Timeline`.
public struct Timeline<EntryType: TimelineEntry> {
    /// The entries, each shown from its `date`.
    public let entries: [EntryType]
    /// When to ask for the next timeline.
    public let policy: TimelineReloadPolicy
    /// Creates a timeline.
    public init(entries: [EntryType], policy: TimelineReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }
}

/// What a provider is told about the request, as WidgetKit's `TimelineProviderContext`.
public struct TimelineProviderContext: Sendable {
    /// The family the widget is shown in.
    public let family: WidgetFamily
    /// Whether the widget is shown in the widget gallery.
    public let isPreview: Bool
    /// The widget's size, in points.
    public let displaySize: CGSize

    /// Creates a context (WidgetKit creates these; the renderer does here).
    public init(family: WidgetFamily, isPreview: Bool = false, displaySize: CGSize) {
        self.family = family
        self.isPreview = isPreview
        self.displaySize = displaySize
    }
}

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
