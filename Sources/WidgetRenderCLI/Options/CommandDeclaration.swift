/// A command of the tool as it declares itself: its name, how the overview and its help
/// describe it, and the options it takes, from which its parsing (``parse(_:)``) and its
/// help (``help``) are made.
///
/// ```swift
/// static let declaration = CommandDeclaration(
///     "timeline", synopsis: "timeline <widget> -o <file>", summary: "the widget's timeline…",
///     usage: "timeline <widget> -o <file> [options]", discussion: "Runs the widget's timeline…",
///     options: [CommonOptions.outputFile] + ContextOptions.names
/// )
/// ```
///
/// The positional arguments are the command's own to check (their messages name the
/// catalog's widgets, topics and so on); the usage line says what they are.
struct CommandDeclaration: Sendable {
    /// The command's name on the command line (`render`).
    let name: String
    /// How the overview (`widget-render --help`) lists the command: `render <widget> -o <file>`.
    let synopsis: String
    /// The overview's few words about the command.
    let summary: String
    /// The usage line of its help, after the tool's name: `render <widget> -o <file> [options]`.
    let usage: String
    /// What the command does: the paragraphs of its help under the usage line, wrapped by hand.
    let discussion: String
    /// The options it takes, in the order its help lists them: made when they are asked
    /// for, so that a run sets up the options of its own command only.
    var options: [any DeclaredOption] { makeOptions() }
    private let makeOptions: @Sendable () -> [any DeclaredOption]
    /// Whether the tool runs the command for itself only: it is not in the overview, `help`
    /// does not know it, and `--help` is not answered (it is an unknown option like any other).
    let isHidden: Bool

    init(
        _ name: String, synopsis: String = "", summary: String = "", usage: String, discussion: String = "",
        options: @autoclosure @escaping @Sendable () -> [any DeclaredOption] = [], isHidden: Bool = false
    ) {
        self.name = name
        self.synopsis = synopsis
        self.summary = summary
        self.usage = usage
        self.discussion = discussion
        makeOptions = options
        self.isHidden = isHidden
    }

    /// `words` (what follows the command's name) parsed against the command's options.
    ///
    /// - Throws: ``CommandError`` with ``ExitCode/usage`` for an unknown option, an option
    ///   without its value, or a flag given a value.
    func parse(_ words: [String]) throws -> Arguments {
        try Arguments(words, command: name, allowed: options)
    }

    /// The command's help: its usage line, what it does, and each option (``HelpText``).
    var help: String { HelpText.command(self) }
}
