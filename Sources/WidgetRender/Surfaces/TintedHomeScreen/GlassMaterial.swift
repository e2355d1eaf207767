internal import CWidgetRender
import Foundation
import WidgetCore

/// The iOS 26 Liquid Glass of a widget container on the accented Home Screen (tinted and
/// clear): over the frosted backdrop (the wallpaper blurred by
/// ``TintedHomeScreenSurface/homeScreenBlur`` under the look's veil, which lifts clear light
/// and dims clear dark), a lens at the edge and a specular rim.
///
/// Apple publishes no constants. Each is named here, in one place, and derived from what the
/// Human Interface Guidelines ("Materials", "Liquid Glass") and WWDC25's "Meet Liquid Glass"
/// describe: the material *lenses* (bends and concentrates the light behind it at its edges
/// rather than scattering it), its *highlights* trace the edge of its shape and are brightest
/// where the light falls on them, and it *adapts* to what is behind it (lighter over light,
/// darker over dark). The derivations are in the RenderingModes article of the WidgetCore
/// documentation ("The iOS 26 glass").
///
/// The lens works on the backdrop's canvas-sized pixels (``lensed(_:width:height:widget:cornerRadius:)``,
/// once per cached backdrop), the rim on the canvas (``drawRim(on:shape:widget:cornerRadius:scale:)``).
struct GlassMaterial: Hashable {
    /// Device pixels per point of the widget.
    var scale: Double

    // MARK: The rim (specular edge highlight)

    /// The rim's width, in points. Derived: the highlight is a hairline that "traces the
    /// edge" of the shape; at 1 pt it is 3 device pixels at 3×, the width of the system's
    /// 1 pt separators, thin enough not to read as a border.
    static let rimWidth = 1.0
    /// The rim's white at its brightest (top-left and bottom-right). Choice: half-way
    /// white, so it shows on a bright clear-light backdrop and does not read as a white
    /// stroke on a dark one.
    static let rimPeak = 0.55
    /// The share of ``rimPeak`` left where the light grazes the edge (top-right and
    /// bottom-left corners). Choice: a quarter, so the whole outline stays visible, which is
    /// what separates a navy slab from a navy wallpaper.
    static let rimFloor = 0.25
    /// The direction the light comes from, in the screen's coordinates (y down): the top
    /// left. Derived: the highlight "responds to the light" and the system's static light
    /// (app icons' glass, the Dock) falls from the top left; the opposite edge catches it
    /// too, as the far side of a rounded glass edge does (|n · l|, not max(0, n · l)).
    static let lightDirection = (x: -1 / 2.0.squareRoot(), y: -1 / 2.0.squareRoot())
    /// How fast the rim fades away from the lit edges: intensity = floor + (1 − floor) ·
    /// |n · l|^exponent. Derived: 2 is the Phong-like falloff that leaves the straight edges
    /// at half (|n · l|² = ½ on an edge 45° from the light) and the grazing corners at the
    /// floor.
    static let rimExponent = 2.0

    // MARK: The lens (edge refraction)

    /// How far in from the edge the lens bends the backdrop, in points. Derived: the glass
    /// "bends light at its edges" over about its thickness; a widget's glass edge reads as
    /// the width of its continuous corner's straight-to-curve transition, a third of the
    /// small widget's 22 pt corner radius.
    static let lensWidth = 8.0
    /// How far the backdrop is displaced inward at the very edge, in points: the edge shows
    /// what is this far inside ("a few points of refraction"). It falls off quadratically
    /// across ``lensWidth``, as a rounded edge's slope does.
    static let lensShift = 4.0
    /// How much the lens brightens the backdrop at the very edge (toward white, quadratic
    /// over ``lensWidth``). Derived: a lens concentrates light, so its edge is a little
    /// brighter; 8 % is one step of the system's fill-opacity scale, below the rim.
    static let lensGlow = 0.08

    /// The glass for an iOS 26 accented look, `nil` for the others.
    static func resolve(_ context: WidgetContext, scale: CGFloat) -> GlassMaterial? {
        guard context.system.hasLiquidGlass, context.family.isSystem else { return nil }
        return GlassMaterial(scale: Double(scale))
    }

    /// The signed distance of the pixel centre `(x, y)` inside the rounded rectangle
    /// `widget` (device pixels) of `radius`, and the outward normal of its nearest edge.
    ///
    /// Decision: the continuous corner is approximated by a circular one of the same radius
    /// for the lens and the rim's direction; the rim's coverage follows the exact outline.
    @inline(__always)
    static func edge(_ x: Double, _ y: Double, widget: CGRect, radius: Double) -> (distance: Double, nx: Double, ny: Double) {
        let cx = Double(widget.midX)
        let cy = Double(widget.midY)
        let dx = x - cx
        let dy = y - cy
        let qx = abs(dx) - (Double(widget.width) / 2 - radius)
        let qy = abs(dy) - (Double(widget.height) / 2 - radius)
        let sx: Double = dx < 0 ? -1 : 1
        let sy: Double = dy < 0 ? -1 : 1
        if qx > 0, qy > 0 {
            let length = (qx * qx + qy * qy).squareRoot()
            return (radius - length, sx * qx / length, sy * qy / length)
        }
        return qx > qy ? (radius - qx, sx, 0) : (radius - qy, 0, sy)
    }

