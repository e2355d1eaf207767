import Foundation
import WidgetCore

extension ImageCanvas {
    /// Draws `image` in a sheet's `cell` on the backdrop the surface showing `job` draws there
    /// (over `wallpaper`), centred across the cell and in a row `rowHeight` pixels tall below
    /// the cell's padding, and returns where the image went, in sheet pixels. The Live
    /// Activity and control sheets place their cells this way.
    ///
    /// - Throws: ``WidgetRenderError`` when the wallpaper cannot be read.
    mutating func drawCell(_ image: RenderedImage, in cell: CGRect, rowHeight: Int, scale: CGFloat, job: inout WidgetContext, wallpaper: Wallpaper) throws -> CGRect {
        let padding = Int((ContactSheetGeometry.cellPadding * scale).rounded())
        let frame = CGRect(
            x: Int(cell.minX) + (Int(cell.width) - image.pixelWidth) / 2, y: Int(cell.minY) + padding + (rowHeight - image.pixelHeight) / 2,
            width: image.pixelWidth, height: image.pixelHeight)
        let home = try ContactSheetBackdrop(wallpaper: wallpaper, width: Int(cell.width), height: Int(cell.height), veil: nil)
        let under = home.wallpaper(under: (Int(frame.minX - cell.minX), Int(frame.minY - cell.minY), Int(frame.width), Int(frame.height)))
        let backdrop = Surfaces.surface(for: job).sheetBackdrop(for: &job, home: home, under: under)
        draw(backdrop.bitmap, atX: Int(cell.minX), y: Int(cell.minY))
        draw(image, atX: Int(frame.minX), y: Int(frame.minY))
        return frame
    }
}

extension ContactSheetLabel {
    /// Where a cell's diagnostics badge goes: 4 pt from the cell's right edge, 3 pt from its top,
    /// ``badgeSize`` large, at the sheet's `scale`.
    static func badgeFrame(in cell: CGRect, scale: CGFloat) -> CGRect {
        let size = badgeSize
        return CGRect(x: cell.maxX - ((size.width + 4) * scale).rounded(), y: cell.minY + (3 * scale).rounded(), width: (size.width * scale).rounded(), height: (size.height * scale).rounded())
    }
}
