import Foundation
import WidgetCore

/// The vibrant pass: the Lock Screen backdrop, the `AccessoryWidgetBackground` plates as a
/// dark, fully blurred part of it, then the content mapped onto the material with
/// ``VibrantStyle``'s formula (content desaturated: only its luminance and alpha count).
struct VibrantPass: RasterPass {
    /// The formula's light and backdrop choice.
    var style: VibrantStyle
    /// The Lock Screen backdrop.
    var backdrop: Backdrop
    /// The backdrop seen through a plate (blurred more).
    var plateBackdrop: Backdrop
    /// Whether the backdrop fills the whole canvas (the Lock Screen around accessory widgets)
    /// rather than only the widget's shape.
    var fullBleed: Bool
    /// Where diagnostics and coverage go.
    var report = ModeReport()

    func draw(_ list: DisplayList, in context: RasterPassContext) throws {
        let canvas = context.canvas
        canvas.save()
        if !fullBleed, let shape = list.widgetShape {
            _ = canvas.setPath(shape)
            canvas.clip()
        }
        try canvas.draw(backdrop.drawing(in: context.visibleRect))
        let plates = list.items.filter { !$0.operation.isDrawing || $0.isAccessoryBackground }
        if plates.contains(where: { $0.operation.isDrawing }) {
            canvas.beginGroup()
            try context.replay(DisplayList(size: list.size, scale: list.scale, items: plates))
            let mask = canvas.endGroupAsPattern()
            canvas.beginGroup()
            try canvas.draw(plateBackdrop.drawing(in: context.visibleRect))
            canvas.endGroup(maskedBy: mask)
            canvas.fill(RGBA(red: 0, green: 0, blue: 0, alpha: VibrantStyle.plateDarkening), maskedBy: mask)
        }
        canvas.restore()

        let content = list.items.filter { !$0.isAccessoryBackground }
        canvas.beginGroup()
        try context.replay(DisplayList(size: list.size, scale: list.scale, items: content))
        let canvasPixels = canvas.surface.width * canvas.surface.height
        let light = style.light
        _ = canvas.endGroup { group in
            report.measureCoverage(group, canvasPixels: canvasPixels)
            canvas.withCanvasPixels { target in VibrantPass.composite(group, onto: target, light: light) }
        }
    }

    /// Maps each content pixel of `group` onto the backdrop pixel under it in `target`.
    static func composite(_ group: PixelWords, onto target: PixelWords, light: RGBA) {
        let p = (light.red * 255, light.green * 255, light.blue * 255)
        let floor = VibrantStyle.darkFloor, k = VibrantStyle.brightening
        for y in 0..<group.height {
            let ty = y + group.originY
            guard ty >= 0, ty < target.height else { continue }
            let source = group.row(y), out = target.row(ty)
            for x in 0..<group.width {
                let w = source[x]
                let a = w >> 24
                guard a > 0 else { continue }
                let tx = x + group.originX
                guard tx >= 0, tx < target.width else { continue }
                // s = α · (floor + (1 − floor) · L), with L · α from the premultiplied channels.
                let s = (Double(a) * floor + (1 - floor) * Double(LuminanceWeights.premultipliedLuminance(w))) / 255
                let t = s * k
                let b = out[tx]
                func channel(_ shift: UInt32, _ light: Double) -> UInt32 {
                    let v = Double((b >> shift) & 0xFF)
                    return UInt32(min(max(v + t * (light - v), 0), 255).rounded())
                }
                out[tx] = channel(24, 255) << 24 | channel(16, p.0) << 16 | channel(8, p.1) << 8 | channel(0, p.2)
            }
        }
    }
}
