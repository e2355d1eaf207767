import Foundation

/// A small stand-in for UIKit's `UIColor`, so widget code that builds colours with UIKit
/// (`Color(uiColor: .systemBlue)`, `UIColor { traits in … }`) compiles and draws.
///
/// Components are sRGB in 0…1 (out-of-range values are clamped when drawn). A dynamic
/// colour is resolved for light and dark once, when it is made.
public final class UIColor: Sendable, Hashable {
    let light: RGBA
    let dark: RGBA

    init(light: RGBA, dark: RGBA) {
        self.light = light
        self.dark = dark
    }

    /// An sRGB colour.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let c = RGBA(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
        self.init(light: c, dark: c)
    }

    /// A grey.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from hue, saturation and brightness in 0…1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let c = Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha)).resolve(in: EnvironmentValues())
        self.init(light: c, dark: c)
    }

    /// A colour from a SwiftUI colour (system colours keep their light and dark values).
    public convenience init(_ color: Color) {
        var env = EnvironmentValues()
        env.colorScheme = .light
        let l = color.resolve(in: env)
        env.colorScheme = .dark
        self.init(light: l, dark: color.resolve(in: env))
    }

    /// A colour that `provider` gives per trait collection (asked for light and dark).
    public convenience init(dynamicProvider provider: @escaping (UITraitCollection) -> UIColor) {
        let l = provider(UITraitCollection(userInterfaceStyle: .light)).light
        let d = provider(UITraitCollection(userInterfaceStyle: .dark)).dark
        self.init(light: l, dark: d)
    }

    /// The colour for `traitCollection`'s interface style.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        let c = traitCollection.userInterfaceStyle == .dark ? dark : light
        return UIColor(light: c, dark: c)
    }

    /// The colour with `alpha` as its opacity.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(
            light: RGBA(red: light.red, green: light.green, blue: light.blue, alpha: Double(alpha)),
            dark: RGBA(red: dark.red, green: dark.green, blue: dark.blue, alpha: Double(alpha)))
    }

    /// The light appearance's components; returns `true` as UIKit does for RGB colours.
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = CGFloat(light.red)
        green?.pointee = CGFloat(light.green)
        blue?.pointee = CGFloat(light.blue)
        alpha?.pointee = CGFloat(light.alpha)
        return true
    }

    public static func == (a: UIColor, b: UIColor) -> Bool { a.light == b.light && a.dark == b.dark }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(light)
        hasher.combine(dark)
    }
}

extension Color {
    /// A SwiftUI colour from a ``UIColor`` (dynamic colours keep their light and dark values).
    public init(uiColor: UIColor) {
        self.init(storage: uiColor.light == uiColor.dark ? .constant(uiColor.light) : .schemed(light: uiColor.light, dark: uiColor.dark))
    }

    /// A SwiftUI colour from a ``UIColor``.
    public init(_ uiColor: UIColor) {
        self.init(uiColor: uiColor)
    }
}
