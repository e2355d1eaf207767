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

    func draw(_ list: DisplayList, in context: RasterPassContext) throws -> PassFindings {
        let canvas = context.canvas
        var findings = PassFindings()
        canvas.save()
        if !fullBleed, let shape = list.widgetShape {
            _ = canvas.setPath(shape)
            canvas.clip()
        }
        try backdrop.draw(on: canvas, in: context.visibleRect)
        let plates = list.items.filter { !$0.operation.isDrawing || $0.isAccessoryBackground }
        if plates.contains(where: { $0.operation.isDrawing }) {
            canvas.beginGroup()
            try context.replay(DisplayList(size: list.size, scale: list.scale, items: plates))
            let mask = canvas.endGroupAsPattern()
            canvas.beginGroup()
            try plateBackdrop.draw(on: canvas, in: context.visibleRect)
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
            findings.measureCoverage(group, canvasPixels: canvasPixels)
            canvas.withCanvasPixels { target in VibrantPass.composite(group, onto: target, light: light) }
        }
        return findings
    }

    /// Maps each content pixel of `group` onto the backdrop pixel under it in `target`.
    static func composite(_ group: PixelWords, onto target: PixelWords, light: RGBA) {
        // Fixed point, 16 fractional bits: t = s · brightening, out = b + t · (p − b).
        let pr = Int64((light.red * 255).rounded())
        let pg = Int64((light.green * 255).rounded())
        let pb = Int64((light.blue * 255).rounded())
        let floorA = UInt32((VibrantStyle.darkFloor * VibrantStyle.brightening * 65536 / 255).rounded())
        let fromL = UInt32(((1 - VibrantStyle.darkFloor) * VibrantStyle.brightening * 65536 / 255).rounded())
        for y in 0..<group.height {
            let ty = y + group.originY
            guard ty >= 0, ty < target.height else { continue }
            let source = group.row(y)
            let out = target.row(ty)
            for x in 0..<group.width {
                let w = source[x]
                let a = w >> 24
                guard a > 0 else { continue }
                let tx = x + group.originX
                guard tx >= 0, tx < target.width else { continue }
                // s = α · (floor + (1 − floor) · L), with L · α from the premultiplied channels.
                let t = Int64(a * floorA + LuminanceWeights.premultipliedLuminance(w) * fromL)
                let b = out[tx]
                @inline(__always) func mix(_ shift: UInt32, _ light: Int64) -> UInt32 {
                    let v = Int64((b >> shift) & 0xFF)
                    return UInt32(min(max(v + (t * (light - v) + 32768) >> 16, 0), 255)) << shift
                }
                out[tx] = mix(24, 255) | mix(16, pr) | mix(8, pg) | mix(0, pb)
            }
        }
    }
}
