struct ForegroundStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }
struct TintStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }
struct AccentableKey: EnvironmentKey { static let defaultValue = false }
struct AccentedRenderingModeKey: EnvironmentKey { static let defaultValue: WidgetAccentedRenderingMode? = nil }

extension EnvironmentValues {
    /// The foreground style set by `foregroundStyle(_:)` (`nil`: the label colours).
    var foregroundStyle: AnyShapeStyle? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }

    /// The tint set by `tint(_:)` (`nil`: the accent colour).
    var tintStyle: AnyShapeStyle? {
        get { self[TintStyleKey.self] }
        set { self[TintStyleKey.self] = newValue }
    }

    /// Whether views here belong to the accent group (`widgetAccentable()`).
    var isWidgetAccentable: Bool {
        get { self[AccentableKey.self] }
        set { self[AccentableKey.self] = newValue }
    }

    /// The accented rendering mode of images here (`widgetAccentedRenderingMode(_:)`).
    var accentedRenderingMode: WidgetAccentedRenderingMode? {
        get { self[AccentedRenderingModeKey.self] }
        set { self[AccentedRenderingModeKey.self] = newValue }
    }
}
