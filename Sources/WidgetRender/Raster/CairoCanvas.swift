internal import CWidgetRender
import Foundation
import WidgetCore

/// An owned Cairo drawing context on a ``CairoSurface``.
final class CairoCanvas {
    private let context: OpaquePointer

    /// The surface drawn on (kept alive with the context).
    let surface: CairoSurface

    /// Creates a context drawing on `surface`.
    ///
    /// - Throws: ``WidgetRenderError`` when Cairo cannot create it.
    init(surface: CairoSurface) throws {
        guard let context = surface.withUnsafeSurface({ cairo_create($0) }) else {
            throw WidgetRenderError("cannot create a Cairo context; free some memory and try again")
        }
        self.context = context
        self.surface = surface
        try checkStatus("creating a Cairo context")
    }

    deinit {
        cairo_destroy(context)
    }

    /// Lends the `cairo_t` to `body`; the pointer must not escape it.
    func withUnsafeContext<R>(_ body: (OpaquePointer) throws -> R) rethrows -> R {
        try body(context)
    }

    /// Throws when the context is in an error state (Cairo then ignores all drawing).
    ///
    /// - Parameter activity: What was being done, for the message.
    func checkStatus(_ activity: @autoclosure () -> String) throws {
        let status = cairo_status(context)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw WidgetRenderError(
                "Cairo failed while \(activity()): \(CairoSurface.describe(status)); "
                    + "check the display list for invalid geometry or sizes"
            )
        }
    }

    /// Device pixels per point, as set by ``scale(by:)``.
    private(set) var deviceScale: CGFloat = 1

    /// The widest stroke drawn on this canvas, in points (see ``DisplayLimits``).
    var maximumStrokeWidth: CGFloat {
        DisplayLimits.maximumStrokeWidth(canvas: CGSize(width: CGFloat(surface.width) / deviceScale, height: CGFloat(surface.height) / deviceScale))
    }

    /// Scales user space (points) to device space (pixels).
    func scale(by factor: CGFloat) {
        cairo_scale(context, Double(factor), Double(factor))
        deviceScale *= factor
    }

    /// Saves the graphics state (clip, source, line settings).
    func save() { cairo_save(context) }

    /// Restores the graphics state saved by the matching ``save()``.
    func restore() { cairo_restore(context) }

    /// Fills the current path with the current source.
    func fill(rule: FillRule) {
        cairo_set_fill_rule(context, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        if fillThroughImageSource() { return }
        cairo_fill(context)
    }

    /// Intersects the clip with the current path (non-zero winding).
    func clip() {
        cairo_set_fill_rule(context, CAIRO_FILL_RULE_WINDING)
        cairo_clip(context)
    }

    /// Starts drawing into a transparency group.
    func beginGroup() { cairo_push_group(context) }

    /// Ends the innermost group and composites it with `opacity`.
    func endGroup(opacity: Double) {
        cairo_pop_group_to_source(context)
        cairo_paint_with_alpha(context, opacity.isFinite ? min(max(opacity, 0), 1) : 1)
    }
}
