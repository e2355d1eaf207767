import Foundation
import WidgetCore

/// The system backdrop a widget is composited onto in the accented and vibrant modes: the
/// wallpaper, covering the widget's frame, blurred, under a veil; or the wallpaper as it is
/// (``init(unblurred:pixelWidth:pixelHeight:)``, the Lock Screen around vibrant content).
///
/// A blurred one is built at an eighth of the canvas resolution (a blur hides the difference)
/// and drawn scaled up with smooth interpolation, so it costs little beside the widget itself.
struct Backdrop {
    /// Straight RGBA, opaque.
    var width: Int
    var height: Int
    var rgba: [UInt8]
    /// The colour when the backdrop is one colour.
    var solid: RGBA?
    /// The backdrop already scaled to the canvas: premultiplied ARGB32 words, `pixelWidth ×
    /// pixelHeight` of them (made once by ``BackdropCache``; drawing it is then a copy).
    var scaled: (width: Int, height: Int, words: [UInt32])?

    /// How much smaller than the canvas the backdrop is computed.
    static let reduction = 8

    /// A backdrop for a canvas of `pixelWidth × pixelHeight` device pixels from `wallpaper`,
    /// blurred by `blur` device pixels, under `veil` (its alpha is its strength).
    ///
    /// - Throws: ``WidgetRenderError`` when the wallpaper's pixels do not match its size or the
    ///   bundled name is unknown.
    init(wallpaper: Wallpaper, pixelWidth: Int, pixelHeight: Int, blur: Double, veil: RGBA) throws {
        let (sw, sh, source) = try wallpaper.straightPixels()
        width = max(2, (pixelWidth + Backdrop.reduction - 1) / Backdrop.reduction)
        height = max(2, (pixelHeight + Backdrop.reduction - 1) / Backdrop.reduction)
        // Cover fit, centred: the widget shows the middle of the wallpaper.
        let k = max(Double(width) / Double(sw), Double(height) / Double(sh))
        let ox = (Double(sw) * k - Double(width)) / 2
        let oy = (Double(sh) * k - Double(height)) / 2
        var channels = [Double](repeating: 0, count: width * height * 3)
        for y in 0..<height {
            for x in 0..<width {
                let sx = min(max(Int(((Double(x) + 0.5 + ox) / k).rounded(.down)), 0), sw - 1)
                let sy = min(max(Int(((Double(y) + 0.5 + oy) / k).rounded(.down)), 0), sh - 1)
                let i = (sy * sw + sx) * 4
                let a = Double(source[i + 3]) / 255
                for c in 0..<3 { channels[(y * width + x) * 3 + c] = Double(source[i + c]) / 255 * a }
            }
        }
        let radius = Int((blur / Double(Backdrop.reduction)).rounded())
        if radius > 0 {
            for _ in 0..<3 { Backdrop.boxBlur(&channels, width: width, height: height, radius: radius) }
        }
        let veilRGB = [veil.red, veil.green, veil.blue]
        rgba = [UInt8](repeating: 255, count: width * height * 4)
        for p in 0..<(width * height) {
            for c in 0..<3 {
                let v = channels[p * 3 + c] + (veilRGB[c] - channels[p * 3 + c]) * veil.alpha
                rgba[p * 4 + c] = UInt8((min(max(v, 0), 1) * 255).rounded())
            }
        }
    }

    /// The wallpaper itself at the canvas's resolution, unblurred: what the Lock Screen shows
    /// where a widget's pixels are transparent. It is cover-fitted, centred and sampled
    /// bilinearly (``Wallpaper/coverFit(_:width:height:into:_:)``, as a contact sheet's cell
    /// backdrop is), so a wallpaper of exactly the canvas's size, such as the part of a sheet
    /// cell's wallpaper under the widget, is drawn pixel for pixel.
    ///
    /// - Throws: ``WidgetRenderError`` when the wallpaper's pixels do not match its size or the
    ///   bundled name is unknown.
    init(unblurred wallpaper: Wallpaper, pixelWidth: Int, pixelHeight: Int) throws {
        let (sw, sh, source) = try wallpaper.straightPixels()
        width = max(1, pixelWidth)
        height = max(1, pixelHeight)
        rgba = Wallpaper.coverFit(source, width: sw, height: sh, into: width, height)
        var words = [UInt32](repeating: 0, count: width * height)
        rgba.withUnsafeBytes { bytes in
            for i in 0..<words.count {
                // Opaque, so premultiplied is straight: ARGB32 is a << 24 | r << 16 | g << 8 | b.
                words[i] = 0xFF00_0000 | UInt32(bytes[i * 4]) << 16 | UInt32(bytes[i * 4 + 1]) << 8 | UInt32(bytes[i * 4 + 2])
            }
        }
        scaled = (width, height, words)
    }

