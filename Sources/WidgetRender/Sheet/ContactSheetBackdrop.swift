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
    /// Where ``raw`` came from: what, with the size and veil, identifies the cell's pixels.
    enum Origin: Sendable, Hashable {
        case wallpaper(Wallpaper)
        case solid(UInt8, UInt8, UInt8)
    }

    /// The cell's pixels before the veil: straight RGBA, opaque, `width × height × 4`.
    let width: Int
    let height: Int
    let raw: [UInt8]
    /// Laid over ``raw`` for the cell (its alpha is its strength).
    let veil: RGBA?
    let origin: Origin

    /// A backdrop of `width × height` pixels from `wallpaper` under `veil`.
    ///
    /// - Throws: ``WidgetRenderError`` when the wallpaper's pixels do not match its size or
    ///   the bundled name is unknown.
    init(wallpaper: Wallpaper, width: Int, height: Int, veil: RGBA?) throws {
        self.width = width
        self.height = height
        self.veil = veil
        origin = .wallpaper(wallpaper)
        raw = try ContactSheetBackdropCache.shared.pixels(of: wallpaper, width: width, height: height) {
            let (sw, sh, source) = try wallpaper.straightPixels()
            return Wallpaper.coverFit(source, width: sw, height: sh, into: width, height)
        }
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
        origin = .solid(rgb.0, rgb.1, rgb.2)
        let word = UInt32(rgb.0) | UInt32(rgb.1) << 8 | UInt32(rgb.2) << 16 | 0xFF00_0000
        let count = width * height * 4
        raw = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            if let base = buffer.baseAddress {
                UnsafeMutableRawPointer(base).initializeMemory(as: UInt32.self, repeating: word.littleEndian, count: count / 4)
            }
            initialized = count
        }
    }

    /// The same wallpaper under another veil.
    func veiled(_ veil: RGBA?) -> ContactSheetBackdrop {
        ContactSheetBackdrop(width: width, height: height, raw: raw, veil: veil, origin: origin)
    }

    private init(width: Int, height: Int, raw: [UInt8], veil: RGBA?, origin: Origin) {
        self.width = width
        self.height = height
        self.raw = raw
        self.veil = veil
        self.origin = origin
    }

    /// The cell's pixels with the veil applied.
    ///
    /// The same cell pixels (a family's cells in the same column of every sheet) are made once
    /// for the process (``ContactSheetBackdropCache``).
    var bitmap: Bitmap {
        ContactSheetBackdropCache.shared.bitmap(of: origin, width: width, height: height, veil: veil) { veiledBitmap }
    }

    /// The veil applied to ``raw``: its result for each channel value is worked out once, in a
    /// table of 256 per channel, with the same arithmetic per value as per pixel.
    private var veiledBitmap: Bitmap {
        guard let veil, veil.alpha > 0 else { return Bitmap(width: width, height: height, straightRGBA: raw) }
        let a = veil.alpha
        let tables = [veil.red, veil.green, veil.blue].map { channel in
            (0...255).map { v -> UInt8 in
                let v = Double(v)
                return UInt8(min(max((v + (channel * 255 - v) * a).rounded(), 0), 255))
            }
        }
        var bytes = raw
        bytes.withUnsafeMutableBufferPointer { b in
            tables[0].withUnsafeBufferPointer { r in
                tables[1].withUnsafeBufferPointer { g in
                    tables[2].withUnsafeBufferPointer { bl in
                        for i in stride(from: 0, to: b.count, by: 4) {
                            b[i] = r[Int(b[i])]
                            b[i + 1] = g[Int(b[i + 1])]
                            b[i + 2] = bl[Int(b[i + 2])]
                        }
                    }
                }
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
}
