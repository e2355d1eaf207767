import Foundation

/// What an effect scope (``DisplayItem/Operation/beginEffect(_:)`` … ``DisplayItem/Operation/endEffect``)
/// does to the items inside it.
package enum RenderEffect: Sendable, Hashable {
    /// The items are drawn through an affine transform (rotation, scale, 3D projection).
    case transform(EffectTransform)
    /// The items are drawn into a group whose straight-alpha colours go through a matrix
    /// (saturation, brightness, contrast, grayscale, colour inversion, hue rotation).
    case colorMatrix(ColorMatrix)
    /// The items are drawn into a group blurred with a Gaussian of standard deviation `sigma` points.
    case blur(sigma: CGFloat)
    /// The items are drawn with a shadow beneath: their alpha, blurred (`sigma` points), moved
    /// by `offset` and filled with `color`.
    case shadow(color: RGBA, sigma: CGFloat, offset: CGSize)
    /// The items are drawn into a group composited onto what is below with a blend mode.
    case blend(BlendMode)
    /// Text inside is drawn as rounded placeholder bars, one per laid-out line, in the text's
    /// colour at `RedactionStyle/barOpacity` (`redacted(reason: .placeholder)`).
    case redactText
    /// Ends redaction for the items inside (`unredacted()`).
    case unredact

    /// The effect's words in ``DisplayList/dump()``.
    package var dumpDescription: String {
        func f(_ v: CGFloat) -> String { LayoutDump.format(v) }
        switch self {
        case .transform(let t):
            return "transform [\(f(t.a)) \(f(t.b)) \(f(t.c)) \(f(t.d)) \(f(t.tx)) \(f(t.ty))]"
        case .colorMatrix(let m): return "colorMatrix \(m.name)"
        case .blur(let s): return "blur sigma \(f(s))"
        case .shadow(let c, let s, let o): return "shadow \(c) sigma \(f(s)) offset (\(f(o.width)), \(f(o.height)))"
        case .blend(let mode): return "blend \(mode)"
        case .redactText: return "redactText"
        case .unredact: return "unredact"
        }
    }
}

/// A 4 × 5 colour matrix over straight-alpha RGBA in 0…1, as `feColorMatrix`:
/// `r' = m[0]·r + m[1]·g + m[2]·b + m[3]·a + m[4]`, and so on for g, b, a.
package struct ColorMatrix: Sendable, Hashable {
    /// The 20 coefficients, row by row.
    package var m: [Double]
    /// A short description for dumps (`saturation(0.5)`).
    package var name: String

    package init(_ m: [Double], name: String) {
        self.m = m
        self.name = name
    }

    /// Rec. 709 luminance weights, as `luminanceToAlpha` and OpenSwiftUI's colour matrices use.
    static let luma = (r: 0.2126, g: 0.7152, b: 0.0722)

    /// `saturation(s)`: 0 grey, 1 unchanged, above 1 more saturated.
    package static func saturation(_ s: Double) -> ColorMatrix {
        let (lr, lg, lb) = luma
        return ColorMatrix(
            [
                lr + (1 - lr) * s, lg - lg * s, lb - lb * s, 0, 0,
                lr - lr * s, lg + (1 - lg) * s, lb - lb * s, 0, 0,
                lr - lr * s, lg - lg * s, lb + (1 - lb) * s, 0, 0,
                0, 0, 0, 1, 0,
            ], name: "saturation(\(LayoutDump.format(s)))")
    }

    /// `brightness(b)`: `b` added to each colour component (1 makes white).
    package static func brightness(_ b: Double) -> ColorMatrix {
        ColorMatrix([1, 0, 0, 0, b, 0, 1, 0, 0, b, 0, 0, 1, 0, b, 0, 0, 0, 1, 0], name: "brightness(\(LayoutDump.format(b)))")
    }

    /// `contrast(k)`: components pushed from mid-grey by `k` (0 all grey, 1 unchanged, negative inverts).
    package static func contrast(_ k: Double) -> ColorMatrix {
        let t = 0.5 * (1 - k)
        return ColorMatrix([k, 0, 0, 0, t, 0, k, 0, 0, t, 0, 0, k, 0, t, 0, 0, 0, 1, 0], name: "contrast(\(LayoutDump.format(k)))")
    }

    /// `colorInvert()`: each colour component `c` becomes `1 − c`.
    package static let invert = ColorMatrix([-1, 0, 0, 0, 1, 0, -1, 0, 0, 1, 0, 0, -1, 0, 1, 0, 0, 0, 1, 0], name: "invert")

    /// `hueRotation(θ)`: the SVG `hueRotate` matrix.
    package static func hueRotation(_ radians: Double) -> ColorMatrix {
        let c = cos(radians)
        let s = sin(radians)
        return ColorMatrix(
            [
                0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0, 0,
                0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0, 0,
                0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0, 0,
                0, 0, 0, 1, 0,
            ], name: "hueRotation(\(LayoutDump.format(radians * 180 / .pi))°)")
    }

    /// The colour through the matrix, clamped to 0…1.
    package func apply(_ c: RGBA) -> RGBA {
        let v = [c.red, c.green, c.blue, c.alpha]
        func row(_ i: Int) -> Double { m[i * 5] * v[0] + m[i * 5 + 1] * v[1] + m[i * 5 + 2] * v[2] + m[i * 5 + 3] * v[3] + m[i * 5 + 4] }
        return RGBA(red: row(0), green: row(1), blue: row(2), alpha: row(3))
    }
}

/// How a view's colours combine with what is beneath it, as SwiftUI's `BlendMode`.
public enum BlendMode: String, Sendable, Hashable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}
