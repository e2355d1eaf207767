import Foundation
import WidgetCore

extension Wallpaper {
    /// The wallpaper's prominent tint, taken as the mean of its pixels weighted by their
    /// opacity (**A**: macOS's dimmed desktop follows "the wallpaper's prominent tint", by a
    /// rule not published). Opaque black for a fully transparent wallpaper.
    ///
    /// - Throws: ``WidgetRenderError`` when the wallpaper cannot be read.
    func prominentTint() throws -> RGBA {
        let (_, _, rgba) = try straightPixels()
        var sum = (r: 0.0, g: 0.0, b: 0.0, a: 0.0)
        var i = 0
        while i + 3 < rgba.count {
            let a = Double(rgba[i + 3])
            sum.r += Double(rgba[i]) * a
            sum.g += Double(rgba[i + 1]) * a
            sum.b += Double(rgba[i + 2]) * a
            sum.a += a
            i += 4
        }
        guard sum.a > 0 else { return RGBA(red: 0, green: 0, blue: 0) }
        return RGBA(red: sum.r / sum.a / 255, green: sum.g / sum.a / 255, blue: sum.b / sum.a / 255)
    }
}
