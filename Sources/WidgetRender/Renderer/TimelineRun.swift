import Foundation

/// What running a widget's provider gave: the placeholder, the gallery snapshot and every
/// timeline entry, each rendered at its own date, and the reload policy.
///
/// ```swift
/// let run = try renderer.timeline(of: WeatherWidget(), family: .systemSmall)
/// run.entries.map(\.date)      // the provider's dates, in its order
/// run.policy                   // .atEnd, .never or .after(date)
/// run.placeholder.image        // rendered with redactionReasons = .placeholder
/// try run.stripImage(renderer: renderer).writePNG(to: url)
/// ```
public struct TimelineRun {
    /// One rendered entry.
    public struct Entry {
        /// The entry's date: the image was rendered with this frozen "now".
        public let date: Date
        /// The entry's relevance.
        public let relevance: TimelineEntryRelevance?
        /// The entry as the provider made it.
        public let entry: any TimelineEntry
        /// The rendered widget.
        public let image: RenderedImage
    }

    /// The widget's kind.
    public let kind: String
    /// The family the provider was run for.
    public let family: WidgetFamily
    /// The context the provider was given for the timeline (`isPreview` false).
    public let providerContext: TimelineProviderContext
    /// `placeholder(in:)`, rendered redacted (`redactionReasons = .placeholder`).
    public let placeholder: Entry
    /// The snapshot for the widget gallery (`isPreview` true).
    public let snapshot: Entry
    /// The timeline's entries, in the provider's order.
    public let entries: [Entry]
    /// When WidgetKit would ask for the next timeline.
    public let policy: TimelineReloadPolicy
    /// The "now" the run checked the timeline against: the context's date, or the clock's
    /// time when the run started.
    public let now: Date
    /// What the runner noticed about the provider (a slow placeholder, a timeline that starts
    /// after now, an empty timeline).
    public let diagnostics: [Diagnostic]

    /// The entry shown at `date`: the last one whose date is not after it (the first if all are).
    public func entry(at date: Date) -> Entry? {
        entries.last { $0.date <= date } ?? entries.first
    }
}
