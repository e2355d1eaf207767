import Foundation

/// Converts colour components to the sRGB values the renderer draws with.
///
/// Display P3 colours are converted exactly (P3 → linear → XYZ-D65 → linear sRGB → sRGB) and
/// clipped to the sRGB gamut, since the output PNGs are sRGB; linear sRGB is gamma-encoded.
enum ColorSpaceConversion {
    static func sRGB(_ space: Color.RGBColorSpace, _ r: Double, _ g: Double, _ b: Double, alpha: Double) -> RGBA {
        switch space {
        case .sRGB:
            return RGBA(red: r, green: g, blue: b, alpha: alpha)
        case .sRGBLinear:
            return RGBA(red: encode(r), green: encode(g), blue: encode(b), alpha: alpha)
        case .displayP3:
            // Display P3 uses the sRGB transfer function; only the primaries differ.
            let (lr, lg, lb) = (decode(r), decode(g), decode(b))
            let m = p3ToSRGB
            return RGBA(
                red: encode(m[0] * lr + m[1] * lg + m[2] * lb),
                green: encode(m[3] * lr + m[4] * lg + m[5] * lb),
                blue: encode(m[6] * lr + m[7] * lg + m[8] * lb),
                alpha: alpha
            )
        }
    }

    /// Linear Display P3 → linear sRGB (both D65), row-major; computed from the two sets of
    /// primaries, rows sum to 1 so greys stay grey.
    static let p3ToSRGB: [Double] = [
        1.2249401762, -0.2249401762, 0,
        -0.0420569547, 1.0420569547, 0,
        -0.0196375546, -0.0786360456, 1.0982736002,
    ]

    /// The sRGB transfer function: linear → encoded.
    static func encode(_ v: Double) -> Double {
        guard v.isFinite else { return 0 }
        let c = min(max(v, 0), 1)
        return c <= 0.0031308 ? 12.92 * c : 1.055 * pow(c, 1 / 2.4) - 0.055
    }

    /// The inverse sRGB transfer function: encoded → linear.
    static func decode(_ v: Double) -> Double {
        guard v.isFinite else { return 0 }
        let c = min(max(v, 0), 1)
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
}
