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
        var text = "usage: widget-render <command> [options]\n\ncommands:"
        for command in commands where !command.isHidden {
            text += "\n" + row(command.synopsis, [command.summary], column: commandColumn)
        }
        return text + "\n\nRun widget-render <command> --help for a command's options.\n\n\(exitCodes)"
    }

    /// A command's help: `usage: widget-render <usage>`, its discussion and its options.
    static func command(_ command: CommandDeclaration) -> String {
        var text = "usage: widget-render \(command.usage)"
        if !command.discussion.isEmpty { text += "\n\n" + command.discussion }
        let options = command.options
        if !options.isEmpty {
            text += "\n\noptions:"
            for option in options { text += "\n" + lines(of: option.declaration) }
        }
        return text
    }

    /// An option's lines: `  -o, --output <file>      the PNG to write…`.
    static func lines(of option: OptionDeclaration) -> String {
        row(option.synopsis, option.help, column: optionColumn)
    }

    /// `left` indented by two spaces and `lines` from `column` on, the first beside `left`
    /// (or on the next line when `left` reaches the column). Built by appending, without
    /// `joined`: a `help` process would pay its first use with a scan of the runtime's
    /// conformance records.
    private static func row(_ left: String, _ lines: [String], column: Int) -> String {
        var text = "  " + left
        let indent = String(repeating: " ", count: 2 + column)
        var beside = left.count < column
        for line in lines {
            text += beside ? String(repeating: " ", count: column - left.count) : "\n" + indent
            text += line
            beside = false
        }
        return text
    }
}
