import Foundation
import WidgetRender

/// `widget-render render-all --output <dir>`: every widget × supported family × scheme, as a
/// batch (``BatchRunner``: `--jobs`, `--shard`, `--quiet`, `--json`).
struct RenderAllCommand {
    let widgets: [CatalogWidget]
    let out: (String) -> Void
    let err: (String) -> Void

    func run(_ arguments: [String]) throws {
        let args = try Arguments(
            arguments, command: "render-all",
            allowed: Set(["output", "device"]).union(BatchOptions.optionNames), flags: BatchOptions.flagNames
        )
        let batch = try BatchOptions(args)
        guard args.positional.isEmpty else {
            let given = args.positional.map { "\"\($0)\"" }.joined(separator: " ")
            throw CommandError(.usage, "render-all takes no widget names (got \(given)); run widget-render render-all --help")
        }
        guard let dir = args.options["output"], !dir.isEmpty else {
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
        let folder = try OutputFolder.create(dir, longestFileName: jobs.map { fileName($0).utf8.count }.max() ?? 0)
        let renderer = try WidgetRenderer()
        let batchJobs = jobs.map { job in
            BatchJob(name: fileName(job)) {
                let context = WidgetContext(family: job.family, device: device, colorScheme: job.scheme)
                let image = try job.widget.render(renderer, context)
                let path = FilePath.join(folder, fileName(job))
                try Output.write(image, to: path)
                return [BatchJob.File(path: path, diagnostics: image.diagnostics)]
            }
        }
        try BatchRunner(command: "render-all", options: batch, out: out, err: err).run(batchJobs)
    }
}
