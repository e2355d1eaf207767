import Foundation
import WidgetCore

/// The vibrant mode's formula and constants: how a content pixel lights the Lock Screen
/// material over the backdrop.
///
/// The formula, a **plus-lighter material model** (the project's choice, **A**):
///
/// ```
/// s   = α · (darkFloor + (1 − darkFloor) · L)      L: Rec. 709 luminance of the content (0…1)
/// out = B + s · brightening · (P − B)              B: backdrop, P: the material's light
/// ```
///
/// `P` is white, or the Lock Screen tint lightened toward white, or the StandBy night red
/// (then `B` is black). Why this model rather than OpenSwiftUI's colour matrix (out = 0.5 ·
/// backdrop + a bias per colour): that matrix is tuned per system colour, while widgets here
/// arrive as arbitrary pixels; the plus-lighter model has the three properties Apple does
/// document: it never darkens the backdrop, a brighter or more opaque pixel lights it more
/// (light greys come out nearly opaque and bright, black still "slightly brightens"), and a
/// transparent pixel passes the wallpaper through untouched.
struct VibrantStyle: Equatable {
    /// The light the material moves toward.
    var light: RGBA
    /// Whether the backdrop is black (StandBy at night) instead of the wallpaper.
    var blackBackdrop: Bool

    /// The share of the material an opaque black pixel still shows.
    static let darkFloor = 0.15
    /// How far an opaque white pixel moves the backdrop toward the light.
    static let brightening = 0.9
    /// How much of the Lock Screen tint the light takes.
    static let tintStrength = 0.55
    /// StandBy at night: the monochromatic red.
    static let nightRed = RGBA(hex: 0xFF2A1A)
    /// How much an `AccessoryWidgetBackground` plate darkens the backdrop it blurs.
    static let plateDarkening = 0.45
    /// The plate's "full blur", in points.
    static let plateBlur: CGFloat = 30

    /// The style for `context`.
    static func resolve(_ context: WidgetContext) -> VibrantStyle {
        if context.standByNight { return VibrantStyle(light: nightRed, blackBackdrop: true) }
        var env = context.environment(now: WidgetContext.referenceDate)
        env.colorScheme = .dark
        let white = RGBA(red: 1, green: 1, blue: 1)
        // The iPad Lock Screen is "monochromatic without a tint colour" (D, HIG).
        guard !context.ignoresLockScreenTint, let tint = context.lockScreenTint?.resolve(in: env) else { return VibrantStyle(light: white, blackBackdrop: false) }
        return VibrantStyle(light: white.mixed(toward: tint, by: tintStrength), blackBackdrop: false)
    }

    /// The material strength of a content pixel: its alpha and luminance (both 0…1).
    static func strength(alpha: Double, luminance: Double) -> Double {
        alpha * (darkFloor + (1 - darkFloor) * luminance)
    }

    /// One output channel for a backdrop channel `b`, light channel `p` and strength `s`.
    @inline(__always)
    static func composite(backdrop b: Double, light p: Double, strength s: Double) -> Double {
        b + s * brightening * (p - b)
    }
}
