import Foundation
import WidgetRender

/// `widget-render previews [--output <dir>]`: lists every `#Preview` and `PreviewProvider`
/// preview linked into the tool, or renders each one × its timeline entries × the schemes, as
/// a batch (``BatchRunner``: one job per preview and scheme).
struct PreviewsCommand {
    let out: (String) -> Void
    let err: (String) -> Void

    /// `--module`: only the previews of this module.
    static let module = Option("module", value: "<name>", help: "only the previews of this module")

    /// `--scheme`: `light`, `dark` or `both` (the default).
    static let schemes = Option<[ColorScheme]>(
        "scheme", value: "light|dark|both", help: "default: both", default: { ColorScheme.allCases }
    ) { name in
        if name == "both" { return ColorScheme.allCases }
        guard let scheme = ColorScheme(rawValue: name) else {
            throw CommandError(.usage, "unknown scheme \"\(name)\"; expected one of: light, dark, both")
        }
        return [scheme]
    }

    static let device = CommonOptions.device.help("default: iPhone6_1 (a preview's previewDevice wins)")

    static let declaration = CommandDeclaration(
        "previews", synopsis: "previews [--output <dir>]", summary: "list every #Preview and PreviewProvider preview, or render them",
        usage: "previews [--output <dir>] [options]",
        discussion: """
            Without --output, lists every preview compiled into the tool (#Preview and
            PreviewProvider), as file:line:column: name (family), or with --json as
            {"previews":[{"family", "location", "name"}]}. With --output, renders each
            preview once per timeline entry and scheme, and prints the paths; files are named
            <module>-<file>-<line>-<name>-<family>-<entry>-<scheme>.png.
            """,
        options: [CommonOptions.outputFolder.help("the folder to write into"), module, schemes, device] + BatchOptions.declarations
    )

    func run(_ arguments: [String]) throws {
        let args = try Self.declaration.parse(arguments)
        let batch = try BatchOptions(args)
        guard args.positional.isEmpty else {
            let given = args.positional.map { "\"\($0)\"" }.joined(separator: " ")
            throw CommandError(.usage, "previews takes no names (got \(given)); use --module <name> to choose a module; run widget-render previews --help")
        }
        let renderer = try WidgetRenderer()
        let module = try args.value(Self.module)
        let previews = renderer.previews(inModule: module)
        // A module without previews is an error whether the previews are listed or rendered:
        // an empty list would read as success for a misspelt name.
        if previews.isEmpty, let module {
            throw CommandError(.noInput, "no previews in module \"\(module)\"; run widget-render previews to list the modules' previews")
        }
        guard let dir = try args.value(CommonOptions.outputFolder) else {
            let renderOnly: [any DeclaredOption] = [BatchOptions.jobs, BatchOptions.shard, Self.schemes, Self.device]
            if let given = renderOnly.first(where: args.isGiven) {
                throw CommandError(.usage, "\(given.declaration.longSpelling) applies to rendering the previews; add --output <dir>, or leave it out to list them")
            }
            if batch.json {
                out(
                    BatchJSON.string([
                        "previews": previews.map { preview in
                            ["location": "\(preview.location)", "name": preview.displayName, "family": preview.renderFamily.rawValue]
                        }
                    ]))
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
        let schemes = try args.value(Self.schemes)
        let device = try ContextOptions.device(args)
        let names = previews.map(Self.baseName)
        let longest = (names.map(\.utf8.count).max() ?? 0) + 48
        let folder = try OutputFolder.create(dir, longestFileName: longest)
        var jobs: [BatchJob] = []
        for (preview, name) in zip(previews, names) {
            for scheme in schemes {
                jobs.append(
                    BatchJob(name: "\(name)-\(preview.renderFamily.rawValue)-\(scheme.rawValue)") {
                        let context = WidgetContext(family: preview.renderFamily, device: device, colorScheme: scheme)
                        var files: [BatchJob.File] = []
                        for rendering in try renderer.renderPreviewWaiting(preview, in: context) {
                            let file = "\(name)-\(rendering.presentationName)-\(rendering.entryIndex)-\(scheme.rawValue).png"
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
        return String(
            raw.unicodeScalars.map { scalar in
                CharacterSet.alphanumerics.contains(scalar) && scalar.isASCII || "._-".unicodeScalars.contains(scalar) ? Character(scalar) : "_"
            })
    }
}
