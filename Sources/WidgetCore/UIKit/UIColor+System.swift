import Foundation

extension UIColor {
    private static func system(_ s: SystemColor) -> UIColor {
        UIColor(light: s.resolve(.light), dark: s.resolve(.dark))
    }

    /// System red.
    public static var systemRed: UIColor { system(.red) }
    /// System orange.
    public static var systemOrange: UIColor { system(.orange) }
    /// System yellow.
    public static var systemYellow: UIColor { system(.yellow) }
    /// System green.
    public static var systemGreen: UIColor { system(.green) }
    /// System mint.
    public static var systemMint: UIColor { system(.mint) }
    /// System teal.
    public static var systemTeal: UIColor { system(.teal) }
    /// System cyan.
    public static var systemCyan: UIColor { system(.cyan) }
    /// System blue.
    public static var systemBlue: UIColor { system(.blue) }
    /// System indigo.
    public static var systemIndigo: UIColor { system(.indigo) }
    /// System purple.
    public static var systemPurple: UIColor { system(.purple) }
    /// System pink.
    public static var systemPink: UIColor { system(.pink) }
    /// System brown.
    public static var systemBrown: UIColor { system(.brown) }
    /// System grey.
    public static var systemGray: UIColor { system(.gray) }
    /// The label colour.
    public static var label: UIColor { system(.label) }
    /// The secondary label colour.
    public static var secondaryLabel: UIColor { system(.secondaryLabel) }
    /// The system background.
    public static var systemBackground: UIColor { system(.systemBackground) }
    /// Black.
    public static var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// White.
    public static var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// Transparent.
    public static var clear: UIColor { UIColor(white: 0, alpha: 0) }
    /// Mid grey (0.5).
    public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// Red (1, 0, 0).
    public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// Green (0, 1, 0).
    public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// Blue (0, 0, 1).
    public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
}
