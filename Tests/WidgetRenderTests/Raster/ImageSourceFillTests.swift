import CWidgetRender
import Foundation
import Testing

@testable import WidgetRender

/// A large gradient fill goes through an image of the gradient (`fillThroughImageSource`):
/// the same pixels as Cairo's own gradient fill, up to 1 in a channel at a few pixels, under
/// any transform and clip; small fills and solid colours are left to Cairo, byte for byte.
@Suite struct ImageSourceFillTests {
    enum Source: Sendable { case linear, radial, solid }

    /// A rounded card filled with `source` on a `width × height` canvas, through the canvas's
    /// fill (`viaCanvas`) or `cairo_fill` itself, after `setUp` (a transform, a clip).
    private func draw(
        width: Int, height: Int, source: Source, viaCanvas: Bool,
        setUp: (OpaquePointer) -> Void = { _ in }
    ) throws -> [UInt8] {
        let surface = try CairoSurface(width: width, height: height)
        let canvas = try CairoCanvas(surface: surface)
        let used = canvas.withUnsafeContext { cr -> Bool in
            setUp(cr)
            let w = Double(width)
            let h = Double(height)
            let r = min(w, h) / 5
            cairo_new_path(cr)
            cairo_arc(cr, w - r, r, r, -.pi / 2, 0)
            cairo_arc(cr, w - r, h - r, r, 0, .pi / 2)
            cairo_arc(cr, r, h - r, r, .pi / 2, .pi)
            cairo_arc(cr, r, r, r, .pi, 3 * .pi / 2)
            cairo_close_path(cr)
            let pattern: OpaquePointer?
            switch source {
            case .linear: pattern = cairo_pattern_create_linear(0, 0, w * 0.3, h)
            case .radial: pattern = cairo_pattern_create_radial(w / 3, h / 3, 2, w / 2, h / 2, w / 2)
            case .solid: pattern = cairo_pattern_create_rgba(0.2, 0.5, 0.9, 0.8)
            }
            if source != .solid {
                cairo_pattern_add_color_stop_rgba(pattern, 0, 0.18, 0.5, 0.91, 1)
                cairo_pattern_add_color_stop_rgba(pattern, 0.6, 0.9, 0.3, 0.1, 0.7)
                cairo_pattern_add_color_stop_rgba(pattern, 1, 0.35, 0.66, 0.97, 0.9)
            }
            cairo_set_source(cr, pattern)
            cairo_pattern_destroy(pattern)
            guard viaCanvas else {
                cairo_fill(cr)
                return false
            }
            if canvas.fillThroughImageSource() { return true }
            cairo_fill(cr)
            return false
        }
        try canvas.checkStatus("filling the card")
        #expect(
            used == (viaCanvas && source != .solid && width * height >= CairoCanvas.imageSourceFillMinimumPixels),
            "the image is used for large gradient fills only")
        return try surface.bitmap().bytes
    }

    /// How many bytes differ, and the largest difference.
    private func compare(_ a: [UInt8], _ b: [UInt8]) -> (count: Int, largest: Int) {
        var count = 0
        var largest = 0
        for (x, y) in zip(a, b) where x != y {
            count += 1
            largest = max(largest, abs(Int(x) - Int(y)))
        }
        return (count, largest)
    }

    @Test(arguments: [Source.linear, .radial])
    func aLargeGradientFillMatchesCairosOwn(source: Source) throws {
        let setUps: [(String, (OpaquePointer) -> Void)] = [
            ("plain", { _ in }),
            ("scaled by 3", { cairo_scale($0, 3, 3) }),
            (
                "rotated and offset by a fraction",
                { cr in
                    cairo_translate(cr, 40.25, -20.5)
                    cairo_rotate(cr, 0.3)
                }
            ),
            (
                "clipped",
                { cr in
                    cairo_rectangle(cr, 30.5, 12.25, 150, 170)
                    cairo_clip(cr)
                }
            ),
        ]
        for (name, setUp) in setUps {
            let direct = try draw(width: 240, height: 200, source: source, viaCanvas: false, setUp: setUp)
            let through = try draw(width: 240, height: 200, source: source, viaCanvas: true, setUp: setUp)
            let difference = compare(direct, through)
            #expect(
                difference.largest <= 1 && difference.count <= direct.count / 50,
                "\(source) \(name): \(difference.count) bytes differ, by up to \(difference.largest)")
            #expect(direct.contains { $0 != 0 }, "\(name): something is drawn")
        }
    }

    @Test func smallFillsAndSolidColoursAreCairosOwnByteForByte() throws {
        let small = try draw(width: 100, height: 100, source: .linear, viaCanvas: true)
        #expect(small == (try draw(width: 100, height: 100, source: .linear, viaCanvas: false)))
        let solid = try draw(width: 240, height: 200, source: .solid, viaCanvas: true)
        #expect(solid == (try draw(width: 240, height: 200, source: .solid, viaCanvas: false)))
    }
}
