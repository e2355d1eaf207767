import Foundation

@testable import WidgetRender

/// Rasterises `list` with `passes`.
func renderModes(_ list: DisplayList, _ passes: [any RasterPass]) throws -> Bitmap {
    try TextEnginePool.shared.withEngine { try Rasterizer.render(list, textEngine: $0, passes: passes) }
}

/// `v` (0…1) as a byte, rounded as Cairo stores colours.
func byte(_ v: Double) -> Int { Int((v * 255).rounded()) }

/// The premultiplied pixel expected for `color`.
func premultiplied(_ c: RGBA) -> [Int] {
    [byte(c.red * c.alpha), byte(c.green * c.alpha), byte(c.blue * c.alpha), byte(c.alpha)]
}

extension Bitmap {
    /// The premultiplied channels at (x, y) as integers.
    func channels(_ x: Int, _ y: Int) -> [Int] {
        let i = (y * width + x) * 4
        return (0..<4).map { Int(bytes[i + $0]) }
    }
}

/// Whether `a` and `b` differ by at most `tolerance` in every channel.
func close(_ a: [Int], _ b: [Int], tolerance: Int = 1) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
}

/// An image item of straight RGBA pixels filling `frame`, sampled without interpolation.
func imageItem(_ w: Int, _ h: Int, _ rgba: [UInt8], frame: CGRect, mode: WidgetAccentedRenderingMode? = nil, group: AccentGroup = .default) -> DisplayItem {
    DisplayItem(.image(ImageDrawing(source: .pixels(width: w, height: h, rgba: rgba), frame: frame, interpolation: .none)), accentGroup: group, accentedRenderingMode: mode)
}

/// A test accented style: a blue accent, the iOS 18 dimmed default group.
let testAccented = AccentedStyle(accent: RGBA(red: 0.2, green: 0.4, blue: 0.8), defaultGroup: AccentedStyle.default18, veil: RGBA(red: 0, green: 0, blue: 0))
