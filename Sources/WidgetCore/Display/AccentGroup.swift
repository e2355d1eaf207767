/// The group a view belongs to in the accented rendering mode.
public enum AccentGroup: Sendable, Hashable {
    /// Views outside any `widgetAccentable()`.
    case `default`
    /// Views inside `widgetAccentable()`.
    case accent
}
