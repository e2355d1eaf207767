import WidgetRender

/// Text made safe for HTML: element content and attribute values alike.
enum HTMLText {
    /// `text` with `&`, `<`, `>`, `"` and `'` replaced by character references
    /// (``MarkupText/escape(_:)``).
    static func escape(_ text: String) -> String {
        MarkupText.escape(text)
    }

    /// A file name as a relative URL: each byte outside the unreserved set percent-encoded,
    /// so `a b#.png` links to that file and not to a fragment.
    static func relativeURL(_ fileName: String) -> String {
        let unreserved = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~".utf8)
        var out = ""
        for byte in fileName.utf8 {
            if unreserved.contains(byte) { out.unicodeScalars.append(Unicode.Scalar(byte)) } else { out += "%" + String(byte, radix: 16, uppercase: true).leftPadded() }
        }
        return out
    }
}

extension String {
    /// Two hex digits.
    fileprivate func leftPadded() -> String { count == 1 ? "0" + self : self }
}
