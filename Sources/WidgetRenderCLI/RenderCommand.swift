import Foundation
import WidgetRender

/// `widget-render render <widget> -o <file>`: one widget, one family, one PNG.
///
/// `-o -` writes the PNG to standard output (and prints nothing else there); otherwise the
/// file is written atomically and its path printed.
struct RenderCommand {
    let widgets: [CatalogWidget]
    let out: (String) -> Void

    func run(_ arguments: [String]) throws {
        let args = try Arguments(arguments, command: "render", allowed: ContextOptions.names.union(["output"]))
        let choices = widgets.map(\.name).joined(separator: ", ")
        guard let name = args.positional.first else {
            throw CommandError(.usage, "render needs a widget name; expected one of: \(choices)")
        }
        guard args.positional.count == 1 else {
            let given = args.positional.map { "\"\($0)\"" }.joined(separator: " ")
            throw CommandError(.usage, "render takes one widget name (got \(given)); expected one of: \(choices)")
        }
        guard let widget = widgets.first(where: { $0.name == name }) else {
            throw CommandError(.usage, "unknown widget \"\(name)\"; expected one of: \(choices)")
        }
        guard let output = args.options["output"], !output.isEmpty else {
            throw CommandError(.usage, "render needs an output file: -o <file.png>, or -o - for standard output")
        }
        let device = try ContextOptions.device(args)
        let family = try ContextOptions.family(args, widget: widget, device: device)
        let context = try ContextOptions.context(args, family: family, device: device)
        let renderer = try WidgetRenderer()
        let image = try widget.render(renderer, context)
        try Output.write(image, to: output)
        if output != Output.standardOutput { out(output) }
    }
}
