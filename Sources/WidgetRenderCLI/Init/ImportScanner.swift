/// Finds the modules a Swift file imports, as `init` greps for them: `import X`,
/// `@testable import X`, `import struct X.Y`, one per line, `//` comments ignored.
enum ImportScanner {
    /// The kinds a scoped import may name (`import struct Foundation.Date`).
    private static let kinds: Set<Substring> = ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"]

    /// The modules `text` imports, in the order they first appear.
    static func modules(in text: String) -> [String] {
        var found: [String] = []
        for line in text.split(whereSeparator: \.isNewline) {
            let code = line.components(separatedBy: "//")[0]
            var words = code.split(whereSeparator: \.isWhitespace)[...]
            while let first = words.first, first.hasPrefix("@") { words = words.dropFirst() }
            guard words.first == "import", words.count >= 2 else { continue }
            words = words.dropFirst()
            if let kind = words.first, kinds.contains(kind), words.count >= 2 { words = words.dropFirst() }
            guard let path = words.first, let module = path.split(separator: ".").first else { continue }
            let name = String(module)
            guard name.first.map({ $0.isLetter || $0 == "_" }) == true, !found.contains(name) else { continue }
            found.append(name)
        }
        return found
    }
}