    /// The rim's intensity (0…1 of ``rimPeak``) for an edge of outward normal `(nx, ny)`.
    @inline(__always)
    static func rimIntensity(nx: Double, ny: Double) -> Double {
        let facing = abs(nx * lightDirection.x + ny * lightDirection.y)
        return rimFloor + (1 - rimFloor) * pow(facing, rimExponent)
    }

    /// The backdrop's premultiplied, opaque ARGB32 `words` (`width × height`) seen through
    /// the lens of a widget whose outline is `widget` (points) with `cornerRadius` (points):
    /// within ``lensWidth`` of the edge each pixel shows the backdrop displaced inward and a
    /// little brighter. Integer arithmetic per channel; pixels beyond the band are copied.
    func lensed(_ words: [UInt32], width: Int, height: Int, widget: CGRect, cornerRadius: CGFloat) -> [UInt32] {
        let rect = CGRect(x: widget.minX * scale, y: widget.minY * scale, width: widget.width * scale, height: widget.height * scale)
        let radius = min(Double(cornerRadius) * scale, Double(min(rect.width, rect.height)) / 2)
        let band = Self.lensWidth * scale
        let shift = Self.lensShift * scale
        guard band > 0, words.count == width * height else { return words }
        var out = words
        let innerLeft = Double(rect.minX) + max(band, radius)
        let innerRight = Double(rect.maxX) - max(band, radius)
        let innerTop = Double(rect.minY) + max(band, radius)
        let innerBottom = Double(rect.maxY) - max(band, radius)
        words.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                for y in 0..<height {
                    let py = Double(y) + 0.5
                    let rowInside = py > innerTop && py < innerBottom
                    for x in 0..<width {
                        let px = Double(x) + 0.5
                        if rowInside, px > innerLeft, px < innerRight { continue }
                        let (d, nx, ny) = Self.edge(px, py, widget: rect, radius: radius)
                        guard d < band, d > -1 else { continue }
                        let t = 1 - max(d, 0) / band
                        let falloff = t * t
                        let sx = min(max(Int((px - nx * shift * falloff).rounded(.down)), 0), width - 1)
                        let sy = min(max(Int((py - ny * shift * falloff).rounded(.down)), 0), height - 1)
                        let w = src[sy * width + sx]
                        // Toward white by glow, in 1/256ths: c + (255 − c) · g.
                        let g = UInt32((Self.lensGlow * falloff * 256).rounded())
                        let r = (w >> 16) & 0xFF
                        let gr = (w >> 8) & 0xFF
                        let b = w & 0xFF
                        let lr = r + (((255 - r) * g + 128) >> 8)
                        let lg = gr + (((255 - gr) * g + 128) >> 8)
                        let lb = b + (((255 - b) * g + 128) >> 8)
                        dst[y * width + x] = 0xFF00_0000 | lr << 16 | lg << 8 | lb
                    }
                }
            }
        }
        return out
    }

    /// Draws the rim inside the current clip: the band ``rimWidth`` wide inside `shape` (the
    /// exact continuous outline, antialiased by Cairo), white at ``rimPeak`` times
    /// ``rimIntensity(nx:ny:)`` of its edge's direction.
    func drawRim(on canvas: CairoCanvas, shape: Path, widget: CGRect, cornerRadius: CGFloat, scale: CGFloat) {
        let w = CGFloat(Self.rimWidth)
        guard widget.width > 2 * w, widget.height > 2 * w else { return }
        let inner = Path(roundedRect: widget.insetBy(dx: w, dy: w), cornerRadius: max(0, cornerRadius - w), style: .continuous)
        canvas.beginGroup()
        guard canvas.setPath(shape) else {
            canvas.endGroup(opacity: 0)
            return
        }
        canvas.withUnsafeContext { cr in
            cairo_set_source_rgba(cr, 1, 1, 1, 1)
            cairo_fill(cr)
        }
        if canvas.setPath(inner) {
            canvas.withUnsafeContext { cr in
                cairo_set_operator(cr, CAIRO_OPERATOR_DEST_OUT)
                cairo_fill(cr)
                cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            }
        }
        let rect = CGRect(x: widget.minX * scale, y: widget.minY * scale, width: widget.width * scale, height: widget.height * scale)
        let radius = min(Double(cornerRadius * scale), Double(min(rect.width, rect.height)) / 2)
        let pattern = canvas.endGroup(withPixels: { pixels in
            for y in 0..<pixels.height {
                let row = pixels.row(y)
                for x in 0..<pixels.width where row[x] != 0 {
                    let coverage = Double(row[x] >> 24)
                    let (_, nx, ny) = Self.edge(Double(x + pixels.originX) + 0.5, Double(y + pixels.originY) + 0.5, widget: rect, radius: radius)
                    let a = UInt32(min(255, (coverage * Self.rimPeak * Self.rimIntensity(nx: nx, ny: ny)).rounded()))
                    row[x] = a << 24 | a << 16 | a << 8 | a
                }
            }
        })
        canvas.paint(pattern)
    }
}
