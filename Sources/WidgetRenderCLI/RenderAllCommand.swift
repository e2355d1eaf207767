import Foundation
import WidgetRender

/// `widget-render render-all --output <dir>`: every widget × supported family × scheme.
struct RenderAllCommand {
    let widgets: [CatalogWidget]
    let out: (String) -> Void

    func run(_ arguments: [String]) throws {
        let args = try Arguments(arguments, command: "render-all", allowed: ["output", "device"])
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
        let folder = URL(fileURLWithPath: dir, isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            let reason = error.localizedDescription.trimmingCharacters(in: CharacterSet(charactersIn: ". "))
            throw CommandError(.cannotCreate, "cannot create folder \"\(dir)\": \(reason); choose a writable location")
        }
        let renderer = try WidgetRenderer()
        for widget in widgets {
            for family in widget.families where device.slots[family] != nil {
                for scheme in ColorScheme.allCases {
                    let context = WidgetContext(family: family, device: device, colorScheme: scheme)
                    let image = try widget.render(renderer, context)
                    let path = folder.appendingPathComponent("\(widget.name)-\(family.rawValue)-\(scheme.rawValue).png").path
                    try Output.write(image, to: path)
                    out(path)
                }
            }
        }
    }
}
