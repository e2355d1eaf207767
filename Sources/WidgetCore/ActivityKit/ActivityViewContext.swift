import Foundation

/// What a Live Activity's views are given, as WidgetKit's `ActivityViewContext`: the static
/// data, the current dynamic data, whether it is out of date, and the activity's identifier.
///
/// ```swift
/// ActivityConfiguration(for: DeliveryAttributes.self) { context in
///     Text("\(context.state.minutesLeft) min")
///         .opacity(context.isStale ? 0.5 : 1)
/// } dynamicIsland: { context in … }
/// ```
public struct ActivityViewContext<Attributes: ActivityAttributes> {
    /// The static data.
    public let attributes: Attributes
    /// The current data.
    public let state: Attributes.ContentState
    /// Whether the data is out of date (its `staleDate` has passed).
    public let isStale: Bool
    /// The activity's identifier.
    public let activityID: String

    /// A context as the renderer gives it.
    package init(attributes: Attributes, state: Attributes.ContentState, isStale: Bool, activityID: String) {
        self.attributes = attributes
        self.state = state
        self.isStale = isStale
        self.activityID = activityID
    }

    /// The identifier a rendered activity gets: fixed, so that images are the same on every run.
    public static var renderedActivityID: String { "00000000-0000-0000-0000-000000000001" }
}
