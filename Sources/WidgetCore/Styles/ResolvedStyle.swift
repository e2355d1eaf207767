import Foundation

/// A shape style reduced to concrete sRGB values for one environment.
public enum ResolvedStyle: Sendable, Hashable {
    /// A solid colour.
    case color(RGBA)
    /// A linear gradient between two unit points of the item's bounds.
    case linearGradient([GradientStop], start: UnitPoint, end: UnitPoint)
    /// A radial gradient around a unit point of the item's bounds, radii in points.
    case radialGradient([GradientStop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
    /// An angular, elliptical or mesh gradient over the item's bounds.
    case pattern(GradientPattern)

    /// The style with its alpha multiplied by `opacity`.
    public func multiplyingOpacity(_ opacity: Double) -> ResolvedStyle {
        switch self {
        case .color(let c):
            return .color(c.multiplyingOpacity(opacity))
        case .linearGradient(let stops, let s, let e):
            return .linearGradient(stops.map { $0.multiplyingOpacity(opacity) }, start: s, end: e)
        case .radialGradient(let stops, let c, let r0, let r1):
            return .radialGradient(stops.map { $0.multiplyingOpacity(opacity) }, center: c, startRadius: r0, endRadius: r1)
        case .pattern(let p):
            return .pattern(p.multiplyingOpacity(opacity))
        }
    }
}

/// A colour stop of a resolved gradient.
public struct GradientStop: Sendable, Hashable {
    /// The colour at the stop.
    public var color: RGBA
    /// The stop's position along the gradient, 0…1.
    public var location: Double

    /// Creates a stop.
    public init(color: RGBA, location: Double) {
        self.color = color
        self.location = location
    }

    func multiplyingOpacity(_ opacity: Double) -> GradientStop {
        GradientStop(color: color.multiplyingOpacity(opacity), location: location)
    }
}

/// An sRGB colour with straight (not premultiplied) alpha, components in 0…1.
public struct RGBA: Sendable, Hashable, CustomStringConvertible {
    /// The red component, 0…1.
    public var red: Double
    /// The green component, 0…1.
    public var green: Double
    /// The blue component, 0…1.
    public var blue: Double
    /// The opacity, 0…1.
    public var alpha: Double

    /// Creates a colour; components are clamped to 0…1 and NaN becomes 0.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = RGBA.clamp(red)
        self.green = RGBA.clamp(green)
        self.blue = RGBA.clamp(blue)
        self.alpha = RGBA.clamp(alpha)
    }

    /// Creates a colour from 0…255 components and a 0…1 alpha.
    public init(r255 r: Int, g: Int, b: Int, alpha: Double = 1) {
        self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: alpha)
    }

    /// Creates a colour from `0xRRGGBB`.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(r255: Int((hex >> 16) & 0xFF), g: Int((hex >> 8) & 0xFF), b: Int(hex & 0xFF), alpha: alpha)
    }

    /// The colour with its alpha multiplied by `opacity`.
    public func multiplyingOpacity(_ opacity: Double) -> RGBA {
        RGBA(red: red, green: green, blue: blue, alpha: alpha * opacity)
    }

    /// `#RRGGBB`, followed by `@` and the alpha when not opaque (e.g. `#FF3B30@0.5`).
    public var description: String {
        func byte(_ v: Double) -> String {
            let s = String(Int((v * 255).rounded()), radix: 16, uppercase: true)
            return s.count == 1 ? "0" + s : s
        }
        let base = "#" + byte(red) + byte(green) + byte(blue)
        return alpha >= 1 ? base : base + String(format: "@%.3g", alpha)
    }

    private static func clamp(_ v: Double) -> Double {
        v.isNaN ? 0 : min(max(v, 0), 1)
    }
}
