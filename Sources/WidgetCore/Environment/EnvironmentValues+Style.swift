struct ForegroundStylesKey: EnvironmentKey { static let defaultValue: [AnyShapeStyle] = [] }
struct TintStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }
struct AccentableKey: EnvironmentKey { static let defaultValue = false }
struct AccentedRenderingModeKey: EnvironmentKey { static let defaultValue: WidgetAccentedRenderingMode? = nil }

extension EnvironmentValues {
    /// The foreground styles set by `foregroundStyle(_:)`, `(_:_:)` or `(_:_:_:)`: primary,
    /// then secondary and tertiary when given (empty: the label colours). Each is anchored to
    /// the foreground it replaced, so `.foregroundStyle(.secondary)` means the parent's
    /// secondary level.
    var foregroundStyles: [AnyShapeStyle] {
        get { self[ForegroundStylesKey.self] }
        set { self[ForegroundStylesKey.self] = newValue }
    }

    /// Sets the tint, resolved against the current one (so `.tint(.tint)` is the parent's).
    mutating func setTint(_ style: AnyShapeStyle?) {
        let parent = tintStyle
        controlTintProbe?.record()
        tintStyle = style.map { AnyShapeStyle(AnchoredTintStyle(base: $0, parentTint: parent)) }
    }

    /// Sets the foreground styles, each resolved against the current ones.
    mutating func setForegroundStyles(_ styles: [AnyShapeStyle]) {
        let parent = foregroundStyles
        foregroundStyles = styles.map { AnyShapeStyle(AnchoredShapeStyle(base: $0, parentForeground: parent)) }
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
