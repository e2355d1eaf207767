import Foundation

/// The data of one moment of a widget's timeline, as WidgetKit's `TimelineEntry`.
public protocol TimelineEntry {
    /// When the entry is shown; the renderer's frozen "now" by default.
    var date: Date { get }
    /// How relevant the entry is for Smart Stack rotation.
    var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
    public var relevance: TimelineEntryRelevance? { nil }
}

/// The relevance of an entry, as WidgetKit's `TimelineEntryRelevance`.
public struct TimelineEntryRelevance: Sendable, Hashable {
    public var score: Float
    public var duration: TimeInterval
    public init(score: Float, duration: TimeInterval = 0) {
        self.score = score
        self.duration = duration
    }
}

/// When WidgetKit asks for a new timeline, as `TimelineReloadPolicy`.
public struct TimelineReloadPolicy: Sendable, Hashable {
    enum Kind: Sendable, Hashable { case atEnd, never, after(Date) }
    let kind: Kind
    public static let atEnd = TimelineReloadPolicy(kind: .atEnd)
    public static let never = TimelineReloadPolicy(kind: .never)
    public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy(kind: .after(date)) }
}

/// Entries and a reload policy, as WidgetKit's `Timeline`.
public struct Timeline<EntryType: TimelineEntry> {
    public let entries: [EntryType]
    public let policy: TimelineReloadPolicy
    public init(entries: [EntryType], policy: TimelineReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }
}

/// What a provider is told about the request, as WidgetKit's `TimelineProviderContext`.
public struct TimelineProviderContext: Sendable {
    public let family: WidgetFamily
    public let isPreview: Bool
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
    associatedtype Entry: TimelineEntry
    typealias Context = TimelineProviderContext
    func placeholder(in context: Context) -> Entry
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void)
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
}
