import Foundation
import WidgetRender

/// `widget-render render <activity> [--presentation …] [--state …] -o <file>`: one
/// presentation of a Live Activity, the `render` command's path for the names of
/// ``CatalogActivity``s.
///
/// `--screen alwaysOn|standBy|standBy-night|carPlay` shows the Lock Screen presentation on the
/// Always-On display, in StandBy or on CarPlay (`WidgetContext/activityScreen`). The context options that
/// make sense for a presentation apply (`--device`, `--scheme`,
/// `--scale`, `--date`, `--locale`, `--dynamic-type`; `--mode` other than full colour is
/// reported, not applied, as the renderer does); `--family` and `--entry`, which a Live
/// Activity has not, are usage errors that name `--presentation` and `--state`.
struct ActivityRender {
    let activity: CatalogActivity
    let out: (String) -> Void
    let err: (String) -> Void

    func run(_ args: Arguments, output: String, json: Bool) throws {
        if args.isGiven(ContextOptions.widgetFamily) {
            throw CommandError(.usage, "\"\(activity.name)\" is a Live Activity, which has no family; choose its presentation with --presentation content|compact|expanded|minimal")
        }
        if args.isGiven(RenderCommand.entry) {
            throw CommandError(.usage, "\"\(activity.name)\" is a Live Activity, which takes a content state, not an entry; use --state <name|JSON> (one of: \(activity.stateNames.joined(separator: ", ")))")
        }
        let kind = try args.value(ActivityOptions.presentation) ?? .content
        let stateText = args.text(ActivityOptions.state)
        let render = try activity.renderState(stateText)
        let device = try ContextOptions.device(args)
        var context = try ContextOptions.context(args, family: .systemMedium, device: device)
        if let (screen, night) = try args.value(ActivityOptions.screen) {
            context.activityScreen = screen
            context.standByNight = night
        }
        if args.has(ActivityOptions.onScreen) {
            guard case .dynamicIsland = kind else {
                throw CommandError(.usage, "--on-screen places a Dynamic Island presentation on the screen's top; choose one with --presentation compact|expanded|minimal")
            }
            context.showsIslandOnScreen = true
        }
        let renderer = try WidgetRenderer()
        let image = try render(renderer, kind, context)
        try Output.write(image, to: output)
        let presentation = ActivityOptions.name(of: kind)
        if json {
            out(
                BatchJSON.string(
                    [
                        "activity": activity.name, "presentation": presentation, "state": stateText ?? activity.stateNames[0], "path": output,
                        "pixelWidth": image.pixelWidth, "pixelHeight": image.pixelHeight,
                        "diagnostics": image.diagnostics.map(BatchJSON.diagnostic),
                    ] as [String: Any]))
        } else {
            if output != Output.standardOutput { out(output) }
            BatchRunner.warnings(image.diagnostics, about: "\(activity.name) \(presentation)").forEach(err)
        }
    }
}
