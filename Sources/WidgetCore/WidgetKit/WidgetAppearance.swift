/// How the Home Screen the accented mode imitates is set up: tinted or clear, light or dark.
///
/// iOS 18 has only the tinted Home Screen (its light and dark variants differ in the
/// backdrop's brightness); iOS 26 adds the clear one (a glass of the wallpaper, no tint).
/// A clear appearance asked of an older generation renders tinted, with a diagnostic.
public enum WidgetAppearance: Sendable, Hashable, CustomStringConvertible {
    /// The tinted Home Screen: the widget sits on a card coloured by ``WidgetContext/tint``.
    case tinted(ColorScheme)
    /// The clear Home Screen (iOS 26): the widget sits on a glass of the wallpaper.
    case clear(ColorScheme)

    /// The colour scheme the system reports to views in this appearance.
    public var colorScheme: ColorScheme {
        switch self {
        case .tinted(let s), .clear(let s): return s
        }
    }

    /// Whether this is a clear appearance.
    public var isClear: Bool {
        if case .clear = self { return true }
        return false
    }

    /// `tinted-dark`, `clear-light`…, as used in file names.
    public var description: String {
        switch self {
        case .tinted(let s): return "tinted-\(s)"
        case .clear(let s): return "clear-\(s)"
        }
    }

    /// Every appearance: tinted light and dark, clear light and dark.
    public static let allCases: [WidgetAppearance] = [.tinted(.light), .tinted(.dark), .clear(.light), .clear(.dark)]
}
