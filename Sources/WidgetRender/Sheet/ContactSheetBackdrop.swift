import Foundation
import WidgetCore

/// The place a contact-sheet cell shows its widget on: a wallpaper filling the cell, under a
/// veil, or plain black.
///
/// The wallpaper is cover-fitted into the cell, centred, and sampled bilinearly (the bundled
/// wallpapers are small procedural gradients), so every cell of a column shows the same part
/// of it. The widget is drawn over the cell's backdrop; in the accented and vibrant modes the
/// widget's own backdrop is made from the part of the same pixels it covers
/// (``ContactSheetPlan`` passes that part to the job as ``WidgetContext/wallpaper``), so the
/// system's glass and material line up with what is around the widget.
struct ContactSheetBackdrop: Sendable {
    /// The cell's pixels before the veil: straight RGBA, opaque, `width × height × 4`.
    let width: Int
    let height: Int
    let raw: [UInt8]
    /// Laid over ``raw`` for the cell (its alpha is its strength).
    let veil: RGBA?

    /// How strongly dark mode dims the Home Screen wallpaper (iOS's "Dark Appearance Dims
    /// Wallpaper", on by default; the amount is not published, **A**).
    static let darkDimming = 0.35
    /// How much of the accented glass's veil tints the Home Screen around the widgets: the
    /// tinted Home Screen darkens and tints the whole wallpaper, less than the widgets' glass.
    static let tintedHomeScreenShare = 0.7

    /// A backdrop of `width × height` pixels from `wallpaper` under `veil`.
    ///
    /// - Throws: ``WidgetRenderError`` when the wallpaper's pixels do not match its size or
    ///   the bundled name is unknown.
    init(wallpaper: Wallpaper, width: Int, height: Int, veil: RGBA?) throws {
        self.width = width
        self.height = height
        self.veil = veil
        let (sw, sh, source) = try wallpaper.straightPixels()
        raw = ContactSheetBackdrop.coverFit(source, width: sw, height: sh, into: width, height)
    }

    /// A black backdrop (StandBy).
    init(blackWidth width: Int, height: Int) {
        self.init(solid: (0, 0, 0), width: width, height: height)
    }

    /// The light canvas full-colour accessory widgets are shown on: iOS's light system gray 4,
    /// #D1D1D6, darker than the sheet's own background so the cell keeps its edge
    /// (see ``ContactSheetPlan``).
    static let lightCanvas: (UInt8, UInt8, UInt8) = (0xD1, 0xD1, 0xD6)

    /// An opaque backdrop of one colour.
    init(solid rgb: (UInt8, UInt8, UInt8), width: Int, height: Int) {
        self.width = width
        self.height = height
        self.veil = nil
        var bytes = [UInt8](repeating: 255, count: width * height * 4)
        for i in stride(from: 0, to: bytes.count, by: 4) {
            bytes[i] = rgb.0
            bytes[i + 1] = rgb.1
            bytes[i + 2] = rgb.2
        }
        raw = bytes
    }

    /// The same wallpaper under another veil.
    func veiled(_ veil: RGBA?) -> ContactSheetBackdrop {
        ContactSheetBackdrop(width: width, height: height, raw: raw, veil: veil)
    }

    private init(width: Int, height: Int, raw: [UInt8], veil: RGBA?) {
        self.width = width
        self.height = height
        self.raw = raw
        self.veil = veil
    }

    /// The cell's pixels with the veil applied.
    var bitmap: Bitmap {
        guard let veil, veil.alpha > 0 else { return Bitmap(width: width, height: height, straightRGBA: raw) }
        var bytes = raw
        let channels = [veil.red, veil.green, veil.blue].map { $0 * 255 }
        let a = veil.alpha
        for i in stride(from: 0, to: bytes.count, by: 4) {
            for c in 0..<3 {
                let v = Double(bytes[i + c])
                bytes[i + c] = UInt8(min(max((v + (channels[c] - v) * a).rounded(), 0), 255))
            }
        }
        return Bitmap(width: width, height: height, straightRGBA: bytes)
    }

    /// The unveiled pixels under `rect` (whole pixels inside the backdrop), as a wallpaper.
    func wallpaper(under rect: (x: Int, y: Int, width: Int, height: Int)) -> Wallpaper {
        var bytes = [UInt8]()
        bytes.reserveCapacity(rect.width * rect.height * 4)
        for y in rect.y..<(rect.y + rect.height) {
            let start = (y * width + rect.x) * 4
            bytes.append(contentsOf: raw[start..<(start + rect.width * 4)])
        }
        return Wallpaper(width: rect.width, height: rect.height, rgba: bytes)
    }


    /// `source` (`sw × sh`) scaled to cover `width × height`, centred, bilinear, opaque.
    private static func coverFit(_ source: [UInt8], width sw: Int, height sh: Int, into width: Int, _ height: Int) -> [UInt8] {
        let k = max(Double(width) / Double(sw), Double(height) / Double(sh))
        let ox = (Double(sw) * k - Double(width)) / 2, oy = (Double(sh) * k - Double(height)) / 2
        var out = [UInt8](repeating: 255, count: width * height * 4)
        // Source coordinates of each column, computed once.
        let columns = (0..<width).map { x -> (Int, Int, Double) in
            let u = min(max((Double(x) + 0.5 + ox) / k - 0.5, 0), Double(sw - 1))
            let x0 = Int(u.rounded(.down))
            return (x0, min(x0 + 1, sw - 1), u - Double(x0))
        }
        source.withUnsafeBufferPointer { s in
            out.withUnsafeMutableBufferPointer { o in
                for y in 0..<height {
                    let v = min(max((Double(y) + 0.5 + oy) / k - 0.5, 0), Double(sh - 1))
                    let y0 = Int(v.rounded(.down)), y1 = min(y0 + 1, sh - 1), fy = v - Double(y0)
                    for x in 0..<width {
                        let (x0, x1, fx) = columns[x]
                        let a = (y0 * sw + x0) * 4, b = (y0 * sw + x1) * 4, c = (y1 * sw + x0) * 4, d = (y1 * sw + x1) * 4
                        let o4 = (y * width + x) * 4
                        for ch in 0..<3 {
                            // Premultiplied by the source alpha: a transparent wallpaper pixel is black.
                            func p(_ i: Int) -> Double { Double(s[i + ch]) * Double(s[i + 3]) / 255 }
                            let top = p(a) + (p(b) - p(a)) * fx, bottom = p(c) + (p(d) - p(c)) * fx
                            o[o4 + ch] = UInt8(min(max((top + (bottom - top) * fy).rounded(), 0), 255))
                        }
                    }
                }
            }
        }
        return out
    }
}
