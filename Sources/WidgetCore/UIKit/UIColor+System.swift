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
    /// The second system grey (#AEAEB2 light, #636366 dark).
    public static var systemGray2: UIColor { system(.gray2) }
    /// The third system grey (#C7C7CC light, #48484A dark).
    public static var systemGray3: UIColor { system(.gray3) }
    /// The fourth system grey (#D1D1D6 light, #3A3A3C dark).
    public static var systemGray4: UIColor { system(.gray4) }
    /// The fifth system grey (#E5E5EA light, #2C2C2E dark).
    public static var systemGray5: UIColor { system(.gray5) }
    /// The sixth system grey (#F2F2F7 light, #1C1C1E dark).
    public static var systemGray6: UIColor { system(.gray6) }

    /// The label colour (black light, white dark).
    public static var label: UIColor { system(.label) }
    /// The secondary label colour (60, 60, 67 at 0.6 light; 235, 235, 245 at 0.6 dark).
    public static var secondaryLabel: UIColor { system(.secondaryLabel) }
    /// The tertiary label colour (at 0.3).
    public static var tertiaryLabel: UIColor { system(.tertiaryLabel) }
    /// The quaternary label colour (at 0.18 light, 0.16 dark).
    public static var quaternaryLabel: UIColor { system(.quaternaryLabel) }
    /// The placeholder text colour (as the tertiary label).
    public static var placeholderText: UIColor { system(.placeholderText) }
    /// The link colour (#007AFF light, #0984FF dark).
    public static var link: UIColor { system(.link) }
    /// The tint colour: the system blue, as a widget's tint is unless the app sets an accent colour.
    public static var tintColor: UIColor { system(.blue) }
    /// Black, for text on light backgrounds in either style.
    public static var darkText: UIColor { UIColor(white: 0, alpha: 1) }
    /// White at 0.6, for text on dark backgrounds in either style.
    public static var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }

    /// The system background (white light, black dark).
    public static var systemBackground: UIColor { system(.systemBackground) }
    /// The secondary background (#F2F2F7 light, #1C1C1E dark).
    public static var secondarySystemBackground: UIColor { system(.secondarySystemBackground) }
    /// The tertiary background (#FFFFFF light, #2C2C2E dark).
    public static var tertiarySystemBackground: UIColor { system(.tertiarySystemBackground) }
    /// The grouped background (#F2F2F7 light, #000000 dark).
    public static var systemGroupedBackground: UIColor { system(.systemGroupedBackground) }
    /// The secondary grouped background (#FFFFFF light, #1C1C1E dark).
    public static var secondarySystemGroupedBackground: UIColor { system(.secondarySystemGroupedBackground) }
    /// The tertiary grouped background (#F2F2F7 light, #2C2C2E dark).
    public static var tertiarySystemGroupedBackground: UIColor { system(.tertiarySystemGroupedBackground) }

    /// The fill of thin shapes (120, 120, 128 at 0.20 light, 0.36 dark).
    public static var systemFill: UIColor { system(.systemFill) }
    /// The fill of medium shapes (at 0.16 light, 0.32 dark).
    public static var secondarySystemFill: UIColor { system(.secondarySystemFill) }
    /// The fill of large shapes (118, 118, 128 at 0.12 light, 0.24 dark).
    public static var tertiarySystemFill: UIColor { system(.tertiarySystemFill) }
    /// The fill of large areas (116, 116, 128 at 0.08 light, 0.18 dark).
    public static var quaternarySystemFill: UIColor { system(.quaternarySystemFill) }

    /// The separator, translucent (60, 60, 67 at 0.29 light; 84, 84, 88 at 0.6 dark).
    public static var separator: UIColor { system(.separator) }
    /// The separator, opaque (#C6C6C8 light, #38383A dark).
    public static var opaqueSeparator: UIColor { system(.opaqueSeparator) }
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
