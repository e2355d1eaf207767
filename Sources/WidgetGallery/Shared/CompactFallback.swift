#if canImport(WidgetKit)
    import SwiftUI
    import WidgetKit
#else
    import WidgetRender
#endif

/// The view as designed where it fits, else its text a Dynamic Type step or two smaller and,
/// last, scaled down whole: the iPad Lock Screen's small slots are 101 and 103.5 pt inside
/// their margins (an iPhone's 126–138 pt), its rectangular slots 53 pt tall (an iPhone's 72).
///
/// Elsewhere the first choice fits, so the widget draws exactly as designed. Only the default
/// text size falls back: a reader who chose another size (an accessibility size above all)
/// keeps it, and the widget then shows what it would cut, as the system does, instead of
/// quietly shrinking the text they asked for.
struct CompactFallback: ViewModifier {
    @Environment(\.dynamicTypeSize) var dynamicTypeSize

    func body(content: Content) -> some View {
        if dynamicTypeSize != .large {
            content
        } else {
            ViewThatFits(in: .vertical) {
                content
                content.dynamicTypeSize(.small)
                content.dynamicTypeSize(.xSmall)
                content.dynamicTypeSize(.xSmall).minimumScaleFactor(0.8)
            }
        }
    }
}

extension View {
    /// The view, or where it does not fit a smaller version of it (``CompactFallback``).
    func compactFallback() -> some View {
        modifier(CompactFallback())
    }
}
