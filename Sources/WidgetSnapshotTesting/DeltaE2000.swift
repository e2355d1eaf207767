import Foundation

/// The CIE ΔE2000 colour difference, computed on the CPU (no Metal, no GPU: the same numbers
/// on every machine).
///
/// Colours are 8-bit sRGB, converted to CIELAB under the D65 white point. For premultiplied
/// RGBA pixels, ``premultipliedDifference(_:_:at:)`` compares the pixels composited over white
/// and over black and returns the larger difference, so that a change of transparency counts.
///
/// ```swift
/// DeltaE2000.difference(DeltaE2000.lab(255, 0, 0), DeltaE2000.lab(255, 0, 0))   // 0
/// DeltaE2000.difference(DeltaE2000.lab(0, 0, 0), DeltaE2000.lab(255, 255, 255))  // 100
/// ```
enum DeltaE2000 {
    /// A CIELAB colour.
    struct Lab: Equatable {
        var l: Double, a: Double, b: Double
    }

    /// sRGB channel byte → linear light, for every byte.
    private static let linear: [Double] = (0...255).map { byte in
        let c = Double(byte) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// The CIELAB colour of an 8-bit sRGB colour (D65).
    static func lab(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> Lab {
        let r = linear[Int(red)]
        let g = linear[Int(green)]
        let b = linear[Int(blue)]
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        let fx = f(x)
        let fy = f(y)
        let fz = f(z)
        return Lab(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    /// The larger ΔE2000 of the premultiplied RGBA pixels at byte offset `i`, composited over
    /// white and over black.
    static func premultipliedDifference(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, at i: Int) -> Double {
        // Premultiplied bytes are the pixel over black; over white adds 255 − alpha.
        func overWhite(_ p: UnsafeBufferPointer<UInt8>, _ c: Int) -> UInt8 {
            UInt8(min(Int(p[c]) + 255 - Int(p[i + 3]), 255))
        }
        let overBlack = difference(lab(a[i], a[i + 1], a[i + 2]), lab(b[i], b[i + 1], b[i + 2]))
        let white = difference(
            lab(overWhite(a, i), overWhite(a, i + 1), overWhite(a, i + 2)),
            lab(overWhite(b, i), overWhite(b, i + 1), overWhite(b, i + 2))
        )
        return max(overBlack, white)
    }

    /// ΔE2000 between two CIELAB colours (Sharma, Wu and Dalal's formulation, kL = kC = kH = 1).
    static func difference(_ x: Lab, _ y: Lab) -> Double {
        let c1 = (x.a * x.a + x.b * x.b).squareRoot()
        let c2 = (y.a * y.a + y.b * y.b).squareRoot()
        let cMean7 = pow((c1 + c2) / 2, 7)
        let g = 0.5 * (1 - (cMean7 / (cMean7 + pow(25, 7))).squareRoot())
        let a1 = (1 + g) * x.a
        let a2 = (1 + g) * y.a
        let c1p = (a1 * a1 + x.b * x.b).squareRoot()
        let c2p = (a2 * a2 + y.b * y.b).squareRoot()
        let h1 = hueAngle(x.b, a1)
        let h2 = hueAngle(y.b, a2)
        let dL = y.l - x.l
        let dC = c2p - c1p
        var dh = 0.0
        if c1p * c2p != 0 {
            dh = h2 - h1
            if dh > 180 { dh -= 360 } else if dh < -180 { dh += 360 }
        }
        let dH = 2 * (c1p * c2p).squareRoot() * sin(radians(dh / 2))
        let lMean = (x.l + y.l) / 2
        let cMean = (c1p + c2p) / 2
        var hMean = h1 + h2
        if c1p * c2p != 0 {
            if abs(h1 - h2) > 180 { hMean += hMean < 360 ? 360 : -360 }
            hMean /= 2
        }
        let t =
            1 - 0.17 * cos(radians(hMean - 30)) + 0.24 * cos(radians(2 * hMean))
            + 0.32 * cos(radians(3 * hMean + 6)) - 0.20 * cos(radians(4 * hMean - 63))
        let dTheta = 30 * exp(-pow((hMean - 275) / 25, 2))
        let cMeanP7 = pow(cMean, 7)
        let rc = 2 * (cMeanP7 / (cMeanP7 + pow(25, 7))).squareRoot()
        let lShift = pow(lMean - 50, 2)
        let sl = 1 + 0.015 * lShift / (20 + lShift).squareRoot()
        let sc = 1 + 0.045 * cMean
        let sh = 1 + 0.015 * cMean * t
        let rt = -sin(radians(2 * dTheta)) * rc
        let terms = pow(dL / sl, 2) + pow(dC / sc, 2) + pow(dH / sh, 2) + rt * (dC / sc) * (dH / sh)
        return max(terms, 0).squareRoot()
    }

    private static func hueAngle(_ b: Double, _ a: Double) -> Double {
        if a == 0, b == 0 { return 0 }
        let h = atan2(b, a) * 180 / .pi
        return h < 0 ? h + 360 : h
    }

    private static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
}
