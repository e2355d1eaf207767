import Foundation
import WidgetRender

/// The `widget-render` command-line tool over a catalog of widgets.
///
/// A project's own `widget-render` is an executable target whose `main.swift` is one call:
///
/// ```swift
/// import WidgetRenderCLI
///
/// WidgetRenderCommand.main(widgets: [
///     CatalogWidget(name: "steps", widget: StepsWidget(), entry: StepsEntry.sample),
/// ])
/// ```
///
/// Live Activities join with `activities:` (``CatalogActivity``): `render` draws their
/// presentations (`--presentation`, `--state`) and `sheet` their contact sheets.
public struct WidgetRenderCommand {
    let widgets: [CatalogWidget]
    /// The Live Activities the tool renders by name.
    let activities: [CatalogActivity]
    /// The controls the tool renders by name (``CatalogControl``): `render <control>
    /// --placement … --value …`.
    public var controls: [CatalogControl] = []
    let out: (String) -> Void
    let err: (String) -> Void
    /// The tool's name in its messages and help (`reading-render: unknown widget …`).
    public let name: String
    /// Whether the command is the process's own (``main(widgets:activities:)``), so that `sheet` may
    /// start copies of the executable to draw sheets side by side (``SheetWorkers``).
    var ownsProcess = false

    /// The name of the package's own tool.
    public static let defaultName = "widget-render"

    /// Creates the command over `widgets` and `activities`; output goes to standard output
    /// and error, and the messages and help call the tool `name`.
    public init(widgets: [CatalogWidget], activities: [CatalogActivity] = [], name: String = WidgetRenderCommand.defaultName) {
        let streams = StandardStreams.shared
        self.init(widgets: widgets, activities: activities, name: name, out: { streams.out($0) }, err: { streams.err($0) })
    }

    /// Creates the command with custom output sinks (for embedding).
    public init(
        widgets: [CatalogWidget], activities: [CatalogActivity] = [], name: String = WidgetRenderCommand.defaultName,
        out: @escaping (String) -> Void, err: @escaping (String) -> Void
    ) {
        self.widgets = widgets
        self.activities = activities
        self.name = name
        // Decision: the messages are written with the package's tool name, and a project's
        // tool (another executable over its own widgets) has it replaced where it stands as
        // the tool's name: at the start of a line (`widget-render:`) and before a command
        // (`widget-render render …`, `run widget-render --help`). File paths and other text
        // are left alone.
        if name == Self.defaultName {
            self.out = out
            self.err = err
        } else {
            self.out = out
            self.err = { line in err(WidgetRenderCommand.renamed(line, to: name)) }
        }
    }

    /// Runs the tool over `widgets` and `activities` with the process's arguments and exits
    /// with its code (``ExitCode``); it never returns. The tool is named as the executable
    /// was invoked (its file name), so a project's own tool speaks of itself.
    ///
    /// A `render` process, which renders one image, gives all its threads one malloc arena
    /// grown 4 MiB at a time (`mallopt`), which starts it faster; the other commands, which
    /// render on several threads at once, leave the heap as it is.
    public static func main(widgets: [CatalogWidget], activities: [CatalogActivity] = []) -> Never {
        main(widgets: widgets, activities: activities, controls: [])
    }

    /// Runs the tool over `widgets`, `activities` and `controls` (``CatalogControl``), as
    /// ``main(widgets:activities:)`` does; it never returns.
    public static func main(widgets: [CatalogWidget], activities: [CatalogActivity], controls: [CatalogControl]) -> Never {
        prepareProcess()
        let invoked = CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? "") } ?? ""
        let name = invoked.isEmpty ? defaultName : invoked
        var command = WidgetRenderCommand(widgets: widgets, activities: activities, name: name)
        command.controls = controls
        command.ownsProcess = true
        let arguments = Array(CommandLine.arguments.dropFirst())
        // A process that renders one image: one heap for its threads (see `OneRenderHeap`).
        if arguments.first == RenderCommand.declaration.name { OneRenderHeap.configure() }
        let code = command.run(arguments: arguments)
        // A font cache file that did not check out was replaced; the output is not affected.
        for note in FontCacheNotes.shared.take() { command.err("widget-render: warning: " + note) }
        // Output that was lost is a failure, whatever the command did (``StandardStreams``).
        if let lost = StandardStreams.shared.outputError, code == ExitCode.success.rawValue {
            command.err("widget-render: " + StandardStreams.outputFailure(lost))
            exit(ExitCode.ioError.rawValue)
        }
        exit(code)
    }

    /// `text` with the package's tool name replaced by `name` where it names the tool: at
    /// the start of a line followed by `:` (or a space), and anywhere followed by a space.
    static func renamed(_ text: String, to name: String) -> String {
        guard name != defaultName else { return text }
        return text.replacingOccurrences(of: defaultName + " ", with: name + " ")
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in line.hasPrefix(defaultName + ":") ? name + line.dropFirst(defaultName.count) : line }
            .joined(separator: "\n")
    }

    /// Runs the command; returns the exit code.
    ///
    /// Every error is one line on standard error, the tool's ``name``, `: ` and the message (line
    /// breaks in it are shown as `\n`). `SIGXFSZ` is ignored from here on, so that a file-size
    /// limit (`ulimit -f`) fails the write with an error, and its temporary file is removed,
    /// rather than killing the process.
    public func run(arguments: [String]) -> Int32 {
        signal(SIGXFSZ, SIG_IGN)
        do {
            try dispatch(arguments)
            return ExitCode.success.rawValue
        } catch let e as CommandError {
            report(e.message)
            return e.code.rawValue
        } catch let e as WidgetRenderError {
            report(e.message)
            return ExitCode.failure.rawValue
        } catch {
            report("\(error)")
            return ExitCode.failure.rawValue
        }
    }

    /// Prints `message` as one prefixed line on standard error.
    private func report(_ message: String) {
        err("widget-render: " + Self.oneLine(message))
    }

    /// `message` on one line: its line breaks shown as `\r` and `\n`.
    static func oneLine(_ message: String) -> String {
        message.replacingOccurrences(of: "\r", with: "\\r").replacingOccurrences(of: "\n", with: "\\n")
    }

    /// Runs the command `arguments` start with (``commands``), or prints the overview for
    /// `-h`/`--help`, or the command's help when its words ask for it.
    private func dispatch(_ arguments: [String]) throws {
        guard let word = arguments.first else {
            throw CommandError(.usage, "missing command; expected one of: \(commandNames); run widget-render --help")
        }
        let rest = Array(arguments.dropFirst())
        if word == "-h" || word == "--help" {
            out(Self.renamed(overview, to: name))
            return
        }
        guard let command = commands.first(where: { $0.declaration.name == word }) else {
            throw CommandError(.usage, "unknown command \"\(word)\"; expected one of: \(commandNames)")
        }
        if !command.declaration.isHidden, Arguments.asksForHelp(rest) {
            out(Self.renamed(command.declaration.help, to: name))
            return
        }
        try command.run(rest)
    }
}
