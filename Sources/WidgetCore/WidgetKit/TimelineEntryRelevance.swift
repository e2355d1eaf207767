import Foundation

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
