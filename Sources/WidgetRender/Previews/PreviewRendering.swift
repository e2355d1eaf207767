import Foundation
import WidgetCore

/// One rendered image of a preview: a view preview gives one, a widget preview one per entry.
public struct PreviewRendering: Sendable {
    /// The preview's name (`Preview/displayName`).
    public var name: String
    /// Where the preview is declared.
    public var location: PreviewLocation
    /// The family it was rendered in (a Live Activity preview: the context's, unused).
    public var family: WidgetFamily
    /// The entry's position in the timeline (0 for a view preview), or the content state's.
    public var entryIndex: Int
    /// The entry's date (`nil` for a view preview).
    public var entryDate: Date?
    /// The image.
    public var image: RenderedImage
    /// The image's diagnostics, after what the preview itself drew attention to (a device name
    /// no profile matches, a trait that does not apply).
    public var diagnostics: [Diagnostic]
    /// A Live Activity preview's presentation (`nil` for a view or widget preview).
    public var activityKind: ActivityPreviewViewKind? = nil

    /// What was rendered, for a file name: the family (`systemSmall`), or a Live Activity's
    /// presentation (`content`, `dynamicIsland-compact`).
    public var presentationName: String {
        switch activityKind {
        case nil: return family.rawValue
        case .content?: return "content"
        case .dynamicIsland(let mode)?: return "dynamicIsland-\(mode)"
        }
    }
}
