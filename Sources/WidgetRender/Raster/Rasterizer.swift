import Foundation
import WidgetCore

/// Draws a ``DisplayList`` into a ``Bitmap`` with Cairo.
///
/// The canvas is `round(size × scale)` pixels, transparent where nothing is drawn; user space
/// is points, scaled by the list's scale. Items are replayed back to front: fills and strokes
/// (solid colours, linear and radial gradients over each item's bounds), clips, transparency
/// groups, masks, images and text (through the same ``TextEngine`` that measured it), in
/// one or more ``RasterPass``es.
///
/// ```swift
/// let list = DisplayList(size: CGSize(width: 2, height: 1), scale: 1, items: [
///     DisplayItem(.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)),
///                       style: .color(RGBA(red: 1, green: 0, blue: 0)),
///                       bounds: .zero, rule: .nonZero)),
/// ])
/// let bitmap = try Rasterizer.render(list)
/// bitmap.pixel(x: 0, y: 0)   // rgba(255, 0, 0, 255)
/// bitmap.pixel(x: 1, y: 0)   // rgba(0, 0, 0, 0)
/// ```
package enum Rasterizer {
    /// Renders `list` with a text engine from `pool`.
    ///
    /// - Throws: ``WidgetRenderError`` for an empty or oversized canvas, missing fonts or a
    ///   Cairo failure.
    package static func render(_ list: DisplayList, pool: TextEnginePool = .shared) throws -> Bitmap {
        try pool.withEngine { try render(list, textEngine: $0) }
    }

    /// Renders `list` with `passes` (full colour by default), drawing text with `textEngine`.
    ///
    /// - Throws: ``WidgetRenderError`` for a malformed list (an unbalanced clip, group or mask;
    ///   a non-finite frame), an empty or oversized canvas or a Cairo failure.
    package static func render(_ list: DisplayList, textEngine: TextEngine, passes: [any RasterPass] = [FullColorPass()]) throws -> Bitmap {
        try renderReporting(list, textEngine: textEngine, passes: passes).bitmap
    }

    /// Renders `list` with `passes`, as ``render(_:textEngine:passes:)``, and returns what
    /// the passes found beside the pixels.
    ///
    /// - Throws: What ``render(_:textEngine:passes:)`` throws.
    package static func renderReporting(_ list: DisplayList, textEngine: TextEngine, passes: [any RasterPass]) throws -> (bitmap: Bitmap, findings: PassFindings) {
        let problems = list.invariantViolations()
        guard problems.isEmpty else {
            throw WidgetRenderError("the display list is malformed: \(problems.prefix(3).joined(separator: "; ")); this is a bug in the painter that made it")
        }
        let size = try CanvasSize(list)
        var findings = PassFindings()
        let bitmap = try CairoSurface.drawBitmap(width: size.width, height: size.height) { surface in
            let canvas = try CairoCanvas(surface: surface)
            canvas.scale(by: list.scale)
            let context = RasterPassContext(canvas: canvas, visibleRect: CGRect(origin: .zero, size: list.size), textEngine: textEngine)
            for pass in passes {
                findings.merge(try pass.draw(list, in: context))
            }
            try canvas.checkStatus("finishing the display list")
        }
        return (bitmap, findings)
    }
}
