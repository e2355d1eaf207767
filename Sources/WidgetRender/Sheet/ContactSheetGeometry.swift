import Foundation

/// Where everything on a contact sheet goes, in whole pixels of the sheet: the title, the
/// column headers, each row's label, and each cell with the widget inside it.
///
/// The sheet is a grid: every column has the width of the widest family on the sheet plus
/// padding (at least ``minimumCellWidth``), so the columns line up under their headers; each
/// row is as tall as its family plus padding. A widget is centred in its cell, on the cell's
/// backdrop. The measurements are points (the constants below) turned into pixels once at
/// the sheet's scale, and the widgets' pixel sizes come from their contexts, so no size is
/// assumed: a sheet of iOS 26 families is laid out from iOS 26 sizes.
///
/// ```swift
/// let plan = try ContactSheetPlan(title: "steps", families: [.systemSmall, .accessoryInline])
/// plan.geometry.cellFrames[0]     // (64, 312, 564, 412): systemSmall, full colour, light
/// plan.geometry.widgetFrames[0]   // (188, 360, 316, 316): 158 pt at 2× on an iPhone6_1 (iOS 18)
/// ```
public struct ContactSheetGeometry: Sendable, Equatable {
    /// The sheet's width in pixels.
    public let pixelWidth: Int
    /// The sheet's height in pixels.
    public let pixelHeight: Int
    /// Pixels per point.
    public let scale: CGFloat
    /// The title and subtitle block.
    public let titleFrame: CGRect
    /// One header per column, above the first row.
    public let headerFrames: [CGRect]
    /// One label per row (family, point size, device), above its cells.
    public let rowLabelFrames: [CGRect]
    /// Each cell's box (its backdrop), row by row, in the order of ``ContactSheetPlan/jobs``.
    public let cellFrames: [CGRect]
    /// Each widget's image in its cell, in the same order.
    public let widgetFrames: [CGRect]

    /// The page margin, in points.
    public static let margin: CGFloat = 32
    /// The height of the title block, in points.
    public static let titleHeight: CGFloat = 64
    /// The height of the column headers, in points.
    public static let headerHeight: CGFloat = 32
    /// The height of a row's label, in points.
    public static let rowLabelHeight: CGFloat = 28
    /// The backdrop shown around a widget in its cell, in points.
    public static let cellPadding: CGFloat = 24
    /// The space between columns, in points.
    public static let columnGap: CGFloat = 16
    /// The space between a row's cells and the next row's label, in points.
    public static let rowGap: CGFloat = 20
    /// The narrowest cell, in points: wide enough for the longest column header.
    public static let minimumCellWidth: CGFloat = 280

    /// Lays out `columns` columns over rows whose widgets are `rowSizes` pixels.
    ///
    /// - Parameters:
    ///   - rowSizes: Each row's widget size in pixels (every cell of a row has the same).
    ///   - columns: The number of columns.
    ///   - scale: Pixels per point.
    public init(rowSizes: [(width: Int, height: Int)], columns: Int, scale: CGFloat) {
        self.init(cellSizes: rowSizes.map { size in Array(repeating: Optional(size), count: columns) }, columns: columns, scale: scale)
    }

    /// Lays out `columns` columns over rows whose cells each have their own widget size (or
    /// none: a cell for a place that does not show the row's family stays empty, its widget
    /// frame the cell's top edge with no size).
    ///
    /// - Parameters:
    ///   - cellSizes: Each row's widget sizes in pixels, one per column (`nil`: no widget).
    ///   - columns: The number of columns.
    ///   - scale: Pixels per point.
    public init(cellSizes: [[(width: Int, height: Int)?]], columns: Int, scale: CGFloat) {
        func px(_ points: CGFloat) -> Int { Int((points * scale).rounded()) }
        self.scale = scale
        let margin = px(Self.margin)
        let padding = px(Self.cellPadding)
        let gap = px(Self.columnGap)
        let widest = cellSizes.flatMap { $0.compactMap { $0?.width } }.max() ?? 0
        let cellWidth = max(px(Self.minimumCellWidth), widest + 2 * padding)
        let contentWidth = columns * cellWidth + max(columns - 1, 0) * gap
        pixelWidth = margin * 2 + contentWidth
        titleFrame = CGRect(x: margin, y: margin, width: contentWidth, height: px(Self.titleHeight))
        var y = margin + px(Self.titleHeight)
        headerFrames = (0..<columns).map { c in
            CGRect(x: margin + c * (cellWidth + gap), y: y, width: cellWidth, height: px(Self.headerHeight))
        }
        y += px(Self.headerHeight)
        var labels: [CGRect] = []
        var cells: [CGRect] = []
        var widgets: [CGRect] = []
        for (index, sizes) in cellSizes.enumerated() {
            if index > 0 { y += px(Self.rowGap) }
            labels.append(CGRect(x: margin, y: y, width: contentWidth, height: px(Self.rowLabelHeight)))
            y += px(Self.rowLabelHeight)
            let cellHeight = (sizes.compactMap { $0?.height }.max() ?? 0) + 2 * padding
            for c in 0..<columns {
                let x = margin + c * (cellWidth + gap)
                cells.append(CGRect(x: x, y: y, width: cellWidth, height: cellHeight))
                if c < sizes.count, let size = sizes[c] {
                    // Centred across, and down in the row's height (the tallest cell's).
                    widgets.append(CGRect(x: x + (cellWidth - size.width) / 2, y: y + (cellHeight - size.height) / 2, width: size.width, height: size.height))
                } else {
                    widgets.append(CGRect(x: x + cellWidth / 2, y: y + padding, width: 0, height: 0))
                }
            }
            y += cellHeight
        }
        rowLabelFrames = labels
        cellFrames = cells
        widgetFrames = widgets
        pixelHeight = y + margin
    }
}
