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

    static let usage = """
        usage: widget-render <command> [options]

        commands:
          list                         the widgets and the families each supports
          devices                      the device profiles and their families
          render <widget> -o <file>    render one widget to a PNG
              --family <family>        default: the widget's first family
              --device <device>        default: iPhone6_1
              --scheme light|dark      default: light
              --mode fullColor         rendering mode
              --scale <n>              pixels per point (default: the device's)
              --date <ISO 8601>        the frozen "now" (default: the entry's date)
          render-all --output <dir>    every widget in every family it supports on the
                                       device, light and dark; prints the paths
              --device <device>        default: iPhone6_1

        exit codes: 0 ok, 1 render failed, 64 usage, 65 bad data, 66 missing input,
                    73 cannot create output
        """

    /// Runs the command; returns the exit code.
    public func run(arguments: [String]) -> Int32 {
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
            for w in widgets { out("\(w.name): " + w.families.map(\.rawValue).joined(separator: ", ")) }
        case "devices":
            for d in DeviceProfile.all {
                out("\(d.name) (\(d.models), @\(Int(d.scale))x): " + d.supportedFamilies.map(\.rawValue).joined(separator: ", "))
            }
        case "render":
            try RenderCommand(widgets: widgets, out: out).run(rest)
        case "render-all":
            try RenderAllCommand(widgets: widgets, out: out).run(rest)
        default:
            throw CommandError(.usage, "unknown command \"\(command)\"; expected one of: list, devices, render, render-all")
        }
    }
}
