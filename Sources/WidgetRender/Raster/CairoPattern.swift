internal import CWidgetRender
import Foundation
import WidgetCore

/// An owned Cairo gradient pattern.
final class CairoPattern {
    private let pattern: OpaquePointer

    /// Creates a linear gradient from `start` to `end` (user-space points), padded beyond them.
    ///
    /// - Throws: ``WidgetRenderError`` when Cairo cannot create the pattern.
    convenience init(linearFrom start: CGPoint, to end: CGPoint, stops: [GradientStop]) throws {
        try self.init(cairo_pattern_create_linear(start.x, start.y, end.x, end.y), stops: stops)
    }

    /// Creates a radial gradient around `center` from `startRadius` to `endRadius`, padded
    /// beyond them.
    ///
    /// - Throws: ``WidgetRenderError`` when Cairo cannot create the pattern.
    convenience init(radialAround center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, stops: [GradientStop]) throws {
        let r0 = startRadius.isFinite ? max(startRadius, 0) : 0
        let r1 = endRadius.isFinite ? max(endRadius, 0) : 0
        try self.init(cairo_pattern_create_radial(center.x, center.y, r0, center.x, center.y, r1), stops: stops)
    }

    init(_ created: OpaquePointer?, stops: [GradientStop]) throws {
        guard let pattern = created else {
            throw WidgetRenderError("cannot create a Cairo gradient; free some memory and try again")
        }
        self.pattern = pattern
        let status = cairo_pattern_status(pattern)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw WidgetRenderError(
                "cannot create a Cairo gradient: \(CairoSurface.describe(status)); "
                    + "check the gradient's points and radii are finite"
            )
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        for stop in stops {
            let location = stop.location.isFinite ? min(max(stop.location, 0), 1) : 0
            let c = stop.color
            cairo_pattern_add_color_stop_rgba(pattern, location, c.red, c.green, c.blue, c.alpha)
        }
    }

    deinit {
        cairo_pattern_destroy(pattern)
    }

    /// Lends the `cairo_pattern_t` to `body`; the pointer must not escape it.
    func withUnsafePattern<R>(_ body: (OpaquePointer) throws -> R) rethrows -> R {
        try body(pattern)
    }
}
