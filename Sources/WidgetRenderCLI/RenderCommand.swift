import Foundation
import WidgetRender

/// `widget-render render <widget> -o <file>`: one widget, one family, one PNG.
///
/// `-o -` writes the PNG to standard output (and prints nothing else there); otherwise the
/// file is written atomically and its path printed, or with `--json` one object
/// `{"diagnostics":[…],"family":…,"path":…,"pixelHeight":…,"pixelWidth":…,"widget":…}`.
/// Without `--json`, each diagnostic of the render is a warning line on standard error
/// (`widget-render: warning: <widget> <family>: <kind>: <message>`).
/// `--entry FILE` (or `-` for standard input) renders an entry decoded from JSON instead of
/// the sample (see ``EntryDecoding``).
struct RenderCommand {
    let widgets: [CatalogWidget]
    let out: (String) -> Void
    let err: (String) -> Void

    func run(_ arguments: [String]) throws {
        let args = try Arguments(arguments, command: "render", allowed: ContextOptions.names.union(["output", "entry"]), flags: ["json"])
        let widget = try Self.widget(named: args.positional, in: widgets, command: "render")
        guard let output = args.options["output"], !output.isEmpty else {
            throw CommandError(.usage, "render needs an output file: -o <file.png>, or -o - for standard output")
        }
        let json = args.has("json")
        if json, output == Output.standardOutput {
            throw CommandError(.usage, "--json prints to standard output, where -o - writes the PNG; use -o <file.png> with --json")
        }
        let device = try ContextOptions.device(args)
        let family = try ContextOptions.family(args, widget: widget, device: device)
        let context = try ContextOptions.context(args, family: family, device: device)
        let render = try args.options["entry"].map { try EntryInput.render(widget, entryAt: $0) } ?? widget.render
        let renderer = try WidgetRenderer()
        let image = try render(renderer, context)
        try Output.write(image, to: output)
        if json {
            out(BatchJSON.string([
                "widget": widget.name, "family": family.rawValue, "path": output,
                "pixelWidth": image.pixelWidth, "pixelHeight": image.pixelHeight,
                "diagnostics": image.diagnostics.map(BatchJSON.diagnostic),
            ] as [String: Any]))
        } else {
            if output != Output.standardOutput { out(output) }
            BatchRunner.warnings(image.diagnostics, about: "\(widget.name) \(family.rawValue)").forEach(err)
        }
    }

    /// The one widget `positional` names.
    static func widget(named positional: [String], in widgets: [CatalogWidget], command: String) throws -> CatalogWidget {
        // Joined only for a message: the first `joined` of a process costs the runtime a
        // conformance scan, which every successful `render` paid for nothing.
        var choices: String { widgets.map(\.name).joined(separator: ", ") }
        guard let name = positional.first else {
            throw CommandError(.usage, "\(command) needs a widget name; expected one of: \(choices)")
        }
        guard positional.count == 1 else {
            let given = positional.map { "\"\($0)\"" }.joined(separator: " ")
            throw CommandError(.usage, "\(command) takes one widget name (got \(given)); expected one of: \(choices)")
        }
        guard let widget = widgets.first(where: { $0.name == name }) else {
            throw CommandError(.usage, "unknown widget \"\(name)\"; expected one of: \(choices)")
        }
        return widget
    }
}
