import WidgetRender

extension WidgetRenderCommand {
    /// A command of the tool: its declaration (name, help, options) and what runs it with
    /// the words after its name.
    struct Subcommand {
        let declaration: CommandDeclaration
        let run: ([String]) throws -> Void
    }

    /// Every command, in the order the overview lists them; `-h` or `--help` among a
    /// command's words prints its help instead of running it (``CommandDeclaration/help``).
    var commands: [Subcommand] {
        [
            Subcommand(declaration: Self.helpDeclaration, run: help),
            Subcommand(declaration: ListCommand.declaration) { try ListCommand(widgets: widgets, controls: controls, out: out).run($0) },
            Subcommand(declaration: Self.devicesDeclaration, run: devices),
            Subcommand(declaration: RenderCommand.declaration) { arguments in
                var render = RenderCommand(widgets: widgets, activities: activities, controls: controls, out: out, err: err)
                render.keepsRendererUntilExit = ownsProcess
                try render.run(arguments)
            },
            Subcommand(declaration: TimelineCommand.declaration) { try TimelineCommand(widgets: widgets, out: out).run($0) },
            Subcommand(declaration: RenderAllCommand.declaration) { try RenderAllCommand(widgets: widgets, controls: controls, out: out, err: err).run($0) },
            Subcommand(declaration: PreviewsCommand.declaration) { try PreviewsCommand(out: out, err: err).run($0) },
            Subcommand(declaration: SheetCommand.declaration) { arguments in
                var sheet = SheetCommand(widgets: widgets, activities: activities, controls: controls, out: out, err: err)
                sheet.usesWorkerProcesses = ownsProcess
                try sheet.run(arguments)
            },
            Subcommand(declaration: InitCommand.declaration) { try InitCommand(out: out).run($0) },
            Subcommand(declaration: SheetWorker.declaration) { try SheetWorker(widgets: widgets, out: out, err: err).run($0) },
        ]
    }

    /// The commands' names as errors list them: `help, list, devices, …`.
    var commandNames: String {
        commands.map(\.declaration).filter { !$0.isHidden }.map(\.name).joined(separator: ", ")
    }

    /// What `--help` and `help` print.
    var overview: String { HelpText.overview(commands.map(\.declaration)) }

    static let helpDeclaration = CommandDeclaration(
        "help", synopsis: "help [<command>]", summary: "this text, or a command's options",
        usage: "help [<command>]", discussion: "Prints the usage, or the help of a command."
    )

    static let devicesDeclaration = CommandDeclaration(
        "devices", synopsis: "devices", summary: "the device profiles and their families",
        usage: "devices", discussion: "Prints each device profile, its screen and scale, and the families it supports."
    )

    /// `help` prints the overview; `help <command>` that command's help.
    private func help(_ rest: [String]) throws {
        guard let word = rest.first else {
            out(Self.renamed(overview, to: name))
            return
        }
        guard rest.count == 1 else {
            throw CommandError(.usage, "help takes one command name (got \(rest.map { "\"\($0)\"" }.joined(separator: " "))); expected one of: \(commandNames)")
        }
        guard let command = commands.map(\.declaration).first(where: { $0.name == word && !$0.isHidden }) else {
            throw CommandError(.usage, "unknown command \"\(word)\"; expected one of: \(commandNames)")
        }
        out(Self.renamed(command.help, to: name))
    }

    /// `devices` takes no arguments: each device profile, one a line.
    private func devices(_ rest: [String]) throws {
        guard rest.isEmpty else {
            throw CommandError(.usage, "devices takes no arguments (got \"\(rest.joined(separator: " "))\"); run widget-render devices --help")
        }
        DeviceProfile.all.forEach { out(ListCommand.line($0)) }
    }
}
