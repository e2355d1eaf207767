import Foundation

/// A native target of an ``XcodeProject``: its name, product type, the files of its build
/// phases (resolved to absolute paths) and its build settings.
struct ProjectTarget {
    /// The target's identifier in the project file.
    let id: String
    /// The target's name (`SampleWidgetExtension`).
    let name: String
    /// Its product type (`com.apple.product-type.app-extension`).
    let productType: String
    /// The files of its Sources build phase, in order.
    let sources: [URL]
    /// The files and folders of its Resources build phase, in order.
    let resources: [URL]
    /// The build settings of its Debug configuration (or its first one).
    let settings: [String: Any]

    /// The product type of app extensions, widget extensions among them.
    static let appExtension = "com.apple.product-type.app-extension"

    init(id: String, object: [String: Any], project: XcodeProject) {
        self.id = id
        name = object["name"] as? String ?? id
        productType = object["productType"] as? String ?? ""
        var sources: [URL] = []
        var resources: [URL] = []
        for phase in (object["buildPhases"] as? [String] ?? []).compactMap({ project.object($0) }) {
            let files = (phase["files"] as? [String] ?? []).compactMap { project.object($0)?["fileRef"] as? String }.compactMap { project.path(of: $0) }
            switch phase["isa"] as? String {
            case "PBXSourcesBuildPhase": sources += files
            case "PBXResourcesBuildPhase": resources += files
            default: break
            }
        }
        // Xcode 16's folders kept in step with the disk: every file under them is the target's.
        for folder in (object["fileSystemSynchronizedGroups"] as? [String] ?? []).compactMap({ project.path(of: $0) }) {
            let found = Self.files(under: folder)
            sources += found.filter { $0.pathExtension == "swift" }
            resources += found.filter { $0.pathExtension == "xcassets" }
        }
        self.sources = sources
        self.resources = resources
        let configurations = (project.object(object["buildConfigurationList"])?["buildConfigurations"] as? [String] ?? []).compactMap { project.object($0) }
        let chosen = configurations.first { $0["name"] as? String == "Debug" } ?? configurations.first
        settings = chosen?["buildSettings"] as? [String: Any] ?? [:]
    }

    /// A build setting's text, nil when it is not set.
    func setting(_ key: String) -> String? {
        settings[key] as? String
    }

    /// The Swift files and asset catalogs under `folder`, sorted (not inside a catalog).
    private static func files(under folder: URL) -> [URL] {
        guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        var found: [URL] = []
        for case let url as URL in walk {
            if url.pathExtension == "xcassets" {
                walk.skipDescendants()
                found.append(url.standardizedFileURL)
            } else if url.pathExtension == "swift" {
                found.append(url.standardizedFileURL)
            }
        }
        return found.sorted { $0.path < $1.path }
    }
}
