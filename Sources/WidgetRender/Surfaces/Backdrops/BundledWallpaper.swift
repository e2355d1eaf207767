import Foundation
import WidgetCore

/// The bundled wallpapers, drawn procedurally: smooth gradient art from plain arithmetic (no
/// transcendental functions), so the same bytes come out on every machine.
enum BundledWallpaper {
    /// The size they are drawn at (portrait, like a phone screen); backdrops are blurred, so
    /// more detail would not show.
    static let width = 72
    static let height = 156

    /// Straight-alpha RGBA pixels of the wallpaper `name`, or `nil` for an unknown name.
    static func pixels(named name: String) -> [UInt8]? {
        let paint: (Double, Double) -> (Double, Double, Double)
        switch name {
        case "dusk": paint = dusk
        case "aurora": paint = aurora
        case "dune": paint = dune
        default: return nil
        }
        var out = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let (r, g, b) = paint((Double(x) + 0.5) / Double(width), (Double(y) + 0.5) / Double(height))
                let i = (y * width + x) * 4
                out[i] = byte(r)
                out[i + 1] = byte(g)
                out[i + 2] = byte(b)
            }
        }
        return out
    }

    private static func byte(_ v: Double) -> UInt8 { UInt8((min(max(v, 0), 1) * 255).rounded()) }

    /// A soft round glow: 1 at the centre, falling off with the squared distance.
    private static func glow(_ x: Double, _ y: Double, _ cx: Double, _ cy: Double, _ k: Double) -> Double {
        let d2 = (x - cx) * (x - cx) + (y - cy) * (y - cy)
        return 1 / (1 + d2 * k)
    }

    private static func ramp(_ stops: [(Double, (Double, Double, Double))], _ t: Double) -> (Double, Double, Double) {
        var previous = stops[0]
        for stop in stops.dropFirst() {
            if t <= stop.0 {
                let f = (t - previous.0) / max(stop.0 - previous.0, 1e-9)
                return (previous.1.0 + (stop.1.0 - previous.1.0) * f, previous.1.1 + (stop.1.1 - previous.1.1) * f, previous.1.2 + (stop.1.2 - previous.1.2) * f)
            }
            previous = stop
        }
        return previous.1
    }

    private static func add(_ c: (Double, Double, Double), _ glow: (Double, Double, Double), _ w: Double) -> (Double, Double, Double) {
        (c.0 + (glow.0 - c.0) * w, c.1 + (glow.1 - c.1) * w, c.2 + (glow.2 - c.2) * w)
    }

    /// Deep blue at the top, violet, a warm glow near the bottom.
    static func dusk(_ x: Double, _ y: Double) -> (Double, Double, Double) {
        var c = ramp([(0, (0.07, 0.11, 0.32)), (0.55, (0.36, 0.22, 0.58)), (1, (0.86, 0.45, 0.40))], y)
        c = add(c, (0.98, 0.66, 0.42), 0.8 * glow(x, y, 0.7, 0.82, 18))
        c = add(c, (0.20, 0.36, 0.80), 0.6 * glow(x, y, 0.15, 0.25, 10))
        return c
    }

    /// A dark sea with teal and green bands of light.
    static func aurora(_ x: Double, _ y: Double) -> (Double, Double, Double) {
        var c = ramp([(0, (0.02, 0.07, 0.12)), (1, (0.03, 0.16, 0.22))], y)
        let band1 = 0.35 + 0.25 * x - 0.3 * x * x
        let band2 = 0.55 - 0.2 * x + 0.25 * x * x
        c = add(c, (0.16, 0.78, 0.62), 0.75 / (1 + (y - band1) * (y - band1) * 400))
        c = add(c, (0.20, 0.56, 0.86), 0.6 / (1 + (y - band2) * (y - band2) * 260))
        return c
    }

    /// Warm sand to coral, light.
    static func dune(_ x: Double, _ y: Double) -> (Double, Double, Double) {
        var c = ramp([(0, (0.97, 0.88, 0.74)), (1, (0.95, 0.62, 0.50))], y)
        c = add(c, (1, 0.97, 0.90), 0.7 * glow(x, y, 0.3, 0.3, 12))
        return c
    }
}
