import Foundation

/// The static and dynamic data of a Live Activity, as ActivityKit's `ActivityAttributes`.
public protocol ActivityAttributes: Codable {
    /// The data that changes while the activity runs.
    associatedtype ContentState: Codable & Hashable
}

/// What a Live Activity's views are given, as WidgetKit's `ActivityViewContext`.
public struct ActivityViewContext<Attributes: ActivityAttributes> {
    /// The static data.
    public let attributes: Attributes
    /// The current data.
    public let state: Attributes.ContentState
    /// Whether the data is out of date.
    public let isStale: Bool
    /// The activity's identifier.
    public let activityID: String
}

/// A Live Activity's configuration, as WidgetKit's `ActivityConfiguration`. Bundles that
/// list Live Activities compile; rendering one is an error that says it is not available yet.
public struct ActivityConfiguration<Attributes: ActivityAttributes>: WidgetConfiguration {
    /// The configuration's facts. Not API: used by the renderer.
    public let _descriptor: WidgetDescriptor

    /// A Live Activity with a Lock Screen view and a Dynamic Island.
    public init<Content: View>(for attributesType: Attributes.Type, @ViewBuilder content: @escaping (ActivityViewContext<Attributes>) -> Content, dynamicIsland: @escaping (ActivityViewContext<Attributes>) -> DynamicIsland) {
        _descriptor = .unrenderable(kind: "\(Attributes.self)", reason: "ActivityConfiguration(for: \(Attributes.self).self) is a Live Activity; Live Activities do not render yet")
    }
}

/// The Dynamic Island presentations of a Live Activity, as WidgetKit's `DynamicIsland`.
public struct DynamicIsland {
    /// The expanded, compact and minimal presentations.
    public init<Expanded: DynamicIslandContent, Leading: View, Trailing: View, Minimal: View>(
        @DynamicIslandExpandedContentBuilder expanded: () -> Expanded,
        @ViewBuilder compactLeading: () -> Leading,
        @ViewBuilder compactTrailing: () -> Trailing,
        @ViewBuilder minimal: () -> Minimal
    ) {}

    /// Tints the island's outline.
    public func keylineTint(_ color: Color?) -> DynamicIsland { self }
    /// Sets the URL opened by a tap.
    public func widgetURL(_ url: URL?) -> DynamicIsland { self }
    /// Sets the margins of a presentation.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for mode: DynamicIslandMode) -> DynamicIsland { self }
}

/// A presentation of the Dynamic Island.
public enum DynamicIslandMode: Sendable, Hashable {
    /// The compact presentation.
    case compact
    /// The expanded presentation.
    case expanded
    /// The minimal presentation.
    case minimal
}

/// Content of the expanded Dynamic Island.
public protocol DynamicIslandContent {}

/// A region of the expanded Dynamic Island, as WidgetKit's `DynamicIslandExpandedRegion`.
public struct DynamicIslandExpandedRegion<Content: View>: DynamicIslandContent {
    /// A region at `position`.
    public init(_ position: DynamicIslandExpandedRegionPosition, priority: Double = 0, @ViewBuilder content: () -> Content) {}
}

/// Where an expanded region goes.
public struct DynamicIslandExpandedRegionPosition: Sendable, Hashable {
    let name: String
    /// Beside the camera, leading.
    public static let leading = DynamicIslandExpandedRegionPosition(name: "leading")
    /// Beside the camera, trailing.
    public static let trailing = DynamicIslandExpandedRegionPosition(name: "trailing")
    /// Under the camera.
    public static let center = DynamicIslandExpandedRegionPosition(name: "center")
    /// Below the other regions.
    public static let bottom = DynamicIslandExpandedRegionPosition(name: "bottom")
}

/// Several expanded regions.
public struct _DynamicIslandRegions: DynamicIslandContent {}

/// Builds the expanded Dynamic Island.
@resultBuilder
public enum DynamicIslandExpandedContentBuilder {
    /// The regions in order.
    public static func buildBlock<each C: DynamicIslandContent>(_ content: repeat each C) -> _DynamicIslandRegions { _DynamicIslandRegions() }
    /// An `if` without `else`.
    public static func buildOptional<C: DynamicIslandContent>(_ content: C?) -> _DynamicIslandRegions { _DynamicIslandRegions() }
}

extension View {
    /// Sets a Live Activity's Lock Screen background tint (accepted; Live Activities do not render yet).
    public func activityBackgroundTint(_ color: Color?) -> some View { self }
    /// Sets the colour of a Live Activity's system actions (accepted; Live Activities do not render yet).
    public func activitySystemActionForegroundColor(_ color: Color?) -> some View { self }
}
