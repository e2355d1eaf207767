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
/// the sample (see `EntryDecoding`).
///
/// A Live Activity's name (``CatalogActivity``) renders one of its presentations instead
/// (``ActivityRender``): `--presentation content|compact|expanded|minimal` (default `content`)
/// and `--state <name|JSON>`. `--presentation` with a name that is no Live Activity exits 66
/// (no such input), or 64 when the name is a widget's.
///
/// A control's name (``CatalogControl``) renders one of its placements (``ControlRender``):
/// `--placement controlCenter-small|…|lockScreen|actionButton` and `--value
/// preview|current|on|off`; either with a name that is no control exits 66, or 64 when the
/// name is a widget's or a Live Activity's.
struct RenderCommand {
    let widgets: [CatalogWidget]
    var activities: [CatalogActivity] = []
    var controls: [CatalogControl] = []
    let out: (String) -> Void
    let err: (String) -> Void
    /// Whether the widget's renderer is kept until the process exits, when the command owns
    /// the process: freeing it tears down Pango's font map, which lists every font again
    /// (Pango 1.50) for a process about to end.
    var keepsRendererUntilExit = false

    /// The renderer kept until exit (set once, on the main thread, when the command owns the
    /// process).
    nonisolated(unsafe) private static var keptUntilExit: WidgetRenderer?

    /// `--entry`: the JSON file (or `-`) to decode the entry from.
    static let entry = Option(
        "entry", value: "<file.json>", help: "the entry to render, decoded into the widget's entry type",
        "(dates as ISO 8601 strings); - reads standard input"
    )

    /// `--beside`: with `--standby`, StandBy's screen with this widget on the right.
    static let beside = Option("beside", value: "<widget>", help: "with --standby: StandBy's landscape screen, this widget", "on the right of the one rendered")

    static let json = CommonOptions.json.help(
        #"print {"path", "widget", "family", "pixelWidth", "pixelHeight","#, #""diagnostics"} as JSON instead of the path"#
    )

    static let declaration = CommandDeclaration(
        "render", synopsis: "render <widget> -o <file>", summary: "render one widget to a PNG",
        usage: "render <widget|activity> -o <file> [options]",
        discussion: """
            Renders one widget to a PNG and prints the file's path (with -o -, writes the
            PNG to standard output and prints nothing else there). An existing regular file
            is replaced atomically, a symlink is written through; a folder, device, FIFO or
            socket is refused (exit 73). What the render noticed (truncated text, a missing
            symbol…) is printed on standard error, one "warning:" line each. A Live
            Activity renders one presentation, chosen with --presentation, of the state
            --state names (or gives as JSON). A control renders one placement, chosen
            with --placement, of the value --value names.
            """,
        options: [CommonOptions.outputFile, entry, ActivityOptions.presentation, ActivityOptions.state, ActivityOptions.screen, ActivityOptions.onScreen, ControlOptions.placement, ControlOptions.value]
            + ContextOptions.names + [beside, json]
    )

    func run(_ arguments: [String]) throws {
        let args = try Self.declaration.parse(arguments)
        if let control = try control(named: args) {
            let (output, json) = try Self.output(args)
            try ControlRender(control: control, out: out, err: err).run(args, output: output, json: json)
            return
        }
        if let activity = try activity(named: args) {
            let (output, json) = try Self.output(args)
            try ActivityRender(activity: activity, out: out, err: err).run(args, output: output, json: json)
            return
        }
        let widget = try Self.widget(named: args.positional, in: widgets, command: "render")
        if args.isGiven(ActivityOptions.state) {
            throw CommandError(.usage, "--state is for a Live Activity, and \"\(widget.name)\" is a widget; give it an entry with --entry <file.json>")
        }
        let (output, json) = try Self.output(args)
        let device = try ContextOptions.device(args)
        let family = try ContextOptions.family(args, widget: widget, device: device)
        let context = try ContextOptions.context(args, family: family, device: device)
        let render = try args.value(Self.entry).map { try EntryInput.render(widget, entryAt: $0) } ?? widget.render
        let renderer = try WidgetRenderer()
        if keepsRendererUntilExit { Self.keptUntilExit = renderer }
        var image = try render(renderer, context)
        if let other = try args.value(Self.beside) { image = try standByScreen(image, beside: other, in: context, renderer: renderer) }
        try Output.write(image, to: output)
        if json {
            out(
                BatchJSON.string(
                    [
                        "widget": widget.name, "family": family.rawValue, "path": output,
                        "pixelWidth": image.pixelWidth, "pixelHeight": image.pixelHeight,
                        "diagnostics": image.diagnostics.map(BatchJSON.diagnostic),
                    ] as [String: Any]))
        } else {
            if output != Output.standardOutput { out(output) }
            BatchRunner.warnings(image.diagnostics, about: "\(widget.name) \(family.rawValue)").forEach(err)
        }
    }

