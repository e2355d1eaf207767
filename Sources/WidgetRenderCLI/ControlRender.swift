import Foundation
import WidgetRender

/// `widget-render render <control> [--placement …] [--value …] -o <file>`: one placement of
/// a control, the `render` command's path for the names of ``CatalogControl``s.
///
/// The context options that make sense for a control apply (`--device`, `--scale`, `--date`,
/// `--locale`, `--dynamic-type`); `--family`, `--entry`, `--presentation`, `--state` and
/// `--screen`, which a control has not, are usage errors that name `--placement` and `--value`.
struct ControlRender {
    let control: CatalogControl
    let out: (String) -> Void
    let err: (String) -> Void

    func run(_ args: Arguments, output: String, json: Bool) throws {
        for (given, option) in [
            (args.isGiven(ContextOptions.widgetFamily), "--family"), (args.isGiven(RenderCommand.entry), "--entry"), (args.isGiven(ActivityOptions.presentation), "--presentation"),
            (args.isGiven(ActivityOptions.state), "--state"), (args.isGiven(ActivityOptions.screen), "--screen"),
        ] where given {
            throw CommandError(.usage, "\"\(control.name)\" is a control, which takes no \(option); choose its place with --placement and its value with --value")
        }
        let placement = try args.value(ControlOptions.placement) ?? .controlCenter(.small)
        let valueText = try args.value(ControlOptions.value)
        let device = try ContextOptions.device(args)
        let context = try ContextOptions.context(args, family: .systemSmall, device: device)
        if WidgetRenderer.placementProblem(placement, on: device) != nil {
            let shown = ControlPlacement.all(on: device)
            let device = "\(device.name) (\(device.models))"
            throw CommandError(
                .usage,
                shown.isEmpty
                    ? "\"\(control.name)\" is a control, and \(device) shows none that widget-render draws (controls are drawn on iPhone and iPad devices); choose one with --device, e.g. iPhone6_1"
                    : "\(device) has no Dynamic Island, so no Action button control; choose --placement \(shown.map(ControlOptions.name(of:)).joined(separator: ", ")), or a device with a Dynamic Island, e.g. iPhone6_1"
            )
        }
        let renderer = try WidgetRenderer()
        let image = try control.render(renderer, placement, ControlOptions.controlValue(valueText), context)
        try Output.write(image, to: output)
        let place = ControlOptions.name(of: placement)
        if json {
            out(
                BatchJSON.string(
                    [
                        "control": control.name, "placement": place, "value": valueText ?? "preview", "path": output,
                        "pixelWidth": image.pixelWidth, "pixelHeight": image.pixelHeight,
                        "diagnostics": image.diagnostics.map(BatchJSON.diagnostic),
                    ] as [String: Any]))
        } else {
            if output != Output.standardOutput { out(output) }
            BatchRunner.warnings(image.diagnostics, about: "\(control.name) \(place)").forEach(err)
        }
    }
}
