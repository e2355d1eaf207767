/// The parsed command line: positional words and `--option value` pairs.
///
/// As swift-argument-parser does: `--name value`, `--name=value` and `-o value` set an option
/// (the last one given wins); an unknown option (any word starting with `-`, except `-` itself,
/// which names standard output) is a usage error; everything after `--` is positional.
struct Arguments {
    var positional: [String] = []
    var options: [String: String] = [:]

    /// Whether `-h` or `--help` appears in `args` before any `--` (it wins over everything else).
    static func asksForHelp(_ args: [String]) -> Bool {
        args.prefix { $0 != "--" }.contains { $0 == "-h" || $0 == "--help" }
    }

    /// Parses `args` for `command`, which takes the options in `allowed` (names without `--`;
    /// `output` can also be given as `-o`).
    ///
    /// - Throws: ``CommandError`` with ``ExitCode/usage`` for an unknown option or one
    ///   without its value.
    init(_ args: [String], command: String, allowed: Set<String>) throws {
        var i = 0
        while i < args.count {
            let word = args[i]
            i += 1
            if word == "--" {
                positional += args[i...]
                break
            }
            guard word.hasPrefix("-"), word != "-" else {
                positional.append(word)
                continue
            }
            var name = word == "-o" ? "output" : String(word.dropFirst(2))
            var inlineValue: String?
            if word.hasPrefix("--"), let eq = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: eq)...])
                name = String(name[..<eq])
            }
            guard word == "-o" || word.hasPrefix("--"), allowed.contains(name) else {
                throw CommandError(.usage, "unknown option \"\(word)\" for \(command); expected one of: " + Self.spelling(allowed))
            }
            if let value = inlineValue {
                options[name] = value
                continue
            }
            guard i < args.count, !Self.looksLikeOption(args[i]) else {
                throw CommandError(.usage, "option \"\(word)\" needs a value; run widget-render \(command) --help")
            }
            options[name] = args[i]
            i += 1
        }
    }

    /// Whether `word`, found where a value is expected, is an option instead (`--name`, `-o`);
    /// single-dash values such as `-` (standard output) and `-2` pass as values.
    private static func looksLikeOption(_ word: String) -> Bool {
        word == "-o" || (word.hasPrefix("--") && word.count > 2)
    }

    /// The options as typed, e.g. `--date, --device, -o/--output`.
    private static func spelling(_ allowed: Set<String>) -> String {
        allowed.sorted().map { $0 == "output" ? "-o/--output" : "--" + $0 }.joined(separator: ", ")
    }
}
