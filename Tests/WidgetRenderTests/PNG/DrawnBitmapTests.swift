import CWidgetRender
import Foundation
import Testing

@testable import WidgetRender

/// A render draws into its bitmap's own bytes (`CairoSurface.drawBitmap`): the pixels are the
/// ones a surface of its own, copied out, gives, and nothing drawn after the bitmap is handed
/// out reaches it.
@Suite struct DrawnBitmapTests {
    /// Paints a translucent gradient and a stroked circle: premultiplied values whose channels
    /// all differ, so a swapped red and blue shows.
    private func paint(_ surface: CairoSurface) throws -> CairoCanvas {
        let canvas = try CairoCanvas(surface: surface)
        canvas.withUnsafeContext { cr in
            let gradient = cairo_pattern_create_linear(0, 0, 90, 60)
            cairo_pattern_add_color_stop_rgba(gradient, 0, 0.9, 0.3, 0.1, 0.8)
            cairo_pattern_add_color_stop_rgba(gradient, 1, 0.1, 0.5, 0.95, 0.4)
            cairo_set_source(cr, gradient)
            cairo_paint(cr)
            cairo_pattern_destroy(gradient)
            cairo_set_source_rgba(cr, 0.2, 0.8, 0.4, 1)
            cairo_arc(cr, 45, 30, 20, 0, 2 * .pi)
            cairo_set_line_width(cr, 3)
            cairo_stroke(cr)
        }
        try canvas.checkStatus("painting the test pattern")
        return canvas
    }

    @Test func theBitmapDrawnInPlaceIsTheOneCopiedOutOfASurface() throws {
        let copied = try CairoSurface(width: 90, height: 60)
        _ = try paint(copied)
        let expected = try copied.bitmap()
        let drawn = try CairoSurface.drawBitmap(width: 90, height: 60) { _ = try paint($0) }
        let same = drawn == expected  // a Bool, so that a failure does not print every byte
        #expect(same)
        #expect(drawn.pixel(x: 0, y: 0) != drawn.pixel(x: 89, y: 59))
        // Red leads at the left edge: RGBA order, not Cairo's native BGRA bytes.
        #expect(drawn.bytes[0] > drawn.bytes[2])
    }

    @Test func aContextKeptPastTheDrawCannotWriteIntoTheBitmap() throws {
        var kept: CairoCanvas?
        let drawn = try CairoSurface.drawBitmap(width: 40, height: 30) { kept = try paint($0) }
        let before = drawn.bytes.map { $0 }  // a copy, not the same storage
        kept?.withUnsafeContext { cr in
            cairo_set_source_rgba(cr, 1, 1, 1, 1)
            cairo_paint(cr)
        }
        let unchanged = drawn.bytes == before
        #expect(unchanged)
        #expect(drawn.bytes.contains { $0 != 255 })
    }

    @Test func aThrowingDrawLeavesNoBitmap() {
        #expect(throws: WidgetRenderError.self) {
            _ = try CairoSurface.drawBitmap(width: 20, height: 20) { _ in throw WidgetRenderError("stop") }
        }
    }
}
