import Foundation

/// One cell of a composed contact sheet: where it is, and what its render reported.
///
/// Frames are in pixels of the sheet image. A tap target's region is in the widget's points;
/// ``sheetFrame(of:)`` places it on the sheet.
///
/// ```swift
/// for cell in sheet.cells where !cell.diagnostics.isEmpty {
///     print(cell.job.family, cell.job.column, cell.diagnostics.map(\.message))
/// }
/// ```
public struct ContactSheetCell: Sendable {
    /// The job the cell was rendered from (row, column, context).
    public let job: ContactSheetJob
    /// The cell's box, its backdrop, in sheet pixels.
    public let frame: CGRect
    /// The widget's image inside the cell, in sheet pixels.
    public let widgetFrame: CGRect
    /// Pixels per layout point of the widget's image (on iPad the layout canvas is scaled to
    /// the slot, so this can differ from the sheet's scale).
    public let imageScale: CGFloat
    /// What the render noticed.
    public let diagnostics: [Diagnostic]
    /// The widget's `widgetURL`, `Link`, `Button` and `Toggle` regions.
    public let tapTargets: [TapTarget]

    /// The region of `target` on the sheet, in sheet pixels.
    public func sheetFrame(of target: TapTarget) -> CGRect {
        CGRect(
            x: widgetFrame.minX + target.frame.minX * imageScale,
            y: widgetFrame.minY + target.frame.minY * imageScale,
            width: target.frame.width * imageScale,
            height: target.frame.height * imageScale)
    }
}
