import Foundation

/// The static and dynamic data of a Live Activity, as ActivityKit's `ActivityAttributes`.
///
/// The type itself holds what does not change while the activity runs (an order number, a
/// team's name); its nested ``ContentState`` holds what does (minutes left, a score). Apple
/// limits both together, with every update, to 4 KB (**D**, "Displaying live data with Live
/// Activities"); WidgetRender does not check the size.
///
/// ```swift
/// struct DeliveryAttributes: ActivityAttributes {
///     struct ContentState: Codable, Hashable { var minutesLeft: Int }
///     var orderNumber: String
/// }
/// ```
public protocol ActivityAttributes: Decodable, Encodable {
    /// The data that changes while the activity runs.
    associatedtype ContentState: Decodable, Encodable, Hashable
}

/// A Live Activity's dynamic data with its freshness, as ActivityKit's `ActivityContent`.
///
/// Pass it to `WidgetRenderer.render(_:attributes:content:as:in:)`: an activity whose
/// ``staleDate`` is at or before the render's "now" is rendered with
/// ``ActivityViewContext/isStale`` true.
public struct ActivityContent<State: Decodable & Encodable & Hashable>: Hashable {
    /// The dynamic data.
    public var state: State
    /// When the data becomes out of date (`nil`: never).
    public var staleDate: Date?
    /// How the system ranks this activity against the app's others (higher first; 0 by
    /// default). Recorded; a still image shows one activity.
    public var relevanceScore: Double

    /// Content with its stale date and relevance score.
    public init(state: State, staleDate: Date?, relevanceScore: Double = 0) {
        self.state = state
        self.staleDate = staleDate
        self.relevanceScore = relevanceScore
    }

    /// Whether the content is stale at `now`: its stale date is at or before it.
    public func isStale(at now: Date) -> Bool {
        staleDate.map { $0 <= now } ?? false
    }
}

extension ActivityContent: Sendable where State: Sendable {}
