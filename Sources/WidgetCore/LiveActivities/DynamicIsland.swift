import Foundation

/// The Dynamic Island presentations of a Live Activity, as WidgetKit's `DynamicIsland`: the
/// expanded regions, the compact leading and trailing views either side of the TrueDepth
/// camera, and the minimal view shown when several activities share the island.
///
/// The island is black; its views see a dark colour scheme and white as the foreground style.
public struct DynamicIsland {
    /// The expanded presentation's regions, in declaration order.
    package var regions: [DynamicIslandRegion]
    /// The compact presentation's views.
    package var compactLeading: AnyView
    package var compactTrailing: AnyView
    /// The minimal presentation's view.
    package var minimal: AnyView
    /// The key line's colour (`nil`: the system's, see the Live Activities article).
    package var keylineTint: Color?
    /// Whether ``keylineTint(_:)`` was called.
    package var keylineTintSet = false
    /// The URL a tap opens.
    package var widgetURL: URL?
    /// The margins set with ``contentMargins(_:_:for:)``, by presentation.
    package var margins: [DynamicIslandMode: DynamicIslandMargins] = [:]

    /// The expanded, compact and minimal presentations.
    public init<Expanded: DynamicIslandContent, Leading: View, Trailing: View, Minimal: View>(
        @DynamicIslandExpandedContentBuilder expanded: () -> Expanded,
        @ViewBuilder compactLeading: () -> Leading,
        @ViewBuilder compactTrailing: () -> Trailing,
        @ViewBuilder minimal: () -> Minimal
    ) {
        regions = expanded()._regions
        self.compactLeading = AnyView(compactLeading())
        self.compactTrailing = AnyView(compactTrailing())
        self.minimal = AnyView(minimal())
    }

    /// Tints the key line, the subtle border the system draws around the island when the
    /// background is dark (Dark Mode). The first call (the innermost) wins.
    public func keylineTint(_ color: Color?) -> DynamicIsland {
        guard !keylineTintSet else { return self }
        var copy = self
        copy.keylineTint = color
        copy.keylineTintSet = true
        return copy
    }

    /// Sets the URL the app opens when the island is tapped.
    public func widgetURL(_ url: URL?) -> DynamicIsland {
        guard widgetURL == nil else { return self }
        var copy = self
        copy.widgetURL = url
        return copy
    }

    /// Sets the margins of a presentation's content, for `edges`; `nil` keeps the system's.
    /// Repeated calls do not override one another: the innermost (first) value of an edge wins.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for mode: DynamicIslandMode) -> DynamicIsland {
        var copy = self
        copy.margins[mode, default: DynamicIslandMargins()].setIfUnset(edges, length)
        return copy
    }
}

/// A presentation of the Dynamic Island, as WidgetKit's `DynamicIslandMode`.
public enum DynamicIslandMode: Sendable, Hashable {
    /// The compact presentation (its leading and trailing views).
    case compact
    /// The expanded presentation.
    case expanded
    /// The minimal presentation.
    case minimal
}

/// Content margins set per edge; an edge set to `nil` asks for the system's value.
package struct DynamicIslandMargins: Sendable, Hashable {
    package var edges: [Edge: CGFloat?] = [:]

    package init() {}

    /// Sets the edges of `set` that have no value yet (the innermost call wins).
    package mutating func setIfUnset(_ set: Edge.Set, _ length: CGFloat?) {
        for edge in Edge.allCases where set.contains(Edge.Set(edge)) && edges[edge] == nil {
            edges[edge] = .some(length.map { max(0, $0.isFinite ? $0 : 0) })
        }
    }

    /// The insets: each edge's own value, else `fallback`'s.
    package func resolved(over fallback: EdgeInsets) -> EdgeInsets {
        func value(_ edge: Edge, _ base: CGFloat) -> CGFloat { (edges[edge] ?? nil) ?? base }
        return EdgeInsets(
            top: value(.top, fallback.top), leading: value(.leading, fallback.leading),
            bottom: value(.bottom, fallback.bottom), trailing: value(.trailing, fallback.trailing))
    }

    /// Whether any edge was set.
    package var isEmpty: Bool { edges.isEmpty }
}
