#if canImport(WidgetKit)
    import SwiftUI
    import WidgetKit
#else
    import WidgetRender
#endif

/// The cover of the sample book, drawn with shapes and gradients (this project's own art): a
/// pale moon over dark waves, the title and author as light bars.
///
/// Full colour shows it as drawn. In the accented mode colour is thrown away and an opaque
/// cover would become a flat silhouette, so there it goes through `luminanceToAlpha()`: the
/// moon, the wave crests and the title stay bright, the night sky becomes transparent, and the
/// system's tint draws the cover as an engraving.
struct BookCover: View {
    @Environment(\.widgetRenderingMode) var renderingMode
    /// The cover's width, in points; it is half as tall again.
    let width: CGFloat

    var body: some View {
        if renderingMode == .accented {
            art.luminanceToAlpha()
        } else {
            art
        }
    }

    var art: some View {
        let w = width
        let h = width * 1.5
        let cream = Color(red: 0.99, green: 0.93, blue: 0.76)
        return ZStack(alignment: .topLeading) {
            LinearGradient(
                colors: [Color(red: 0.06, green: 0.10, blue: 0.24), Color(red: 0.10, green: 0.32, blue: 0.45)],
                startPoint: .top, endPoint: .bottom
            )
            // The cover's size: the wide capsule below overhangs it (clipped) instead of widening
            // the stack, which would leave the gradient short of the cover's edge.
            .layoutPriority(1)
            Circle()
                .fill(cream)
                .frame(width: w * 0.34, height: w * 0.34)
                .offset(x: w * 0.54, y: h * 0.12)
            Capsule()
                .fill(Color(red: 0.36, green: 0.66, blue: 0.74))
                .frame(width: w * 1.1, height: h * 0.14)
                .offset(x: -w * 0.3, y: h * 0.50)
            Capsule()
                .fill(Color(red: 0.55, green: 0.82, blue: 0.84))
                .frame(width: w * 0.9, height: h * 0.1)
                .offset(x: w * 0.35, y: h * 0.60)
            // The title and author as the bars a cover this small reads as.
            Capsule()
                .fill(cream)
                .frame(width: w * 0.62, height: max(h * 0.035, 1.5))
                .offset(x: w * 0.12, y: h * 0.80)
            Capsule()
                .fill(cream.opacity(0.7))
                .frame(width: w * 0.40, height: max(h * 0.025, 1))
                .offset(x: w * 0.12, y: h * 0.88)
        }
        .frame(width: w, height: h)
        .clipShape(RoundedRectangle(cornerRadius: max(w * 0.06, 2)))
        .accessibilityIdentifier("cover")
    }
}
