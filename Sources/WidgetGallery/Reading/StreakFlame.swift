#if canImport(WidgetKit)
    import SwiftUI
    import WidgetKit
#else
    import WidgetRender
#endif

/// The streak's flame: the 🔥 emoji, and in the accented look, where a colour emoji would be
/// a flat silhouette, the `flame.fill` symbol in the accent.
struct StreakFlame: View {
    @Environment(\.widgetRenderingMode) var renderingMode
    let font: Font

    var body: some View {
        if renderingMode == .accented {
            Image(systemName: "flame.fill").font(font).widgetAccentable()
        } else {
            Text("🔥").font(font)
        }
    }
}
