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
