/// The texts `--help` and `help` print, made from the declarations: the overview of every
/// command, and each command's help with a line (or a few) per option.
///
/// An option's help starts in a column of its own, beside its synopsis; its further lines
/// are indented to that column. The options are listed in the order the command declares them.
enum HelpText {
    /// Where an option's help starts, after the two spaces before the synopsis.
    static let optionColumn = 25
    /// Where a command's summary starts in the overview, after the two spaces before its synopsis.
    static let commandColumn = 29

    static let exitCodes = """
        exit codes: 0 ok, 1 render failed, 64 usage, 65 bad data, 66 missing input,
                    73 cannot create output
        """

    /// `widget-render --help`: the usage, each command of `commands` that is not hidden with
    /// its summary, and the exit codes.
    static func overview(_ commands: [CommandDeclaration]) -> String {
        let list = commands.filter { !$0.isHidden }.map { row($0.synopsis, [$0.summary], column: commandColumn) }
        return "usage: widget-render <command> [options]\n\ncommands:\n" + list.joined(separator: "\n")
            + "\n\nRun widget-render <command> --help for a command's options.\n\n\(exitCodes)"
    }

    /// A command's help: `usage: widget-render <usage>`, its discussion and its options.
    static func command(_ command: CommandDeclaration) -> String {
        var text = "usage: widget-render \(command.usage)"
        if !command.discussion.isEmpty { text += "\n\n" + command.discussion }
        if !command.options.isEmpty {
            text += "\n\noptions:\n" + command.options.map { lines(of: $0.declaration) }.joined(separator: "\n")
        }
        return text
    }

    /// An option's lines: `  -o, --output <file>      the PNG to write…`.
    static func lines(of option: OptionDeclaration) -> String {
        row(option.synopsis, option.help, column: optionColumn)
    }

    /// `left` indented by two spaces and `lines` from `column` on (the first on the next line
    /// when `left` reaches the column).
    private static func row(_ left: String, _ lines: [String], column: Int) -> String {
        let indent = String(repeating: " ", count: 2 + column)
        guard let first = lines.first else { return "  " + left }
        let start = left.count < column ? "  " + left + String(repeating: " ", count: column - left.count) + first : "  " + left + "\n" + indent + first
        return ([start] + lines.dropFirst().map { indent + $0 }).joined(separator: "\n")
    }
}
