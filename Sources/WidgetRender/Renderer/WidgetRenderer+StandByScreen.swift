import Foundation
import WidgetCore

extension WidgetRenderer {
    /// StandBy's widget screen: the iPhone on its side with two small widgets side by side,
    /// each scaled 2× and centred in its half of the black landscape screen, as StandBy shows
    /// them.
    ///
    /// Render `left` and `right` first with `WidgetContext/showsInStandBy` set in `context`
    /// (by day, or at night with `WidgetContext/standByNight`):
    ///
    /// ```swift
    /// var context = WidgetContext(family: .systemSmall)
    /// context.showsInStandBy = true
    /// let clock = try renderer.render(ClockWidget(), entry: .sample, in: context)
    /// let steps = try renderer.render(StepsWidget(), entry: .sample, in: context)
    /// let screen = try renderer.standByScreen(clock, steps, in: context)  // 2556 × 1179 px on iPhone6_1
    /// ```
    ///
    /// The image is at the device's scale, in screen points (852 × 393 on `iPhone6_1`); its
    /// layout holds both widgets' trees, scaled and moved to where they are drawn. Where each
    /// widget sits is chosen (each centred in its half, **A**: Apple publishes no StandBy
    /// geometry), and a `chosenFigure` diagnostic says so.
    ///
    /// - Throws: ``WidgetRenderError`` when `context` is no StandBy context (a family other
    ///   than `systemSmall`, a device other than an iPhone) or an image is not the size of a
    ///   small widget in StandBy in `context`.
    public func standByScreen(_ left: RenderedImage, _ right: RenderedImage, in context: WidgetContext) throws -> RenderedImage {
        var standBy = context
        standBy.showsInStandBy = true
        let slot: (width: Int, height: Int)
        do { slot = try standBy.pixelSize() } catch { throw WidgetRenderError(error.message) }
        for (side, image) in [("left", left), ("right", right)] where image.pixelWidth != slot.width || image.pixelHeight != slot.height {
            throw WidgetRenderError(
                "the \(side) image is \(image.pixelWidth)×\(image.pixelHeight) pixels, not the \(slot.width)×\(slot.height) of a small widget in StandBy on \(context.device.name); render it with showsInStandBy = true in the same context"
            )
        }
        let scale = context.scale ?? standBy.sizedDevice.scale
        let screen = CGSize(width: max(context.device.screen.width, context.device.screen.height), height: min(context.device.screen.width, context.device.screen.height))
        let width = Int((screen.width * scale).rounded())
        let height = Int((screen.height * scale).rounded())
        var canvas = try ImageCanvas(width: width, height: height, background: PixelBuffer.Pixel(red: 0, green: 0, blue: 0, alpha: 255))
        let y = (height - slot.height) / 2
        var nodes: [LayoutNode] = []
        for (index, image) in [left, right].enumerated() {
            let x = index * width / 2 + (width / 2 - slot.width) / 2
            canvas.draw(image, atX: x, y: y)
            let origin = CGPoint(x: CGFloat(x) / scale, y: CGFloat(y) / scale)
            nodes.append(image.layout.root.scaled(by: WidgetContext.standByScale).moved(by: origin))
        }
        let layout = LayoutTree(root: LayoutNode(groupNamed: "StandBy", frame: CGRect(origin: .zero, size: screen), children: nodes), canvas: screen)
        let chosen = Diagnostic(.chosenFigure, "Apple does not publish where StandBy places its two widgets; each is centred in its half of the screen (DocC: Rendering Modes).")
        // Both widgets carry the same notes about StandBy's chosen figures: each once.
        var seen = Set<String>()
        let diagnostics = (left.diagnostics + right.diagnostics + [chosen]).filter { seen.insert($0.description).inserted }
        return RenderedImage(bitmap: canvas.bitmap, scale: scale, layout: layout, diagnostics: diagnostics)
    }
}

extension LayoutNode {
    /// The node and its descendants with every frame scaled by `factor` about the origin.
    func scaled(by factor: CGFloat) -> LayoutNode {
        var copy = self
        copy.frame = CGRect(x: frame.minX * factor, y: frame.minY * factor, width: frame.width * factor, height: frame.height * factor)
        copy.children = children.map { $0.scaled(by: factor) }
        return copy
    }
}
