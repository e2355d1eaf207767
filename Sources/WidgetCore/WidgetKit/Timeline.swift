import Foundation

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
