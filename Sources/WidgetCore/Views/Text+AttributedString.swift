import Foundation

extension Text {
    /// Text from an attributed string, keeping its runs.
    ///
    /// Each run becomes a part of the text; a run with a `link` attribute is drawn in the tint
    /// colour, as SwiftUI draws links in widgets. Foundation on Linux has no
    /// `inlinePresentationIntent` or SwiftUI attribute scope (and no `AttributedString(markdown:)`),
    /// so other attributes cannot be carried; for bold, italic, strikethrough and code use a
    /// Markdown string literal (`Text("**bold**")`) or `Text` modifiers and `+`.
    ///
    /// Disfavoured so that a string literal stays a `LocalizedStringKey` (with Markdown), as
    /// in SwiftUI: Foundation on Linux makes `AttributedString` expressible by a literal too.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        var parts: [Text] = []
        for run in attributedContent.runs {
            let string = String(attributedContent[run.range].characters)
            guard !string.isEmpty else { continue }
            var part = Text(verbatim: string)
            if run[AttributeScopes.FoundationAttributes.LinkAttribute.self] != nil {
                part = part.foregroundStyle(TintShapeStyle())
            }
            parts.append(part)
        }
        self.init(concatenating: parts)
    }
}
