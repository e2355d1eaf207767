import Foundation
import WidgetRender

/// `widget-render render-all --output <dir>`: every widget × supported family × scheme, and
/// every control × placement × state (`RenderAllCommand+Controls.swift`), as one batch
/// (``BatchRunner``: `--jobs`, `--shard`, `--quiet`, `--json`).
struct RenderAllCommand {
    let widgets: [CatalogWidget]
    var controls: [CatalogControl] = []
    let out: (String) -> Void
    let err: (String) -> Void

    static let declaration = CommandDeclaration(
        "render-all", synopsis: "render-all --output <dir>", summary: "every widget × family × scheme and control × placement × state",
        usage: "render-all --output <dir> [options]",
        discussion: """
            Renders every widget in every family it supports on the device, light and dark
            (<widget>-<family>-<scheme>.png), and every control in every placement the device
            shows, a toggle off and on (<control>-<placement>-off.png, -on.png; a button's
            <control>-<placement>-preview.png); prints the paths as they are written; then
            each render's diagnostics on standard error, one "warning:" line each.
            """,
        options: [CommonOptions.outputFolder, CommonOptions.device.help("default: iPhone6_1")] + BatchOptions.declarations
    )

    func run(_ arguments: [String]) throws {
        let args = try Self.declaration.parse(arguments)
        let batch = try BatchOptions(args)
        guard args.positional.isEmpty else {
            let given = args.positional.map { "\"\($0)\"" }.joined(separator: " ")
            throw CommandError(.usage, "render-all takes no widget names (got \(given)); run widget-render render-all --help")
        }
        guard let dir = try args.value(CommonOptions.outputFolder), !dir.isEmpty else {
            throw CommandError(.usage, "render-all needs an output folder: --output <dir>")
        }
        guard dir != Output.standardOutput else {
            throw CommandError(.usage, "render-all writes many files, so it needs a folder, not \"-\" (standard output); use render <widget> -o - for one PNG")
        }
        let device = try ContextOptions.device(args)
        let jobs = widgets.flatMap { widget in
            widget.families.filter { device.slots[$0] != nil }.flatMap { family in
                ColorScheme.allCases.map { (widget: widget, family: family, scheme: $0) }
            }
        }
        func fileName(_ job: (widget: CatalogWidget, family: WidgetFamily, scheme: ColorScheme)) -> String {
            "\(job.widget.name)-\(job.family.rawValue)-\(job.scheme.rawValue).png"
        }
        let renderer = try WidgetRenderer()
        let controlFiles = controls.map { ($0, Self.controlFiles($0, device: device, renderer: renderer)) }
        let controlNames = controlFiles.flatMap { control, files in (try? files.get())?.map(\.fileName) ?? [control.name] }
        let folder = try OutputFolder.create(dir, longestFileName: (jobs.map(fileName) + controlNames).map(\.utf8.count).max() ?? 0)
        let widgetJobs = jobs.map { job in
            BatchJob(name: fileName(job)) {
                let context = WidgetContext(family: job.family, device: device, colorScheme: job.scheme)
                let image = try job.widget.render(renderer, context)
                let path = FilePath.join(folder, fileName(job))
                try Output.write(image, to: path)
                return [BatchJob.File(path: path, diagnostics: image.diagnostics)]
            }
        }
        let controlJobs = Self.controlJobs(controlFiles, device: device, renderer: renderer, folder: folder)
        try BatchRunner(command: "render-all", options: batch, out: out, err: err).run(widgetJobs + controlJobs)
    }
}
