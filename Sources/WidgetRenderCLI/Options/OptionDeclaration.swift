/// One option of a command line as a command declares it: its names, whether it takes a
/// value, and its help.
///
/// The parsing (``Arguments``), the help (``HelpText``) and the usage errors for unknown
/// options, missing values and flags given a value are all made from declarations; nothing
/// else lists an option. ``Option`` adds the value's type, default and validation, ``Flag``
/// is the boolean kind, and a command lists its declarations in its ``CommandDeclaration``.
struct OptionDeclaration: Sendable {
    /// What follows the option's name on the command line.
    enum Kind: Sendable, Equatable {
        /// A boolean switch, given or not, never with a value (`--json`).
        case flag
        /// An option that takes a value, named so in help (`<file>`, `light|dark`).
        case value(String)
    }

    /// The long name, without `--` (`output`).
    let name: String
    /// The one-letter name, without `-` (`o` for `-o`), if the option has one.
    let short: Character?
    /// Whether it is a flag or takes a value.
    let kind: Kind
    /// The help, one element per printed line (wrapped by hand, so it reads well at 80
    /// columns beside the option's synopsis).
    let help: [String]

    /// Whether the option is a flag.
    var isFlag: Bool { kind == .flag }

    /// `--output`: how messages name the option.
    var longSpelling: String { "--" + name }

    /// `-o/--output` or `--device`: how the unknown-option message lists it.
    var listed: String { short.map { "-\($0)/\(longSpelling)" } ?? longSpelling }

    /// `-o, --output <file>` or `--json`: how the help shows it.
    var synopsis: String {
        let names = short.map { "-\($0), \(longSpelling)" } ?? longSpelling
        guard case .value(let value) = kind else { return names }
        return names + " " + value
    }

    /// The same option with another help: for a command that says what the option does
    /// there in its own words (its names, kind and parsing stay the declared ones).
    func help(_ lines: [String]) -> OptionDeclaration {
        OptionDeclaration(name: name, short: short, kind: kind, help: lines)
    }
}

/// An option or a flag: what a ``CommandDeclaration`` and ``Arguments`` take, so that a
/// command lists typed ``Option``s, ``Flag``s and shared groups alike.
protocol DeclaredOption: Sendable {
    /// The option's names, kind and help.
    var declaration: OptionDeclaration { get }
}

extension OptionDeclaration: DeclaredOption {
    var declaration: OptionDeclaration { self }
}
