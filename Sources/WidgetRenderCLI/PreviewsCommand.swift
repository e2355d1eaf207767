import Foundation
import WidgetRender

/// `widget-render previews [--output <dir>]`: lists every `#Preview` and `PreviewProvider`
/// preview linked into the tool, or renders each one × its timeline entries × the schemes, as
/// a batch (``BatchRunner``: one job per preview and scheme).
struct PreviewsCommand {
    let out: (String) -> Void
    let err: (String) -> Void

    func run(_ arguments: [String]) throws {
        let args = try Arguments(
            arguments, command: "previews",
            allowed: Set(["output", "module", "scheme", "device"]).union(BatchOptions.optionNames), flags: BatchOptions.flagNames
        )
        let batch = try BatchOptions(args)
        guard args.positional.isEmpty else {
            let given = args.positional.map { "\"\($0)\"" }.joined(separator: " ")
            throw CommandError(.usage, "previews takes no names (got \(given)); use --module <name> to choose a module; run widget-render previews --help")
        }
        let renderer = try WidgetRenderer()
        let previews = renderer.previews(inModule: args.options["module"])
        guard let dir = args.options["output"] else {
            let renderOnly = ["jobs", "shard", "scheme", "device"].filter { args.options[$0] != nil }
            guard renderOnly.isEmpty else {
                throw CommandError(.usage, "--\(renderOnly[0]) applies to rendering the previews; add --output <dir>, or leave it out to list them")
            }
            if batch.json {
                out(BatchJSON.string(["previews": previews.map { preview in
                    ["location": "\(preview.location)", "name": preview.displayName, "family": preview.renderFamily.rawValue]
                }]))
            } else {
                for preview in previews {
                    out("\(preview.location): \(preview.displayName) (\(preview.renderFamily.rawValue))")
                }
            }
            return
        }
        guard !dir.isEmpty, dir != Output.standardOutput else {
            throw CommandError(.usage, "previews writes many files, so --output needs a folder, not \"\(dir)\"")
        }
        if previews.isEmpty, let module = args.options["module"] {
            throw CommandError(.noInput, "no previews in module \"\(module)\"; run widget-render previews to list the modules' previews")
        }
        let schemes = try Self.schemes(args.options["scheme"])
        let device = try ContextOptions.device(args)
        let names = previews.map(Self.baseName)
        let longest = (names.map(\.utf8.count).max() ?? 0) + 48
        let folder = try OutputFolder.create(dir, longestFileName: longest)
        var jobs: [BatchJob] = []
        for (preview, name) in zip(previews, names) {
            for scheme in schemes {
                jobs.append(BatchJob(name: "\(name)-\(preview.renderFamily.rawValue)-\(scheme.rawValue)") {
                    let context = WidgetContext(family: preview.renderFamily, device: device, colorScheme: scheme)
                    var files: [BatchJob.File] = []
                    for rendering in try renderer.renderPreviewWaiting(preview, in: context) {
                        let file = "\(name)-\(rendering.family.rawValue)-\(rendering.entryIndex)-\(scheme.rawValue).png"
                        let path = FilePath.join(folder, file)
                        try Output.write(rendering.image, to: path)
                        files.append(BatchJob.File(path: path, diagnostics: rendering.image.diagnostics))
                    }
                    return files
                })
            }
        }
        try BatchRunner(command: "previews", options: batch, out: out, err: err).run(jobs)
    }

    /// `Module-File-<line>-<name>`, with anything but letters, digits, `.`, `-` and `_` as `_`.
    static func baseName(_ preview: Preview) -> String {
        let file = preview.location.fileID.replacingOccurrences(of: "/", with: "-")
        let raw = "\(file)-\(preview.location.line)-\(preview.displayName)"
        return String(raw.unicodeScalars.map { scalar in
            CharacterSet.alphanumerics.contains(scalar) && scalar.isASCII || "._-".unicodeScalars.contains(scalar) ? Character(scalar) : "_"
        })
    }

    /// `light`, `dark` or `both` (the default).
    static func schemes(_ option: String?) throws -> [ColorScheme] {
        switch option {
        case nil, "both": return ColorScheme.allCases
        case let name?:
            guard let scheme = ColorScheme(rawValue: name) else {
                throw CommandError(.usage, "unknown scheme \"\(name)\"; expected one of: light, dark, both")
            }
            return [scheme]
        }
    }
}
