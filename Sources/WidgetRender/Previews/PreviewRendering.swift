import Foundation
import WidgetCore

/// One rendered image of a preview: a view preview gives one, a widget preview one per entry.
public struct PreviewRendering: Sendable {
    /// The preview's name (`Preview/displayName`).
    public var name: String
    /// Where the preview is declared.
    public var location: PreviewLocation
    /// The family it was rendered in.
    public var family: WidgetFamily
    /// The entry's position in the timeline (0 for a view preview).
    public var entryIndex: Int
    /// The entry's date (`nil` for a view preview).
    public var entryDate: Date?
    /// The image.
    public var image: RenderedImage
    /// The image's diagnostics, after what the preview itself drew attention to (a device name
    /// no profile matches, a trait that does not apply).
    public var diagnostics: [Diagnostic]
}
