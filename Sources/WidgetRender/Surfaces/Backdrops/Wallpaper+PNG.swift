import Foundation
import WidgetCore

extension Wallpaper {
    /// A wallpaper read from a PNG file (any size; it is scaled to cover the widget and
    /// blurred, so a small image is enough).
    ///
    /// ```swift
    /// context.wallpaper = try Wallpaper(pngAt: URL(fileURLWithPath: "Design/lock-screen.png"))
    /// ```
    ///
    /// - Throws: ``WidgetRenderError`` naming the file when it cannot be read or is not a PNG.
    public init(pngAt url: URL) throws {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw WidgetRenderError("cannot read the wallpaper \"\(url.path)\": \(error.localizedDescription); check the path")
        }
        let decoded: (width: Int, height: Int, bytes: [UInt8])
        do {
            decoded = try PNGDecoder.straightRGBA(of: [UInt8](data))
        } catch let error as WidgetRenderError {
            throw WidgetRenderError("the wallpaper \"\(url.path)\" is not a readable PNG: \(error.message)")
        }
        self.init(width: decoded.width, height: decoded.height, rgba: decoded.bytes)
    }
}
