import Foundation

/// The inline Markdown SwiftUI reads in string literals of `Text` (`LocalizedStringKey`).
///
/// Supported, as SwiftUI draws them: `**bold**` / `__bold__`, `*italic*` / `_italic_`,
/// `~~strikethrough~~`, `` `code` `` (the monospaced design, no Markdown inside) and
/// `[links](url)` (the tint colour), nested (`***both***`, `**bold *and italic***`), and
/// backslash escapes (`\*`). A delimiter without its closer is shown as written, as in
/// SwiftUI; `_` opens emphasis only at the start of a word (`snake_case` stays). Block
/// syntax (headings, lists) is not inline Markdown and is shown as written.
package enum MarkdownParser {
    /// The styles of one span.
    package struct Style: Sendable, Hashable {
        /// `**…**`.
        package var bold = false
        /// `*…*`.
        package var italic = false
        /// `~~…~~`.
        package var strikethrough = false
        /// `` `…` ``.
        package var code = false
        /// The destination of `[…](…)`.
        package var link: String?

        /// Creates a plain style.
        package init() {}
    }

    /// A stretch of characters with one style.
    package struct Span: Sendable, Hashable {
        /// The characters, without delimiters.
        package var text: String
        /// The style.
        package var style: Style
    }

    /// The spans of `source`, in order; adjacent spans with the same style are joined.
    ///
    /// ```swift
    /// MarkdownParser.parse("Hi **you**")   // [("Hi ", plain), ("you", bold)]
    /// ```
    package static func parse(_ source: String) -> [Span] {
        // Fast path: no delimiter byte, one plain span. The delimiters are ASCII, whose bytes
        // only ever stand for themselves in UTF-8; a delimiter with a combining mark (one
        // character, no delimiter) takes the parser, which reads it the same way.
        if !source.utf8.contains(where: { $0 == 0x2A || $0 == 0x5F || $0 == 0x7E || $0 == 0x60 || $0 == 0x5B || $0 == 0x5C }) {
            return source.isEmpty ? [] : [Span(text: source, style: Style())]
        }
        var parser = Parser(Array(source))
        var spans: [Span] = []
        parser.parse(style: Style(), closer: nil, into: &spans)
        return joined(spans)
    }

    private static func joined(_ spans: [Span]) -> [Span] {
        var out: [Span] = []
        for span in spans where !span.text.isEmpty {
            if let last = out.last, last.style == span.style {
                out[out.count - 1].text += span.text
            } else {
                out.append(span)
            }
        }
        return out
    }

    private struct Parser {
        let chars: [Character]
        var index = 0

        init(_ chars: [Character]) { self.chars = chars }

        private func starts(with delimiter: String, at position: Int) -> Bool {
            let d = Array(delimiter)
            guard position + d.count <= chars.count else { return false }
            return Array(chars[position..<(position + d.count)]) == d
        }

        /// The position of the closing `delimiter` after `position`, not escaped.
        private func closer(of delimiter: String, after position: Int) -> Int? {
            var i = position
            while i < chars.count {
                if chars[i] == "\\" {
                    i += 2
                    continue
                }
                if chars[i] == "`" {
                    // Code spans hide delimiters.
                    if let end = chars[(i + 1)...].firstIndex(of: "`") {
                        i = end + 1
                        continue
                    }
                }
                if starts(with: delimiter, at: i) {
                    // A single `*` does not close on a `**`.
                    let single = delimiter.count == 1
                    if !single || !starts(with: delimiter + delimiter, at: i) || i + 2 >= chars.count { return i }
                    i += 2
                    continue
                }
                i += 1
            }
            return nil
        }

        private func isWordCharacter(_ position: Int) -> Bool {
            position >= 0 && position < chars.count && (chars[position].isLetter || chars[position].isNumber)
        }

        mutating func parse(style: Style, closer expected: String?, into spans: inout [Span]) {
            var text = ""
            func flush() {
                if !text.isEmpty { spans.append(Span(text: text, style: style)) }
                text = ""
            }
            while index < chars.count {
                if let expected, starts(with: expected, at: index) {
                    flush()
                    index += expected.count
                    return
                }
                let c = chars[index]
                if c == "\\", index + 1 < chars.count, chars[index + 1].isPunctuation || chars[index + 1].isSymbol {
                    text.append(chars[index + 1])
                    index += 2
                    continue
                }
                if c == "`", let end = chars[(index + 1)...].firstIndex(of: "`") {
                    flush()
                    var code = style
                    code.code = true
                    spans.append(Span(text: String(chars[(index + 1)..<end]), style: code))
                    index = end + 1
                    continue
                }
                if c == "[", let link = linkAt(index) {
                    flush()
                    var linked = style
                    linked.link = link.destination
                    index += 1
                    parse(style: linked, closer: "]", into: &spans)
                    index = link.end
                    continue
                }
                if let (delimiter, change) = emphasis(at: index, style: style), closer(of: delimiter, after: index + delimiter.count) != nil {
                    flush()
                    index += delimiter.count
                    parse(style: change, closer: delimiter, into: &spans)
                    continue
                }
                text.append(c)
                index += 1
            }
            flush()
        }

        /// The emphasis delimiter opening at `position` and the style inside it.
        private func emphasis(at position: Int, style: Style) -> (String, Style)? {
            var changed = style
            for delimiter in ["**", "__", "~~", "*", "_"] where starts(with: delimiter, at: position) {
                if delimiter.hasPrefix("_"), isWordCharacter(position - 1) { return nil }
                // An opener is followed by a non-space character.
                let next = position + delimiter.count
                guard next < chars.count, !chars[next].isWhitespace else { return nil }
                switch delimiter {
                case "**", "__": changed.bold = true
                case "~~": changed.strikethrough = true
                default: changed.italic = true
                }
                return (delimiter, changed)
            }
            return nil
        }

        /// A `[text](destination)` link starting at `position`: its destination and the
        /// position after it.
        private func linkAt(_ position: Int) -> (destination: String, end: Int)? {
            guard let close = chars[(position + 1)...].firstIndex(of: "]"), close + 1 < chars.count, chars[close + 1] == "(",
                let end = chars[(close + 2)...].firstIndex(of: ")")
            else { return nil }
            return (String(chars[(close + 2)..<end]), end + 1)
        }
    }
}
