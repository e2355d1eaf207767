/// A command line parsed against a command's declared options (``DeclaredOption``): its
/// positional words, the text given for each option and the flags given, read through the
/// declarations (``value(_:)``, ``has(_:)``).
///
/// As swift-argument-parser does: `--name value`, `--name=value` and `-o value` (an option's
/// one-letter name) set an option, the last one given wins; `--flag` sets a flag (given twice,
/// it is still set; a flag takes no value, so `--flag=yes` is a usage error); an unknown
/// option (any word starting with `-`, except `-` itself, which names standard output) is a
/// usage error; everything after `--` is positional. A value that starts with `-` is taken
/// (`--scale -2`, `-o -`) unless it is an option's spelling (`-o`, `--family`).
struct Arguments {
    /// The words that are not options, in order.
    private(set) var positional: [String] = []
    /// The text of each option given, by name (the last one given).
    private var texts: [String: String] = [:]
    /// The names of the flags given.
    private var flags: Set<String> = []
    /// The options the command declares, which are the only ones read.
    private let options: [OptionDeclaration]

    /// Parses `words` for `command`, which takes the options `allowed`.
    ///
    /// - Throws: ``CommandError`` with ``ExitCode/usage`` for an unknown option, an option
    ///   without its value, or a flag given a value.
    init(_ words: [String], command: String, allowed: [any DeclaredOption]) throws {
        let options = allowed.map { $0.declaration }
        self.options = options
        /// The option `word` spells, with the value written into it (`--name=value`). A
        /// command has a dozen options at most, so they are looked through in turn.
        func spelled(_ word: String) -> (OptionDeclaration, inline: String?)? {
            guard word.hasPrefix("--") else {
                guard word.count == 2, word.first == "-", let short = word.last else { return nil }
                return options.first { $0.short == short }.map { ($0, nil) }
            }
            let body = word.dropFirst(2)
            let equals = body.firstIndex(of: "=")
            let name = body[..<(equals ?? body.endIndex)]
            guard let option = options.first(where: { $0.name == name }) else { return nil }
            return (option, equals.map { String(body[body.index(after: $0)...]) })
        }
        /// Whether `word`, found where a value is expected, is an option instead: `--name`
        /// (declared or not) or a declared one-letter name (`-o`); `-` and `-2` are values.
        func looksLikeOption(_ word: String) -> Bool {
            (word.hasPrefix("--") && word.count > 2) || (!word.hasPrefix("--") && spelled(word) != nil)
        }
        var i = 0
        while i < words.count {
            let word = words[i]
            i += 1
            if word == "--" {
                positional += words[i...]
                break
            }
            guard word.hasPrefix("-"), word != "-" else {
                positional.append(word)
                continue
            }
            guard let (option, inline) = spelled(word) else {
                let expected = options.sorted { $0.name < $1.name }.map(\.listed).joined(separator: ", ")
                throw CommandError(.usage, "unknown option \"\(word)\" for \(command); expected one of: " + expected)
            }
            if option.isFlag {
                guard inline == nil else {
                    throw CommandError(.usage, "flag \"\(option.longSpelling)\" takes no value (got \"\(word)\"); write just \(option.longSpelling)")
                }
                flags.insert(option.name)
            } else if let inline {
                texts[option.name] = inline
            } else {
                guard i < words.count, !looksLikeOption(words[i]) else {
                    throw CommandError(.usage, "option \"\(word)\" needs a value; run widget-render \(command) --help")
                }
                texts[option.name] = words[i]
                i += 1
            }
        }
    }

    /// The value of `option`: its text parsed and checked, or its default when not given.
    ///
    /// - Throws: The usage error the option's declaration gives for a bad value.
    func value<Value>(_ option: Option<Value>) throws -> Value {
        guard let text = text(option) else { return option.defaultValue() }
        return try option.parse(text)
    }

    /// The text given for `option` (the last one), nil when it was not given: for messages
    /// that quote it, and to hand the option on as it was written.
    func text<Value>(_ option: Option<Value>) -> String? {
        assert(declares(option), "\(option.declaration.longSpelling) is not declared by the command")
        return texts[option.declaration.name]
    }

    /// Whether `flag` was given.
    func has(_ flag: Flag) -> Bool {
        assert(declares(flag), "\(flag.declaration.longSpelling) is not declared by the command")
        return flags.contains(flag.declaration.name)
    }

    /// Whether `option` (a flag, or an option with a value) was given.
    func isGiven(_ option: any DeclaredOption) -> Bool {
        let name = option.declaration.name
        return texts[name] != nil || flags.contains(name)
    }

    /// Whether the command declares `option` (reading another is a mistake of the command's).
    private func declares(_ option: any DeclaredOption) -> Bool {
        options.contains { $0.name == option.declaration.name }
    }

    /// Whether `-h` or `--help` appears in `words` before any `--` (it wins over everything
    /// else).
    static func asksForHelp(_ words: [String]) -> Bool {
        words.prefix { $0 != "--" }.contains { $0 == "-h" || $0 == "--help" }
    }
}
