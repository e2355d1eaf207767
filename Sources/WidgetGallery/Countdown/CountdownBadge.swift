#if canImport(WidgetKit)
    import SwiftUI
    import WidgetKit
#else
    import WidgetRender
#endif

/// The event's symbol, white in an indigo circle.
///
/// In the accented and vibrant modes colour is thrown away, so white on indigo would become
/// one silhouette: there the symbol takes the accent over a faint disc instead.
struct CountdownBadge: View {
    @Environment(\.widgetRenderingMode) var renderingMode
    let symbol: String

    var body: some View {
        let fullColor = renderingMode == .fullColor
        Image(systemName: symbol)
            .font(.system(size: 15, weight: .semibold))
            .foregroundStyle(fullColor ? AnyShapeStyle(.white) : AnyShapeStyle(.primary))
            .widgetAccentable()
            .frame(width: 30, height: 30)
            .background(Circle().fill(fullColor ? AnyShapeStyle(countdownIndigo) : AnyShapeStyle(.fill.secondary)))
    }
}
