import Foundation
import WidgetRender

/// The `widget-render` command-line tool over a catalog of widgets.
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

    static let commands = """
        commands:
          list                         the widgets and the families each supports
          devices                      the device profiles and their families
          render <widget> -o <file>    render one widget to a PNG
          render-all --output <dir>    every widget in every family it supports, light and dark
        """

    static let exitCodes = """
        exit codes: 0 ok, 1 render failed, 64 usage, 65 bad data, 66 missing input,
                    73 cannot create output
        """

    static let usage = "usage: widget-render <command> [options]\n\n\(commands)\n\nRun widget-render <command> --help for a command's options.\n\n\(exitCodes)"

    /// Each command's help.
    static let help: [String: String] = [
        "list": "usage: widget-render list\n\nPrints each widget of the catalog and the families it supports.",
        "devices": "usage: widget-render devices\n\nPrints each device profile, its screen and scale, and the families it supports.",
        "render": """
            usage: widget-render render <widget> -o <file> [options]

            Renders one widget to a PNG and prints the file's path (with -o -, writes the
            PNG to standard output and prints nothing else there). An existing regular file
            is replaced atomically, a symlink is written through; a folder, device, FIFO or
            socket is refused (exit 73).

            options:
              -o, --output <file>      the PNG to write (required); - for standard output
              --family <family>        default: the widget's first family
              --device <device>        default: iPhone6_1
              --scheme light|dark      default: light
              --mode fullColor         rendering mode
              --scale <n>              pixels per point (default: the device's)
              --date <ISO 8601>        the frozen "now" (default: the entry's date)
            """,
        "render-all": """
            usage: widget-render render-all --output <dir> [options]

            Renders every widget in every family it supports on the device, light and dark,
            and prints the paths.

            options:
              -o, --output <dir>       the folder to write into (required)
              --device <device>        default: iPhone6_1
            """,
    ]

    /// Runs the command; returns the exit code.
    ///
    /// `SIGXFSZ` is ignored from here on, so that a file-size limit (`ulimit -f`) fails the
    /// write with an error, and its temporary file is removed, rather than killing the process.
    public func run(arguments: [String]) -> Int32 {
        signal(SIGXFSZ, SIG_IGN)
        do {
            try dispatch(arguments)
            return ExitCode.success.rawValue
        } catch let e as CommandError {
            err("widget-render: " + e.message)
            return e.code.rawValue
        } catch let e as WidgetRenderError {
            err("widget-render: " + e.message)
            return ExitCode.failure.rawValue
        } catch {
            err("widget-render: \(error)")
            return ExitCode.failure.rawValue
        }
    }

    private func dispatch(_ arguments: [String]) throws {
        guard let command = arguments.first else {
            throw CommandError(.usage, "missing command\n" + Self.usage)
        }
        let rest = Array(arguments.dropFirst())
        switch command {
        case "-h", "--help", "help":
            out(Self.usage)
        case "list":
            guard try takesNoArguments(command, rest) else { return }
            for w in widgets { out("\(w.name): " + w.families.map(\.rawValue).joined(separator: ", ")) }
        case "devices":
            guard try takesNoArguments(command, rest) else { return }
            for d in DeviceProfile.all {
                out("\(d.name) (\(d.models), @\(Int(d.scale))x): " + d.supportedFamilies.map(\.rawValue).joined(separator: ", "))
            }
        case "render":
            if Arguments.asksForHelp(rest) { out(Self.help["render"] ?? Self.usage); return }
            try RenderCommand(widgets: widgets, out: out).run(rest)
        case "render-all":
            if Arguments.asksForHelp(rest) { out(Self.help["render-all"] ?? Self.usage); return }
            try RenderAllCommand(widgets: widgets, out: out).run(rest)
        default:
            throw CommandError(.usage, "unknown command \"\(command)\"; expected one of: list, devices, render, render-all")
        }
    }

    /// For a command without arguments: prints its help and returns false for `--help`;
    /// throws a usage error for anything else given.
    private func takesNoArguments(_ command: String, _ rest: [String]) throws -> Bool {
        if Arguments.asksForHelp(rest) {
            out(Self.help[command] ?? Self.usage)
            return false
        }
        guard rest.isEmpty else {
            throw CommandError(.usage, "\(command) takes no arguments (got \"\(rest.joined(separator: " "))\"); run widget-render \(command) --help")
        }
        return true
    }
}
