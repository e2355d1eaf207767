/// The parsed command line: positional words, `--option value` pairs and boolean `--flag`s.
///
/// As swift-argument-parser does: `--name value`, `--name=value` and `-o value` set an option
/// (the last one given wins); `--flag` sets a flag (given twice, it is still set; a flag takes
/// no value, so `--flag=yes` is a usage error); an unknown option (any word starting with `-`,
/// except `-` itself, which names standard output) is a usage error; everything after `--` is
/// positional.
///
/// This API is stable: commands built on it (``BatchOptions`` and every batch command) rely on
/// `init(_:command:allowed:flags:)`, ``options``, ``flags`` and ``has(_:)`` as they are.
struct Arguments {
    var positional: [String] = []
    var options: [String: String] = [:]
    /// The flags given (names without `--`).
    var flags: Set<String> = []

    /// Whether the flag `name` (without `--`) was given.
    func has(_ name: String) -> Bool { flags.contains(name) }

    /// Whether `-h` or `--help` appears in `args` before any `--` (it wins over everything else).
    static func asksForHelp(_ args: [String]) -> Bool {
        args.prefix { $0 != "--" }.contains { $0 == "-h" || $0 == "--help" }
    }

    /// Parses `args` for `command`, which takes the options in `allowed` and the boolean flags
    /// in `flags` (names without `--`; `output` can also be given as `-o`).
    ///
    /// - Throws: ``CommandError`` with ``ExitCode/usage`` for an unknown option, an option
    ///   without its value, or a flag given a value.
    init(_ args: [String], command: String, allowed: Set<String>, flags allowedFlags: Set<String> = []) throws {
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
            if word.hasPrefix("--"), allowedFlags.contains(name) {
                guard inlineValue == nil else {
                    throw CommandError(.usage, "flag \"--\(name)\" takes no value (got \"\(word)\"); write just --\(name)")
                }
                flags.insert(name)
                continue
            }
            guard word == "-o" || word.hasPrefix("--"), allowed.contains(name) else {
                throw CommandError(.usage, "unknown option \"\(word)\" for \(command); expected one of: " + Self.spelling(allowed.union(allowedFlags)))
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
