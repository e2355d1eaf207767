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
struct AccentForeground: ViewModifier {
    @Environment(\.widgetRenderingMode) var renderingMode
    let color: Color

    func body(content: Content) -> some View {
        content
            .foregroundStyle(renderingMode == .fullColor ? AnyShapeStyle(color) : AnyShapeStyle(.primary))
            .widgetAccentable()
    }
}

extension View {
    /// The key content in `color` in full colour, primary and accented in the other modes.
    func accentForeground(_ color: Color) -> some View {
        modifier(AccentForeground(color: color))
    }
}
