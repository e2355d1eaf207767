import Foundation

/// What `init` makes of a widget extension target: its folder, the files of it that the
/// package compiles and bundles in place, and what it needs that is app-side.
struct ExtensionPlan {
    /// The extension's target.
    let target: ProjectTarget
    /// The extension's own folder (its Info.plist's, or its files' common folder).
    let folder: URL
    /// The Swift files in ``folder``, relative to it, in the target's order.
    let sources: [String]
    /// The asset catalogs in ``folder``, relative to it.
    let resources: [String]
    /// The other files in ``folder``, relative to it: left out of the package (Info.plist…).
    let excluded: [String]
    /// The target's Swift files outside ``folder``, relative to the project's folder.
    let outsideSources: [String]
    /// The target's asset catalogs outside ``folder``, relative to the project's folder.
    let outsideResources: [String]
    /// The files in ``folder`` that other targets compile too, relative to it, with those
    /// targets' names.
    let shared: [(file: String, targets: [String])]
    /// The frameworks WidgetRender stands in for that the sources import, in the order of
    /// ``ExtensionPlan/frameworks``.
    let frameworks: [String]
    /// The other modules the sources import, sorted, with the first file importing each.
    let foreignImports: [(module: String, file: String)]

    /// WidgetRender's products named as Apple's frameworks.
    static let frameworks = ["SwiftUI", "WidgetKit", "AppIntents", "Intents", "ActivityKit", "UIKit", "Charts", "OSLog", "os", "CoreLocation"]
    /// Modules a Linux Swift toolchain has, which need no stand-in.
    static let toolchainModules: Set<String> = ["Swift", "Foundation", "FoundationEssentials", "FoundationNetworking", "Dispatch", "Observation", "_Concurrency", "WidgetRender", "XCTest", "Testing"]

    /// Plans `target` of `project`.
    ///
    /// - Throws: ``CommandError`` with ``ExitCode/dataError`` when a file the project lists
    ///   for the target is not on disk, or the target has no Swift files.
    init(target: ProjectTarget, project: XcodeProject) throws {
        self.target = target
        for file in target.sources + target.resources where !FileManager.default.fileExists(atPath: file.path) {
            throw CommandError(
                .dataError,
                "source file \"\(Self.relative(file, to: project.sourceRoot))\" of target \"\(target.name)\" does not exist "
                    + "(listed in \"\(project.fileName)\"); restore it, or remove it from the target in Xcode"
            )
        }
        guard !target.sources.isEmpty else {
            throw CommandError(.dataError, "target \"\(target.name)\" of \"\(project.fileName)\" has no Swift files; choose the widget extension with --target")
        }
        let folder = Self.folder(of: target, in: project)
        guard folder.path.hasPrefix(project.sourceRoot.path + "/") else {
            throw CommandError(
                .dataError,
                "cannot tell the folder of target \"\(target.name)\" in \"\(project.fileName)\": its files are not in a folder of their own; set its INFOPLIST_FILE, or move its files into a folder"
            )
        }
        self.folder = folder
        func inside(_ url: URL) -> Bool { url.path.hasPrefix(folder.path + "/") }
        sources = target.sources.filter(inside).map { Self.relative($0, to: folder) }
        resources = target.resources.filter { inside($0) && $0.pathExtension == "xcassets" }.map { Self.relative($0, to: folder) }
        outsideSources = target.sources.filter { !inside($0) }.map { Self.relative($0, to: project.sourceRoot) }
        outsideResources = target.resources.filter { !inside($0) && $0.pathExtension == "xcassets" }.map { Self.relative($0, to: project.sourceRoot) }
        let others = project.targets.filter { $0.id != target.id }
        shared = target.sources.filter(inside).compactMap { file in
            let names = others.filter { $0.sources.contains(file) }.map(\.name)
            return names.isEmpty ? nil : (Self.relative(file, to: folder), names)
        }
        let catalogs = resources
        let kept = Set(sources + catalogs)
        excluded = Self.files(in: folder).filter { file in !kept.contains(file) && !catalogs.contains { file.hasPrefix($0 + "/") } }
        var imported: [String: String] = [:]
        for file in target.sources {
            let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            let shown = inside(file) ? Self.relative(file, to: folder) : Self.relative(file, to: project.sourceRoot)
            for module in ImportScanner.modules(in: text) where imported[module] == nil { imported[module] = shown }
        }
        frameworks = Self.frameworks.filter { imported[$0] != nil || $0 == "SwiftUI" || $0 == "WidgetKit" }
        foreignImports = imported.filter { !Self.frameworks.contains($0.key) && !Self.toolchainModules.contains($0.key) }
            .map { (module: $0.key, file: $0.value) }.sorted { $0.module < $1.module }
    }

    /// The extension's folder: its Info.plist's (`INFOPLIST_FILE`), else the folder in
    /// common of its Swift files in the top folder that holds most of them (files it shares
    /// with the app usually live elsewhere).
    private static func folder(of target: ProjectTarget, in project: XcodeProject) -> URL {
        if let plist = target.setting("INFOPLIST_FILE"), !plist.isEmpty, !plist.contains("$") {
            return project.sourceRoot.appendingPathComponent(plist).deletingLastPathComponent().standardizedFileURL
        }
        let folders = target.sources.map { $0.deletingLastPathComponent().standardizedFileURL.pathComponents }
        let rootDepth = project.sourceRoot.standardizedFileURL.pathComponents.count
        let tops = folders.map { $0.count > rootDepth ? $0[rootDepth] : "" }
        let counts = Dictionary(tops.map { ($0, 1) }, uniquingKeysWith: +)
        let top = tops.max { counts[$0, default: 0] < counts[$1, default: 0] } ?? ""
        let chosen = zip(folders, tops).filter { $0.1 == top }.map(\.0)
        var common = chosen.first ?? []
        for parts in chosen.dropFirst() { common = Array(zip(common, parts).prefix { $0 == $1 }.map(\.0)) }
        return URL(fileURLWithPath: NSString.path(withComponents: common), isDirectory: true).standardizedFileURL
    }

    /// `url`'s path below `base`, or its absolute path when it is not below it.
    static func relative(_ url: URL, to base: URL) -> String {
        let prefix = base.standardizedFileURL.path + "/"
        let path = url.standardizedFileURL.path
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// The files under `folder`, relative to it, sorted; hidden ones and the insides of asset
    /// catalogs left out.
    private static func files(in folder: URL) -> [String] {
        guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles]) else { return [] }
        var found: [String] = []
        for case let url as URL in walk {
            let isFolder = (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) ?? false
            if url.pathExtension == "xcassets" {
                walk.skipDescendants()
                found.append(relative(url, to: folder))
            } else if !isFolder {
                found.append(relative(url, to: folder))
            }
        }
        return found.sorted()
    }
}
