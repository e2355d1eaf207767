/// How the system draws a widget, as WidgetKit's `WidgetRenderingMode`.
public enum WidgetRenderingMode: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Full colour: Home Screen, Today View, StandBy.
    case fullColor
    /// Tinted: accent and default groups flattened to two tints (tinted Home Screen, watch).
    case accented
    /// Lock Screen: desaturated, drawn through the vibrant material.
    case vibrant

    /// The case name, e.g. `fullColor`.
    public var description: String { rawValue }
}

/// How an image renders in the accented mode, as WidgetKit's `WidgetAccentedRenderingMode`.
public enum WidgetAccentedRenderingMode: String, Sendable, Hashable, CaseIterable {
    /// The image joins the accent group.
    case accented
    /// Luminance becomes alpha, filled with the default tint.
    case desaturated
    /// Luminance becomes alpha, filled with the accent tint.
    case accentedDesaturated
    /// Drawn untouched.
    case fullColor
}

/// Light or dark appearance.
public enum ColorScheme: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The light appearance.
    case light
    /// The dark appearance.
    case dark

    /// `light` or `dark`.
    public var description: String { rawValue }
}
