/// The parsed command line: positional words and `--option value` pairs.
struct Arguments {
    var positional: [String] = []
    var options: [String: String] = [:]

    /// Whether `-h` or `--help` appears anywhere in `args` (it wins over everything else).
    static func asksForHelp(_ args: [String]) -> Bool {
        args.contains("-h") || args.contains("--help")
    }

    init(_ args: [String], allowed: Set<String>) throws {
        var i = 0
        while i < args.count {
            let a = args[i]
            if a == "-o" || a.hasPrefix("--") {
                var name = a == "-o" ? "output" : String(a.dropFirst(2))
                var inlineValue: String?
                if let eq = name.firstIndex(of: "=") {
                    inlineValue = String(name[name.index(after: eq)...])
                    name = String(name[..<eq])
                }
                guard allowed.contains(name) else {
                    throw CommandError(.usage, "unknown option \"\(a)\"; expected one of: " + allowed.sorted().map { "--" + $0 }.joined(separator: ", "))
                }
                if let v = inlineValue {
                    options[name] = v
                    i += 1
                } else {
                    guard i + 1 < args.count else { throw CommandError(.usage, "option \"\(a)\" needs a value") }
                    options[name] = args[i + 1]
                    i += 2
                }
                continue
            }
            positional.append(a)
            i += 1
        }
    }
}
