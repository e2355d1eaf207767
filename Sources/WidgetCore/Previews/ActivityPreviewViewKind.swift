/// Which presentation of a Live Activity a `#Preview(as:using:)` shows, as WidgetKit's
/// `ActivityPreviewViewKind`.
///
/// Live Activity previews compile so that files declaring them build unchanged; WidgetRender
/// does not render Live Activities yet, and rendering one reports that as an error.
public enum ActivityPreviewViewKind: Sendable, Hashable {
    /// The Lock Screen presentation.
    case content
    /// A Dynamic Island presentation.
    case dynamicIsland(DynamicIslandPreviewViewKind)
}

/// A Dynamic Island presentation, as WidgetKit's `ActivityPreviewViewKind.DynamicIslandPreviewViewKind`.
public enum DynamicIslandPreviewViewKind: Sendable, Hashable {
    /// The compact presentation.
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
