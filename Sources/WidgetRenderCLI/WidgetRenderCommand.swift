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
public struct WidgetRenderCommand {
    let widgets: [CatalogWidget]
    let out: (String) -> Void
    let err: (String) -> Void

    /// Creates the command over `widgets`; output goes to standard output and error.
    public init(widgets: [CatalogWidget]) {
        self.init(widgets: widgets, out: { print($0) }, err: { message in
            FileHandle.standardError.write(Data((message + "\n").utf8))
        })
    }

    /// Creates the command with custom output sinks (for embedding).
    public init(widgets: [CatalogWidget], out: @escaping (String) -> Void, err: @escaping (String) -> Void) {
        self.widgets = widgets
        self.out = out
        self.err = err
    }

    /// Runs the tool over `widgets` with the process's arguments and exits with its code
    /// (``ExitCode``); it never returns.
    public static func main(widgets: [CatalogWidget]) -> Never {
        exit(WidgetRenderCommand(widgets: widgets).run(arguments: Array(CommandLine.arguments.dropFirst())))
    }

    /// Runs the command; returns the exit code.
    ///
    /// Every error is one line on standard error, `widget-render: ` and the message (line
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
        let oneLine = message.replacingOccurrences(of: "\r", with: "\\r").replacingOccurrences(of: "\n", with: "\\n")
        err("widget-render: " + oneLine)
    }

    static let commandNames = "help, list, devices, render, timeline, render-all, previews, sheet"

    private func dispatch(_ arguments: [String]) throws {
        guard let command = arguments.first else {
            throw CommandError(.usage, "missing command; expected one of: \(Self.commandNames); run widget-render --help")
        }
        let rest = Array(arguments.dropFirst())
        switch command {
        case "-h", "--help":
            out(HelpText.usage)
        case "help":
            try help(rest)
        case "list":
            if Arguments.asksForHelp(rest) { out(HelpText.commands["list"] ?? HelpText.usage); return }
            try ListCommand(widgets: widgets, out: out).run(rest)
        case "devices":
            guard try takesNoArguments(command, rest) else { return }
            DeviceProfile.all.forEach { out(ListCommand.line($0)) }
        case "render":
            if Arguments.asksForHelp(rest) { out(HelpText.commands["render"] ?? HelpText.usage); return }
            try RenderCommand(widgets: widgets, out: out).run(rest)
        case "timeline":
            if Arguments.asksForHelp(rest) { out(HelpText.commands["timeline"] ?? HelpText.usage); return }
            try TimelineCommand(widgets: widgets, out: out).run(rest)
        case "render-all":
            if Arguments.asksForHelp(rest) { out(HelpText.commands["render-all"] ?? HelpText.usage); return }
            try RenderAllCommand(widgets: widgets, out: out, err: err).run(rest)
        case "previews":
            if Arguments.asksForHelp(rest) { out(HelpText.commands["previews"] ?? HelpText.usage); return }
            try PreviewsCommand(out: out, err: err).run(rest)
        case "sheet":
            if Arguments.asksForHelp(rest) { out(SheetCommand.help); return }
            try SheetCommand(widgets: widgets, out: out, err: err).run(rest)
        default:
            throw CommandError(.usage, "unknown command \"\(command)\"; expected one of: \(Self.commandNames)")
        }
    }

    /// `help` prints the usage; `help <command>` that command's help.
    private func help(_ rest: [String]) throws {
        if Arguments.asksForHelp(rest) {
            out(HelpText.commands["help"] ?? HelpText.usage)
            return
        }
        guard let command = rest.first else {
            out(HelpText.usage)
            return
        }
        guard rest.count == 1 else {
            throw CommandError(.usage, "help takes one command name (got \(rest.map { "\"\($0)\"" }.joined(separator: " "))); expected one of: \(Self.commandNames)")
        }
        guard let text = HelpText.commands[command] else {
            throw CommandError(.usage, "unknown command \"\(command)\"; expected one of: \(Self.commandNames)")
        }
        out(text)
    }

    /// For a command without arguments: prints its help and returns false for `--help`;
    /// throws a usage error for anything else given.
    private func takesNoArguments(_ command: String, _ rest: [String]) throws -> Bool {
        if Arguments.asksForHelp(rest) {
            out(HelpText.commands[command] ?? HelpText.usage)
            return false
        }
        guard rest.isEmpty else {
            throw CommandError(.usage, "\(command) takes no arguments (got \"\(rest.joined(separator: " "))\"); run widget-render \(command) --help")
        }
        return true
    }
}
