import Foundation
import WidgetCore

/// A control's contact sheet: every placement (rows: Control Center small, medium and large,
/// the Lock Screen, the Action button) in each state (columns: off and on for a toggle, one
/// column for a button), each on the backdrop its surface draws.
///
/// ```swift
/// let sheet = try renderer.contactSheet(FocusTimerControl(), title: "focus-timer")
/// try sheet.image.writePNG(to: URL(fileURLWithPath: "focus-timer.png"))
/// sheet.cells.count   // 10: 5 placements × off and on
/// ```
public struct ControlContactSheet: Sendable {
    /// The sheet's title, usually the control's name.
    public let title: String
    /// The sheet, at its scale.
    public let image: RenderedImage
    /// Every cell, row by row, off before on.
    public let cells: [ControlContactSheetCell]
    /// What drawing the sheet's own title, headers and labels noticed; empty when every label
    /// fits.
    public let labelDiagnostics: [Diagnostic]

    /// Every cell's diagnostics, in cell order.
    public var diagnostics: [Diagnostic] { cells.flatMap(\.diagnostics) }
}

/// One cell of a control's contact sheet: a placement in a state, where it is on the sheet
/// and what its render reported. Frames are in pixels of the sheet image.
public struct ControlContactSheetCell: Sendable {
    /// The placement.
    public let placement: ControlPlacement
    /// A toggle's state in the cell (`nil` for a button).
    public let isOn: Bool?
    /// The row (placement) index, top to bottom.
    public let row: Int
    /// The column index: 0 off (or the button), 1 on.
    public let column: Int
    /// The cell's box, its backdrop, in sheet pixels.
    public let frame: CGRect
    /// The control's image inside the cell, in sheet pixels.
    public let controlFrame: CGRect
    /// What the render noticed, chosen figures included.
    public let diagnostics: [Diagnostic]
}