    /// `left` and the widget `name` (rendered in `context`) side by side on StandBy's screen.
    private func standByScreen(_ left: RenderedImage, beside name: String, in context: WidgetContext, renderer: WidgetRenderer) throws -> RenderedImage {
        guard context.showsInStandBy else {
            throw CommandError(.usage, "--beside puts a second widget beside the first on StandBy's screen; add --standby day or --standby night")
        }
        let right = try Self.widget(named: [name], in: widgets, command: "render")
        guard right.families.contains(.systemSmall) else {
            throw CommandError(
                .usage,
                "widget \"\(right.name)\" has no systemSmall family, the only one StandBy shows; choose another --beside widget: "
                    + widgets.filter { $0.families.contains(.systemSmall) }.map(\.name).joined(separator: ", "))
        }
        return try renderer.standByScreen(left, try right.render(renderer, context), in: context)
    }

    /// `-o` and `--json`, checked together.
    private static func output(_ args: Arguments) throws -> (output: String, json: Bool) {
        guard let output = try args.value(CommonOptions.outputFile), !output.isEmpty else {
            throw CommandError(.usage, "render needs an output file: -o <file.png>, or -o - for standard output")
        }
        let json = args.has(Self.json)
        if json, output == Output.standardOutput {
            throw CommandError(.usage, "--json prints to standard output, where -o - writes the PNG; use -o <file.png> with --json")
        }
        return (output, json)
    }

    /// The Live Activity the one positional word names, or nil for a widget's name (or
    /// nothing, left to ``widget(named:in:command:)`` to report); with `--presentation` (or
    /// `--screen`, which only activities take), a name that is no activity is an error: 64 for a
    /// widget's, 66 for an unknown one.
    private func activity(named args: Arguments) throws -> CatalogActivity? {
        let presentation = try args.value(ActivityOptions.presentation)
        guard args.positional.count == 1, let name = args.positional.first else { return nil }
        if let activity = activities.first(where: { $0.name == name }) { return activity }
        guard presentation != nil || args.isGiven(ActivityOptions.screen) else { return nil }
        let choices = activities.isEmpty ? "this tool has no Live Activities" : "expected one of: \(activities.map(\.name).joined(separator: ", "))"
        if widgets.contains(where: { $0.name == name }) {
            let option = presentation != nil ? "--presentation" : "--screen"
            throw CommandError(.usage, "\(option) is for a Live Activity, and \"\(name)\" is a widget; \(choices)")
        }
        throw CommandError(.noInput, "unknown Live Activity \"\(name)\"; \(choices)")
    }

    /// The control the one positional word names, or nil for another name; with `--placement`
    /// or `--value`, a name that is no control is an error: 64 for a widget's or a Live
    /// Activity's, 66 for an unknown one.
    private func control(named args: Arguments) throws -> CatalogControl? {
        guard args.positional.count == 1, let name = args.positional.first else { return nil }
        if let control = controls.first(where: { $0.name == name }) { return control }
        let option = args.isGiven(ControlOptions.placement) ? "--placement" : args.isGiven(ControlOptions.value) ? "--value" : nil
        guard let option else { return nil }
        let choices = controls.isEmpty ? "this tool has no controls" : "expected one of: \(controls.map(\.name).joined(separator: ", "))"
        if widgets.contains(where: { $0.name == name }) || activities.contains(where: { $0.name == name }) {
            throw CommandError(.usage, "\(option) is for a control, and \"\(name)\" is not one; \(choices)")
        }
        throw CommandError(.noInput, "unknown control \"\(name)\"; \(choices)")
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
