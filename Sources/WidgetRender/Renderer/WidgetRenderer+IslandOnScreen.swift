import Foundation
import WidgetCore

extension WidgetRenderer {
    /// `island` (a Dynamic Island presentation rendered in `context`) on a strip of the
    /// screen's top: the screen's width, the island centred 11 pt below the top edge and
    /// 11 pt of screen below it, on `context.wallpaper` (else the bundled aurora), as
    /// `WidgetContext/showsIslandOnScreen` asks. The layout is moved with the pixels, so frames
    /// and tap targets are in the strip's points.
    ///
    /// - Throws: ``WidgetRenderError`` when the wallpaper cannot be read.
    func placedOnScreenTop(_ island: RenderedImage, in context: WidgetContext) throws -> RenderedImage {
        let scale = island.scale
        let inset = LiveActivityMetrics.islandTopInset
        let screenWidth = min(context.device.screen.width, context.device.screen.height)
        let islandSize = island.layout.canvas
        let strip = CGSize(width: screenWidth, height: inset + islandSize.height + inset)
        let width = Int((strip.width * scale).rounded())
        let height = Int((strip.height * scale).rounded())
        let origin = CGPoint(x: ((screenWidth - islandSize.width) / 2 * scale).rounded() / scale, y: (inset * scale).rounded() / scale)
        var canvas = try ImageCanvas(width: width, height: height)
        let backdrop = try ContactSheetBackdrop(wallpaper: context.wallpaper ?? .aurora, width: width, height: height, veil: nil)
        canvas.draw(backdrop.bitmap, atX: 0, y: 0)
        canvas.draw(island, atX: Int((origin.x * scale).rounded()), y: Int((origin.y * scale).rounded()))
        let layout = LayoutTree(root: island.layout.root.moved(by: origin), canvas: strip)
        let chosen = LiveActivityLook.chosen(["the island's distance from the screen's top (\(Int(inset)) pt)"])
        return RenderedImage(bitmap: canvas.bitmap, scale: scale, layout: layout, diagnostics: island.diagnostics + [chosen])
    }
}

extension LayoutNode {
    /// The node and its descendants moved by `offset`.
    func moved(by offset: CGPoint) -> LayoutNode {
        var copy = self
        copy.frame = frame.offsetBy(dx: offset.x, dy: offset.y)
        copy.children = children.map { $0.moved(by: offset) }
        return copy
    }
}
