import Foundation

/// `widget-render init <project.xcodeproj> [--target <name>] [--output <dir>]`: a Linux Swift
/// package beside an Xcode project that compiles its widget extension's files in place
/// against WidgetRender's framework products (``GeneratedPackage``).
///
/// Decision: a file the project lists for the target that is missing on disk is a data error
/// (65), not a TODO: the package would not build, and the project needs fixing in Xcode first.
struct InitCommand {
    let out: (String) -> Void

    static let target = Option("target", value: "<name>", help: "the widget extension target (default: the project's one widget extension)")
    static let output = Option("output", short: "o", value: "<dir>", help: "the package folder to write (default: WidgetRenderPackage beside the project)")
    static let widgetRender = Option("widget-render", value: "<path>", help: "the WidgetRender checkout to depend on (default: this one)")
    static let force = Flag("force", help: "replace the output folder when it exists and is not empty")

    static let declaration = CommandDeclaration(
        "init", synopsis: "init <project.xcodeproj>", summary: "a Linux package over an Xcode widget extension",
        usage: "init <project.xcodeproj> [--target <name>] [--output <dir>] [options]",
        discussion: """
            Reads the Xcode project's widget extension target and writes a Swift package
            whose target compiles the extension's files and asset catalogs where they are
            (through a link to its folder), against WidgetRender's SwiftUI, WidgetKit…
            products. Stubs.swift lists, as TODO lines, what the extension needs that is the
            app's; WidgetRenderProject.swift holds its accent and background colour names.
            A file the project lists that is not on disk is an error (65). The package is
            written into a temporary folder and moved into place at the end.
            """,
        options: [target, output, widgetRender, force]
    )

    /// The checkout this tool was built from.
    static var checkout: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().path
    }

    func run(_ arguments: [String]) throws {
        let args = try Self.declaration.parse(arguments)
        guard args.positional.count == 1, let path = args.positional.first else {
            throw CommandError(.usage, "init takes one Xcode project (got \(args.positional.count) arguments); run widget-render init --help")
        }
        let project = try XcodeProject(path: path)
        let target = try TargetChoice.choose(try args.value(Self.target), in: project)
        let plan = try ExtensionPlan(target: target, project: project)
        let outputText = try args.value(Self.output) ?? ((project.given as NSString).deletingLastPathComponent as NSString).appendingPathComponent("WidgetRenderPackage")
        let writer = PackageWriter(given: outputText, folder: URL(fileURLWithPath: outputText, isDirectory: true).standardizedFileURL, force: args.has(Self.force))
        try writer.check(keeping: [project.bundle, plan.folder])
        let dependency = try args.value(Self.widgetRender).map { URL(fileURLWithPath: $0).standardizedFileURL.path } ?? Self.checkout
        let package = GeneratedPackage(plan: plan, projectName: project.bundle.lastPathComponent, widgetRender: dependency)
        let targetFolder = writer.folder.appendingPathComponent(package.targetFolder, isDirectory: true)
        let link = package.targetFolder + "/" + package.linkName
        let destination = PackageWriter.relativePath(from: targetFolder, to: plan.folder)
        let files = [
            ("Package.swift", package.manifest),
            (package.targetFolder + "/" + GeneratedPackage.stubsFile, package.stubs),
            (package.targetFolder + "/" + GeneratedPackage.projectFile, package.projectSettings),
        ]
        try writer.write(files: files, links: [(link, destination)])
        for (file, _) in files { out("wrote " + writer.folder.appendingPathComponent(file).path) }
        out("linked " + writer.folder.appendingPathComponent(link).path + " -> " + destination)
        let todos = package.stubs.components(separatedBy: "// TODO:").count - 1
        out("\(todos) TODO\(todos == 1 ? "" : "s") in \(GeneratedPackage.stubsFile); then: cd \(Self.shellQuoted(writer.folder.path)) && swift build && swift run \(Self.shellQuoted(target.name)) (a contact sheet of each widget and control in widget-sheets/)")
    }

    /// `text` quoted for a POSIX shell when it needs it.
    static func shellQuoted(_ text: String) -> String {
        let plain = text.allSatisfy { $0.isLetter || $0.isNumber || "/._-+".contains($0) }
        return plain ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
