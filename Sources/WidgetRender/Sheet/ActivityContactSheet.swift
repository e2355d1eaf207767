import Foundation

/// A Live Activity's contact sheet: its Lock Screen presentation and the Dynamic Island's
/// expanded, compact and minimal presentations (rows), each in the light and the dark
/// appearance (columns), on the place the system shows it: the Lock Screen wallpaper under
/// the platter, black around the island. Two more rows show the Lock Screen presentation on
/// the Always-On display (one cell: it is dark in either appearance) and in StandBy (day and
/// night, at half the sheet's scale; iPhone only).
///
/// ```swift
/// let sheet = try renderer.contactSheet(DeliveryActivity(), attributes: DeliveryAttributes.sample, state: .onTheWay)
/// try sheet.image.writePNG(to: URL(fileURLWithPath: "delivery.png"))
/// sheet.cells.count   // 11: 4 presentations × light and dark, Always-On, StandBy day and night
/// ```
public struct ActivityContactSheet: Sendable {
    /// The sheet's title, usually the activity's name.
    public let title: String
    /// The sheet, at its scale.
    public let image: RenderedImage
    /// Every cell, row by row (Lock Screen, expanded, compact, minimal, Always-On, StandBy),
    /// light before dark (StandBy: day before night). A cell's `context` says its screen.
    public let cells: [ActivityContactSheetCell]
    /// What drawing the sheet's own title, headers and labels noticed; empty when every label
    /// fits.
    public let labelDiagnostics: [Diagnostic]

    /// The presentations of the light-and-dark rows, top to bottom (the Always-On and StandBy
    /// rows after them show ``ActivityPreviewViewKind/content``).
    public static let presentations: [ActivityPreviewViewKind] = [.content, .dynamicIsland(.expanded), .dynamicIsland(.compact), .dynamicIsland(.minimal)]
    /// The colour schemes of the columns, left to right.
    public static let colorSchemes: [ColorScheme] = [.light, .dark]

    /// Every cell's diagnostics, in cell order.
    public var diagnostics: [Diagnostic] { cells.flatMap(\.diagnostics) }
}
