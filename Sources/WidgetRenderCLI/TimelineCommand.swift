import Foundation
import WidgetRender

/// `widget-render timeline <widget> -o <file>`: runs the widget's timeline provider and draws
/// its entries side by side, each labelled with its date and relevance, then the reload
/// policy (``WidgetRenderer/timelineStrip(_:)``), as one PNG.
///
/// It takes the context options of `render` (family, device, scheme, mode…), which each
/// entry is rendered in; `--date` is the "now" the provider is asked at. `-o -` writes the PNG
/// to standard output.
struct TimelineCommand {
    let widgets: [CatalogWidget]
    let out: (String) -> Void

    static let declaration = CommandDeclaration(
        "timeline", synopsis: "timeline <widget> -o <file>", summary: "the widget's timeline: every entry, dated, and the reload policy",
        usage: "timeline <widget> -o <file> [options]",
        discussion: """
            Runs the widget's timeline provider and renders its entries side by side, each
            labelled with its date (UTC) and relevance, then the reload policy, as one PNG;
            prints the file's path (with -o -, writes the PNG to standard output).
            """,
        options: [CommonOptions.outputFile] + ContextOptions.names
    )

    func run(_ arguments: [String]) throws {
        let args = try Self.declaration.parse(arguments)
        let widget = try RenderCommand.widget(named: args.positional, in: widgets, command: "timeline")
        guard let output = try args.value(CommonOptions.outputFile), !output.isEmpty else {
            throw CommandError(.usage, "timeline needs an output file: -o <file.png>, or -o - for standard output")
        }
        guard let timeline = widget.timeline else {
            throw CommandError(
                .usage,
                "widget \"\(widget.name)\" has no timeline provider to run: it was added as a render function; add it with CatalogWidget(name:widget:entry:)"
            )
        }
        let device = try ContextOptions.device(args)
        let family = try ContextOptions.family(args, widget: widget, device: device)
        let context = try ContextOptions.context(args, family: family, device: device)
        let renderer = try WidgetRenderer()
        let strip = try renderer.timelineStrip(try timeline(renderer, context))
        try Output.write(strip, to: output)
        if output != Output.standardOutput { out(output) }
    }
}
