import Foundation

/// A region of the expanded Dynamic Island, as WidgetKit's `DynamicIslandExpandedRegion`.
///
/// ``DynamicIslandExpandedRegionPosition/center`` sits right below the TrueDepth camera,
/// ``DynamicIslandExpandedRegionPosition/leading`` and
/// ``DynamicIslandExpandedRegionPosition/trailing`` along their edges next to it, and
/// ``DynamicIslandExpandedRegionPosition/bottom`` below the other three (**D**). The region
/// with the highest `priority` is given the full width of the island first; see the Live
/// Activities article for the whole rule.
public struct DynamicIslandExpandedRegion<Content: View>: DynamicIslandContent {
    let region: DynamicIslandRegion

    /// A region at `position`.
    public init(_ position: DynamicIslandExpandedRegionPosition, priority: Double = 0, @ViewBuilder content: () -> Content) {
        region = DynamicIslandRegion(position: position, priority: priority.isFinite ? priority : 0, content: AnyView(content()))
    }

    private init(region: DynamicIslandRegion) { self.region = region }

    /// Sets the region's content margins for `edges`; `nil` keeps the island's. The innermost
    /// value wins: a region's margins win over the island's `contentMargins(_:_:for: .expanded)`.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?) -> DynamicIslandExpandedRegion<Content> {
        var copy = region
        copy.margins.setIfUnset(edges, length)
        return DynamicIslandExpandedRegion(region: copy)
    }

    /// Not API: the region as the layout reads it.
    public var _regions: [DynamicIslandRegion] { [region] }
}

/// One expanded region with its type erased. Not API: used by the layout.
public struct DynamicIslandRegion {
    package var position: DynamicIslandExpandedRegionPosition
    package var priority: Double
    package var content: AnyView
    package var margins = DynamicIslandMargins()
}

/// Where an expanded region goes.
public struct DynamicIslandExpandedRegionPosition: Sendable, Hashable, CustomStringConvertible {
    let name: String
    /// Along the leading edge, next to the camera; extra content wraps below it.
    public static let leading = DynamicIslandExpandedRegionPosition(name: "leading")
    /// Along the trailing edge, next to the camera.
    public static let trailing = DynamicIslandExpandedRegionPosition(name: "trailing")
    /// Right below the camera.
    public static let center = DynamicIslandExpandedRegionPosition(name: "center")
    /// Below the leading, trailing and center regions.
    public static let bottom = DynamicIslandExpandedRegionPosition(name: "bottom")

    /// `leading`, `trailing`, `center` or `bottom`.
    public var description: String { name }
}

/// Content of the expanded Dynamic Island: one region or several.
public protocol DynamicIslandContent {
    /// Not API: the regions, in declaration order.
    var _regions: [DynamicIslandRegion] { get }
}

/// Several expanded regions.
public struct _DynamicIslandRegions: DynamicIslandContent {
    /// Not API: the regions, in declaration order.
    public let _regions: [DynamicIslandRegion]
}

/// Builds the expanded Dynamic Island from its regions, as WidgetKit's
/// `DynamicIslandExpandedContentBuilder`: `if`, `if`–`else` and availability checks allowed.
@resultBuilder
public enum DynamicIslandExpandedContentBuilder {
    /// The regions in order.
    public static func buildBlock<each C: DynamicIslandContent>(_ content: repeat each C) -> _DynamicIslandRegions {
        var regions: [DynamicIslandRegion] = []
        for part in repeat each content { regions += part._regions }
        return _DynamicIslandRegions(_regions: regions)
    }
    /// An `if` without `else`.
    public static func buildOptional<C: DynamicIslandContent>(_ content: C?) -> _DynamicIslandRegions {
        _DynamicIslandRegions(_regions: content?._regions ?? [])
    }
    /// The first branch of an `if`–`else`.
    public static func buildEither<C: DynamicIslandContent>(first content: C) -> _DynamicIslandRegions { _DynamicIslandRegions(_regions: content._regions) }
    /// The second branch of an `if`–`else`.
    public static func buildEither<C: DynamicIslandContent>(second content: C) -> _DynamicIslandRegions { _DynamicIslandRegions(_regions: content._regions) }
    /// An `if #available` branch.
    public static func buildLimitedAvailability<C: DynamicIslandContent>(_ content: C) -> _DynamicIslandRegions { _DynamicIslandRegions(_regions: content._regions) }
}
