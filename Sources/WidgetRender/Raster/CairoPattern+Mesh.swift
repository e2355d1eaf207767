internal import CWidgetRender
import Foundation
import WidgetCore

extension CairoPattern {
    /// Creates the Cairo pattern of an angular, elliptical or mesh gradient over `bounds`.
    ///
    /// - Throws: ``WidgetRenderError`` when Cairo cannot create the pattern.
    convenience init(_ gradient: GradientPattern, over bounds: CGRect) throws {
        switch gradient {
        case .angular(let stops, let center, let a0, let a1):
            try self.init(CairoPattern.angularMesh(stops, center: center.point(in: bounds), radius: CairoPattern.reach(of: bounds, from: center.point(in: bounds)), from: a0, to: a1), stops: [])
        case .elliptical(let stops, let center, let r0, let r1):
            try self.init(cairo_pattern_create_radial(0, 0, Double(r0), 0, 0, Double(r1)), stops: stops)
            let c = center.point(in: bounds)
            let w = max(Double(bounds.width), 1e-6)
            let h = max(Double(bounds.height), 1e-6)
            var m = cairo_matrix_t(xx: 1 / w, yx: 0, xy: 0, yy: 1 / h, x0: -Double(c.x) / w, y0: -Double(c.y) / h)
            withUnsafePattern { cairo_pattern_set_matrix($0, &m) }
        case .mesh(let width, let height, let points, let colors, let background):
            try self.init(CairoPattern.gridMesh(width: width, height: height, points: points.map { $0.point(in: bounds) }, colors: colors, background: background, bounds: bounds), stops: [])
        }
    }

    /// The farthest corner of `bounds` from `center`, plus a margin: how long the fan's rays are.
    private static func reach(of bounds: CGRect, from center: CGPoint) -> Double {
        let corners = [CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY), CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY)]
        return corners.map { Double(hypot($0.x - center.x, $0.y - center.y)) }.max().map { $0 * 1.5 + 1 } ?? 1
    }

    /// A fan of thin patches around `center`, each coloured by its angle's place in the sweep.
    private static func angularMesh(_ stops: [GradientStop], center c: CGPoint, radius r: Double, from a0: Double, to a1: Double) -> OpaquePointer? {
        guard let mesh = cairo_pattern_create_mesh() else { return nil }
        let sweep = a1 - a0
        let slices = AngularGradient.slicesPerTurn
        let cx = Double(c.x)
        let cy = Double(c.y)
        for i in 0..<slices {
            // Slices cover the whole turn from the start angle; angles past the sweep take the end colours.
            let t0 = Double(i) / Double(slices)
            let t1 = Double(i + 1) / Double(slices)
            let th0 = a0 + t0 * 2 * .pi * (sweep >= 0 ? 1 : -1)
            let th1 = a0 + t1 * 2 * .pi * (sweep >= 0 ? 1 : -1)
            func color(_ th: Double) -> RGBA {
                let f = sweep != 0 ? (th - a0) / sweep : 0
                return GradientStop.color(at: min(max(f, 0), 1), in: stops)
            }
            let ca = color(th0)
            let cb = color(th1)
            cairo_mesh_pattern_begin_patch(mesh)
            cairo_mesh_pattern_move_to(mesh, cx, cy)
            cairo_mesh_pattern_line_to(mesh, cx + r * cos(th0), cy + r * sin(th0))
            cairo_mesh_pattern_line_to(mesh, cx + r * cos(th1), cy + r * sin(th1))
            cairo_mesh_pattern_line_to(mesh, cx, cy)
            for (corner, col) in [(0, ca), (1, ca), (2, cb), (3, cb)] {
                cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(corner), col.red, col.green, col.blue, col.alpha)
            }
            cairo_mesh_pattern_end_patch(mesh)
        }
        return mesh
    }

    /// One patch per grid cell over a background patch covering `bounds`.
    private static func gridMesh(width: Int, height: Int, points: [CGPoint], colors: [RGBA], background: RGBA, bounds: CGRect) -> OpaquePointer? {
        guard let mesh = cairo_pattern_create_mesh() else { return nil }
        func patch(_ corners: [(CGPoint, RGBA)]) {
            cairo_mesh_pattern_begin_patch(mesh)
            cairo_mesh_pattern_move_to(mesh, Double(corners[0].0.x), Double(corners[0].0.y))
            for k in 1..<4 { cairo_mesh_pattern_line_to(mesh, Double(corners[k].0.x), Double(corners[k].0.y)) }
            for (k, corner) in corners.enumerated() {
                let col = corner.1
                cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(k), col.red, col.green, col.blue, col.alpha)
            }
            cairo_mesh_pattern_end_patch(mesh)
        }
        if background.alpha > 0 {
            let b = bounds
            patch([(CGPoint(x: b.minX, y: b.minY), background), (CGPoint(x: b.maxX, y: b.minY), background), (CGPoint(x: b.maxX, y: b.maxY), background), (CGPoint(x: b.minX, y: b.maxY), background)])
        }
        for row in 0..<(height - 1) {
            for col in 0..<(width - 1) {
                let i = row * width + col
                let ids = [i, i + 1, i + width + 1, i + width]
                patch(ids.map { (points[$0], colors[$0]) })
            }
        }
        return mesh
    }
}