    /// A backdrop of one colour.
    init(solid color: RGBA) {
        width = 1
        height = 1
        rgba = [UInt8((color.red * 255).rounded()), UInt8((color.green * 255).rounded()), UInt8((color.blue * 255).rounded()), 255]
        solid = RGBA(red: color.red, green: color.green, blue: color.blue)
    }

    /// The backdrop with its canvas-sized pixels made (``scaled``).
    ///
    /// - Throws: ``WidgetRenderError`` when Cairo cannot allocate the surface.
    func scaledUp(pixelWidth: Int, pixelHeight: Int) throws -> Backdrop {
        guard solid == nil, pixelWidth > 0, pixelHeight > 0 else { return self }
        let surface = try CairoSurface(width: pixelWidth, height: pixelHeight)
        let canvas = try CairoCanvas(surface: surface)
        try canvas.draw(drawing(in: CGRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight)))
        try canvas.checkStatus("scaling the backdrop")
        var words: [UInt32] = []
        canvas.withCanvasPixels { pixels in
            words.reserveCapacity(pixels.width * pixels.height)
            for y in 0..<pixels.height { words.append(contentsOf: UnsafeBufferPointer(start: pixels.row(y), count: pixels.width)) }
        }
        var copy = self
        copy.scaled = (pixelWidth, pixelHeight, words)
        return copy
    }

    /// Draws the backdrop over the canvas's visible area, inside the current clip.
    ///
    /// - Throws: ``WidgetRenderError`` when the image cannot be drawn.
    func draw(on canvas: CairoCanvas, in frame: CGRect) throws {
        if let solid {
            canvas.fill(solid, in: frame)
        } else if let scaled, scaled.width == canvas.surface.width, scaled.height == canvas.surface.height {
            canvas.paintDeviceWords(scaled.words, width: scaled.width, height: scaled.height)
        } else {
            try canvas.draw(drawing(in: frame))
        }
    }

    /// The image to draw over `frame` (points), scaled up bilinearly (the blur leaves nothing
    /// for a finer filter to keep, and Cairo's best filter costs more than the widget).
    func drawing(in frame: CGRect) -> ImageDrawing {
        ImageDrawing(source: .pixels(width: width, height: height, rgba: rgba), frame: frame, interpolation: .medium)
    }

    /// A widget's glass lens over a backdrop: the material and the widget's outline.
    struct GlassLens: Hashable {
        var glass: GlassMaterial
        /// The widget's outline, in points.
        var width: Double
        var height: Double
        var cornerRadius: Double
    }

    /// The backdrop seen through `lens` (``GlassMaterial/lensed(_:width:height:widget:cornerRadius:)``);
    /// a solid backdrop is first made canvas-sized.
    func seen(through lens: GlassLens) -> Backdrop {
        let widget = CGRect(x: 0, y: 0, width: lens.width, height: lens.height)
        let pixelWidth = Int((lens.width * lens.glass.scale).rounded(.up))
        let pixelHeight = Int((lens.height * lens.glass.scale).rounded(.up))
        var copy = self
        var words: [UInt32]
        var size: (Int, Int)
        if let scaled {
            words = scaled.words
            size = (scaled.width, scaled.height)
        } else if solid != nil, pixelWidth > 0, pixelHeight > 0 {
            let word = 0xFF00_0000 | UInt32(rgba[0]) << 16 | UInt32(rgba[1]) << 8 | UInt32(rgba[2])
            words = [UInt32](repeating: word, count: pixelWidth * pixelHeight)
            size = (pixelWidth, pixelHeight)
            copy.solid = nil
        } else {
            return self
        }
        words = lens.glass.lensed(words, width: size.0, height: size.1, widget: widget, cornerRadius: CGFloat(lens.cornerRadius))
        copy.scaled = (size.0, size.1, words)
        return copy
    }

    /// One box blur pass of `radius` pixels, horizontal then vertical, edges clamped.
    private static func boxBlur(_ v: inout [Double], width: Int, height: Int, radius: Int) {
        var tmp = v
        let n = Double(2 * radius + 1)
        for y in 0..<height {
            for c in 0..<3 {
                var sum = 0.0
                for k in -radius...radius { sum += v[(y * width + min(max(k, 0), width - 1)) * 3 + c] }
                for x in 0..<width {
                    tmp[(y * width + x) * 3 + c] = sum / n
                    let add = min(x + radius + 1, width - 1)
                    let drop = max(x - radius, 0)
                    sum += v[(y * width + add) * 3 + c] - v[(y * width + drop) * 3 + c]
                }
            }
        }
        for x in 0..<width {
            for c in 0..<3 {
                var sum = 0.0
                for k in -radius...radius { sum += tmp[(min(max(k, 0), height - 1) * width + x) * 3 + c] }
                for y in 0..<height {
                    v[(y * width + x) * 3 + c] = sum / n
                    let add = min(y + radius + 1, height - 1)
                    let drop = max(y - radius, 0)
                    sum += tmp[(add * width + x) * 3 + c] - tmp[(drop * width + x) * 3 + c]
                }
            }
        }
    }
}
