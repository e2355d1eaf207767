import Foundation
import WidgetCore

extension Wallpaper {
    /// The wallpaper's size and straight RGBA pixels: a bundled one's, or the pixels given.
    ///
    /// - Throws: ``WidgetRenderError`` for an unknown bundled name or pixels that do not
    ///   match the size, each naming the fix.
    func straightPixels() throws -> (width: Int, height: Int, rgba: [UInt8]) {
        switch source {
        case .bundled(let name):
            guard let rgba = BundledWallpaper.pixels(named: name) else {
                throw WidgetRenderError("unknown bundled wallpaper \"\(name)\"; use one of: \(Wallpaper.bundledNames.joined(separator: ", "))")
            }
            return (BundledWallpaper.width, BundledWallpaper.height, rgba)
        case .pixels(let w, let h, let rgba):
            guard w > 0, h > 0, rgba.count == w * h * 4 else {
                throw WidgetRenderError("a wallpaper of \(w)×\(h) pixels needs \(max(w, 0) * max(h, 0) * 4) RGBA bytes, got \(rgba.count); pass one RGBA quadruple per pixel")
            }
            return (w, h, rgba)
        }
    }
}
