import Foundation

/// One cell of a Live Activity's contact sheet: a presentation in a colour scheme, where it is
/// on the sheet and what its render reported.
///
/// Frames are in pixels of the sheet image; a tap target's region is in the presentation's
/// points, and ``sheetFrame(of:)`` places it on the sheet.
public struct ActivityContactSheetCell: Sendable {
    /// The presentation: the Lock Screen view or a Dynamic Island presentation.
    public let presentation: ActivityPreviewViewKind
    /// The context the cell was rendered in (its colour scheme, device and scale).
    public let context: WidgetContext
    /// The row (presentation) index, top to bottom.
    public let row: Int
    /// The column index: 0 light, 1 dark.
    public let column: Int
    /// The cell's box, its backdrop, in sheet pixels.
    public let frame: CGRect
    /// The presentation's image inside the cell, in sheet pixels.
    public let widgetFrame: CGRect
    /// Pixels per point of the presentation's image.
    public let imageScale: CGFloat
    /// What the render noticed, chosen figures included.
    public let diagnostics: [Diagnostic]
    /// The presentation's `widgetURL` (the view's, or the `DynamicIsland`'s) and other
    /// `Link`, `Button` and `Toggle` regions.
    public let tapTargets: [TapTarget]

    /// The colour scheme of the cell.
    public var colorScheme: ColorScheme { context.colorScheme }

    /// The region of `target` on the sheet, in sheet pixels.
    public func sheetFrame(of target: TapTarget) -> CGRect {
        CGRect(
            x: widgetFrame.minX + target.frame.minX * imageScale,
            y: widgetFrame.minY + target.frame.minY * imageScale,
            width: target.frame.width * imageScale,
            height: target.frame.height * imageScale)
    }
}
