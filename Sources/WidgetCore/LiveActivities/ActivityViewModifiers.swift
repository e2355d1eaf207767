import Foundation

/// How a leading or trailing region of the expanded island is placed when it is too wide to
/// sit beside the camera, as WidgetKit's `DynamicIslandExpandedRegionVerticalPlacement`.
public struct DynamicIslandExpandedRegionVerticalPlacement: Sendable, Hashable {
    let name: String
    /// Below the camera when the content is too wide to fit beside it.
    public static let belowIfTooWide = DynamicIslandExpandedRegionVerticalPlacement(name: "belowIfTooWide")
}

extension View {
    /// Places the view's expanded region below the camera when it is too wide to fit beside
    /// it (leading and trailing regions; elsewhere recorded and ignored).
    public func dynamicIsland(verticalPlacement: DynamicIslandExpandedRegionVerticalPlacement) -> ModifiedContent<Self, _NodeModifier> {
        wrapped { child, scope in ViewNode(VerticalPlacementPrimitive(placement: verticalPlacement), children: [child], scope: scope) }
    }

    /// Sets the Lock Screen presentation's background: `nil` keeps the system's (see the Live
    /// Activities article); a colour with opacity lets what is behind show through. The
    /// innermost call wins.
    public func activityBackgroundTint(_ color: Color?) -> ModifiedContent<Self, _NodeModifier> {
        wrapped { child, scope in ViewNode(ActivityBackgroundTintPrimitive(color: color), children: [child], scope: scope) }
    }

    /// Sets the text colour of the system's dismiss button beside the Lock Screen
    /// presentation. Recorded: the button shows only when the user swipes, so a still image
    /// does not draw it.
    public func activitySystemActionForegroundColor(_ color: Color?) -> some View {
        recorded("activitySystemActionForegroundColor")
    }
}

/// A resolved `dynamicIsland(verticalPlacement:)`: drawn as its child; the island's layout
/// reads it.
struct VerticalPlacementPrimitive: RenderEffectPrimitive {
    let placement: DynamicIslandExpandedRegionVerticalPlacement
    var name: String { "dynamicIsland(verticalPlacement: \(placement.name))" }
}

/// A resolved `activityBackgroundTint(_:)`: drawn as its child; the Lock Screen layout reads it.
struct ActivityBackgroundTintPrimitive: RenderEffectPrimitive {
    let color: Color?
    var name: String { "activityBackgroundTint" }
}
