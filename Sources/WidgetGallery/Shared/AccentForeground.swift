#if canImport(WidgetKit)
    import SwiftUI
    import WidgetKit
#else
    import WidgetRender
#endif

/// Key content in a widget's accent colour, the way it survives every rendering mode.
///
/// In full colour the content takes `color`. The accented and vibrant modes throw colour away:
/// there a saturated colour would arrive as a dim grey next to the primary text (the vibrant
/// material maps dark greys to a faint blur), so the content takes the primary style instead;
/// in the accented mode `widgetAccentable()` then gives it the tint.
///
/// Text in a bright accent on a light background falls under the 4.5:1 contrast the HIG asks
/// of text under 18 pt (system orange on white is 2.2:1), so text passes `onLight`, a deeper
/// shade of the same hue, used in the light colour scheme.
struct AccentForeground: ViewModifier {
    @Environment(\.widgetRenderingMode) var renderingMode
    @Environment(\.colorScheme) var colorScheme
    let color: Color
    var onLight: Color?

    func body(content: Content) -> some View {
        let full = colorScheme == .light ? onLight ?? color : color
        content
            .foregroundStyle(renderingMode == .fullColor ? AnyShapeStyle(full) : AnyShapeStyle(.primary))
            .widgetAccentable()
    }
}

extension View {
    /// The key content in `color` in full colour (`onLight`, when given, in the light colour
    /// scheme), primary and accented in the other modes.
    func accentForeground(_ color: Color, onLight: Color? = nil) -> some View {
        modifier(AccentForeground(color: color, onLight: onLight))
    }
}
