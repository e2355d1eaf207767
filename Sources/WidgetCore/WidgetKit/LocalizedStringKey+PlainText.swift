import Foundation

extension LocalizedStringKey {
    /// The key's text with interpolated values (dates in their default style).
    var plainText: String {
        segments.map { segment -> String in
            switch segment {
            case .literal(let s): return s
            case .markdown(let s): return MarkdownParser.parse(s).map(\.text).joined()
            case .text(let t): return t.plainText
            case .date(let d, _): return d.description
            case .formatted(let f): return f.format(EnvironmentValues()).string
            }
        }.joined()
    }
}

extension Text {
    var plainText: String {
        switch content {
        case .verbatim(let s): return s
        case .key(let k): return k.plainText
        case .date(let d, _): return d.description
        case .concatenation(let parts): return parts.map(\.plainText).joined()
        }
    }
}
