import Foundation
import WidgetCore

/// Colour emoji in text where only alpha survives (`Diagnostic/Kind/imageFlattened`): the
/// accented look draws every glyph in its group's one colour, so a 🔥 arrives as a flat
/// flame-shaped blot, its colours gone.
struct EmojiSilhouetteCheck: SurfaceCheck {
    func findings(in input: inout SurfaceCheckInput) -> [Diagnostic] {
        var seen = Set<String>()
        return input.list.items.compactMap { item -> Diagnostic? in
            guard case .text(let t) = item.operation else { return nil }
            let emoji = t.text.string.unicodeScalars.filter { $0.properties.isEmojiPresentation }
            guard !emoji.isEmpty, seen.insert(t.text.string).inserted else { return nil }
            let shown = String(String.UnicodeScalarView(emoji.prefix(3)))
            return Diagnostic(
                .imageFlattened,
                "emoji \(shown) in text \"\(PixelMeasure.quote(t.text.string))\" drawn as a silhouette in \(input.modeName) mode: only alpha survives there. Outside full colour, show an SF Symbol instead (Image(systemName:) with .widgetAccentable()), or leave the emoji out (read \\.widgetRenderingMode)."
            )
        }
    }
}
