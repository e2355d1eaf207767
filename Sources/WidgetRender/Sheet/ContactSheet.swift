import Foundation

/// A composed contact sheet: one image of a widget in every family it supports (rows) and
/// every rendering mode (columns), each cell on the backdrop the system shows it on, labelled,
/// with the cells' geometry and reports for a review page.
///
/// ```swift
/// let sheet = try renderer.contactSheet(StepsWidget(), entry: StepsEntry.sample, title: "steps")
/// try sheet.image.writePNG(to: URL(fileURLWithPath: "steps.png"))
/// sheet.cells.count   // 16: 4 families × 4 columns
/// ```
public struct ContactSheet: Sendable {
    /// The plan the sheet was composed from.
    public let plan: ContactSheetPlan
    /// The sheet, at the plan's scale.
    public let image: RenderedImage
    /// Every cell, in the order of the plan's jobs.
    public let cells: [ContactSheetCell]
    /// What drawing the sheet's own title, headers and labels noticed (a truncated label,
    /// for a title longer than the sheet is wide); empty when every label fits.
    public let labelDiagnostics: [Diagnostic]

    /// Every cell's diagnostics, in cell order.
    public var diagnostics: [Diagnostic] { cells.flatMap(\.diagnostics) }
}
