import Foundation
import WidgetCore

/// The colours of the accented Home Screen for one context: what each group's alpha mask is
/// filled with and how the backdrop is tinted (the watch face's are ``WatchFaceSurface``'s).
///
/// Apple publishes none of these values (**A**); they are named here, in one place, and chosen
/// by eye against screenshots of tinted and clear Home Screens:
///
/// | system | accent group | default group | backdrop |
/// |---|---|---|---|
/// | iOS 18 tinted | the tint, lightened | neutral white at 55 % (or the tint when nothing is accented) | blurred wallpaper under the tint, darkened |
/// | iOS 26 tinted | white | white at 72 % (white when nothing is accented) | blurred wallpaper under a tint glass |
/// | iOS 26 clear | white | white at 72 % (white when nothing is accented) | blurred wallpaper dimmed (dark) or lifted (light) |
///
/// On iOS 26 the backdrop is Liquid Glass: ``GlassMaterial`` adds its lens and rim.
struct AccentedStyle: Equatable {
    /// What the accent group's mask is filled with.
    var accent: RGBA
    /// What the default group's mask is filled with.
    var defaultGroup: RGBA
    /// The veil laid over the blurred wallpaper (its alpha is the veil's strength).
    var veil: RGBA

    /// The iOS 18 default tint: a warm amber, near the system's first tint swatch.
    static let defaultTint18 = RGBA(hex: 0xE9B44C)
    /// The iOS 26 default tint: the iOS 26 system blue.
    static let defaultTint26 = RGBA(hex: 0x0088FF)

    /// iOS 18: how much white the accent group's tint is mixed with (the system draws the
    /// tint lighter than the swatch).
    static let tint18Lightening = 0.35
    /// iOS 18: the dimmer neutral of the default group when some view is accented.
    static let default18 = RGBA(red: 1, green: 1, blue: 1, alpha: 0.55)
    /// iOS 18: the backdrop's brightness under the tint, dark and light appearances.
    static let tint18BackdropDark = 0.22
    static let tint18BackdropLight = 0.36
    /// iOS 18: the strength of the darkened tint over the wallpaper.
    static let tint18VeilAlpha = 0.86
    /// iOS 26: the default group's white when some view is accented (the accented views
    /// are then the primary ones). With nothing accented the default group is the primary
    /// content and iOS tints it white, as the accent group.
    static let default26 = RGBA(red: 1, green: 1, blue: 1, alpha: 0.72)
    /// iOS 26 tinted: the tint glass's brightness (dark, light) and strength.
    static let tint26BackdropDark = 0.38
    static let tint26BackdropLight = 0.55
    static let tint26VeilAlpha = 0.72
    /// iOS 26 clear dark: the glass dims what is behind it, toward black by 32 % (the
    /// material "adapts": darker in the dark appearance, so white content keeps its contrast).
    static let clearDarkVeil = RGBA(red: 0, green: 0, blue: 0, alpha: 0.32)
    /// iOS 26 clear light: the glass lifts what is behind it, toward white by 2 %. Derived:
    /// the light clear glass is "a little brighter than what is behind" (+3 levels over mid
    /// grey), and clear glass needs its dimming to keep white content legible, so the lift
    /// is the largest that keeps the gallery's secondary text at WCAG's 3:1 (12 % took it
    /// to 2.8:1).
    static let clearLightVeil = RGBA(red: 1, green: 1, blue: 1, alpha: 0.02)

    /// The style for `context`, where `hasAccentGroup` says whether any item is accented.
    static func resolve(_ context: WidgetContext, hasAccentGroup: Bool) -> AccentedStyle {
        let scheme = context.effectiveAppearance.colorScheme
        let userTint = userTint(of: context, in: scheme)
        let white = RGBA(red: 1, green: 1, blue: 1)
        switch (context.system.hasLiquidGlass, context.effectiveAppearance) {
        case (true, .clear(let s)):
            return AccentedStyle(accent: white, defaultGroup: hasAccentGroup ? default26 : white, veil: s == .dark ? clearDarkVeil : clearLightVeil)
        case (true, _):
            let tint = userTint ?? defaultTint26
            let level = scheme == .dark ? tint26BackdropDark : tint26BackdropLight
            return AccentedStyle(accent: white, defaultGroup: hasAccentGroup ? default26 : white, veil: tint.scaled(by: level).multiplyingOpacity(tint26VeilAlpha))
        default:
            let tint = userTint ?? defaultTint18
            let light = tint.mixed(toward: white, by: tint18Lightening)
            let level = scheme == .dark ? tint18BackdropDark : tint18BackdropLight
            return AccentedStyle(accent: light, defaultGroup: hasAccentGroup ? default18 : light, veil: tint.scaled(by: level).multiplyingOpacity(tint18VeilAlpha))
        }
    }

    /// The context's ``WidgetContext/tint`` resolved in `scheme`, if it has one.
    static func userTint(of context: WidgetContext, in scheme: ColorScheme) -> RGBA? {
        var env = context.environment(now: WidgetContext.referenceDate)
        env.colorScheme = scheme
        return context.tint.map { $0.resolve(in: env) }
    }
}
