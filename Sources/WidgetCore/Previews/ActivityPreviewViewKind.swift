/// Which presentation of a Live Activity a `#Preview(as:using:)` shows, as WidgetKit's
/// `ActivityPreviewViewKind`.
///
/// It names the presentation a Live Activity preview or render shows
/// (`WidgetRenderer.render(_:attributes:state:as:in:)`); there is no kind for the watch's
/// and CarPlay's ``ActivityFamily/small`` presentations, as in WidgetKit.
public enum ActivityPreviewViewKind: Sendable, Hashable {
    /// The Lock Screen presentation (also the banner on devices without a Dynamic Island).
    case content
    /// A Dynamic Island presentation.
    case dynamicIsland(DynamicIslandPreviewViewKind)
}

/// A Dynamic Island presentation, as WidgetKit's `ActivityPreviewViewKind.DynamicIslandPreviewViewKind`.
public enum DynamicIslandPreviewViewKind: Sendable, Hashable {
    /// The compact presentation: the leading and trailing views together, the whole island.
    case compact
    /// The expanded presentation.
    case expanded
    /// The minimal presentation.
    case minimal
}

extension ActivityPreviewViewKind: CustomStringConvertible {
    /// As written in code: `content`, `dynamicIsland(.expanded)`.
    public var description: String {
        switch self {
        case .content: return "content"
        case .dynamicIsland(let kind): return "dynamicIsland(.\(kind))"
        }
    }
}
