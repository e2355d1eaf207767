import Foundation

/// An Xcode project as `init` reads it: the objects of its `project.pbxproj` (an old-style
/// OpenStep property list, which Foundation reads on Linux too) and the folder its paths
/// are relative to.
struct XcodeProject {
    /// The `.xcodeproj` folder, as given on the command line.
    let given: String
    /// The `.xcodeproj` folder, absolute.
    let bundle: URL
    /// The folder the project's `SOURCE_ROOT` and `<group>` paths start from: the folder
    /// holding the `.xcodeproj` (with the project's `projectDirPath`, if any).
    let sourceRoot: URL
    /// Every object of the file, by its identifier.
    let objects: [String: [String: Any]]
    /// The `PBXProject` object.
    let root: [String: Any]
    /// The group holding each file and group, by identifier.
    private let parents: [String: String]

    /// The path of the project file, as messages name it.
    var fileName: String { (given as NSString).appendingPathComponent("project.pbxproj") }

    /// Reads the project at `path` (a `.xcodeproj` folder).
    ///
    /// - Throws: ``CommandError`` with ``ExitCode/noInput`` when the folder or its
    ///   `project.pbxproj` is missing, ``ExitCode/dataError`` when the file is not a property
    ///   list (the message names the line) or lacks its root object.
    init(path: String) throws {
        // The project file itself stands for its folder.
        let path = (path as NSString).lastPathComponent == "project.pbxproj" ? (path as NSString).deletingLastPathComponent : path
        given = path
        bundle = URL(fileURLWithPath: path, isDirectory: true).standardizedFileURL
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: bundle.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw CommandError(.noInput, "cannot read Xcode project \"\(path)\": no such folder; pass the path of a .xcodeproj folder")
        }
        let file = bundle.appendingPathComponent("project.pbxproj")
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw CommandError(.noInput, "cannot read Xcode project \"\(path)\": it has no project.pbxproj; pass the .xcodeproj folder Xcode made")
        }
        let name = (path as NSString).appendingPathComponent("project.pbxproj")
        func corrupt(_ what: String) -> CommandError {
            CommandError(.dataError, "corrupt project file \"\(name)\": \(what); restore it from version control or re-save it in Xcode")
        }
        let list: Any
        do {
            list = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw corrupt(Self.parseFailure(error))
        }
        guard let top = list as? [String: Any], let objects = top["objects"] as? [String: [String: Any]] else {
            throw corrupt("it has no objects dictionary")
        }
        guard let rootID = top["rootObject"] as? String, let root = objects[rootID], root["isa"] as? String == "PBXProject" else {
            throw corrupt("its rootObject is not a PBXProject")
        }
        self.objects = objects
        self.root = root
        var parents: [String: String] = [:]
        for (id, object) in objects {
            for child in object["children"] as? [String] ?? [] { parents[child] = id }
        }
        self.parents = parents
        let dir = bundle.deletingLastPathComponent()
        let projectDir = root["projectDirPath"] as? String ?? ""
        sourceRoot = projectDir.isEmpty ? dir : dir.appendingPathComponent(projectDir, isDirectory: true).standardizedFileURL
    }

    /// The parser's own words for what is wrong (`Unexpected character ';' at line 5`).
    ///
    /// Foundation's OpenStep parser says it in a `CFError` it puts under
    /// `kCFPropertyListOldStyleParsingError`, which Linux does not bridge to `NSError`: its
    /// description is read instead, and a character it shows as `'0x3b'` is shown as itself.
    private static func parseFailure(_ error: Error) -> String {
        let info = (error as NSError).userInfo
        let nested = info["kCFPropertyListOldStyleParsingError"].map { String(describing: $0) }
        var text = info[NSDebugDescriptionErrorKey] as? String ?? "it is not a property list"
        if let nested, let open = nested.range(of: "Code=3840 \""), let close = nested[open.upperBound...].range(of: "\" UserInfo") {
            text = String(nested[open.upperBound..<close.lowerBound])
        }
        if let hex = text.range(of: "'0x[0-9a-fA-F]{2}'", options: .regularExpression),
            let code = UInt8(text[hex].dropFirst(3).dropLast(), radix: 16), code >= 0x20, code < 0x7F
        {
            text.replaceSubrange(hex, with: "'\(Character(Unicode.Scalar(code)))'")
        }
        return text
    }

    /// The native targets, in the project's order.
    var targets: [ProjectTarget] {
        (root["targets"] as? [String] ?? []).compactMap { id in
            objects[id].flatMap { $0["isa"] as? String == "PBXNativeTarget" ? ProjectTarget(id: id, object: $0, project: self) : nil }
        }
    }

    /// The object `id` names, if any.
    func object(_ id: Any?) -> [String: Any]? {
        (id as? String).flatMap { objects[$0] }
    }

    /// The absolute path of the file or group `id`, from its `sourceTree` and the groups
    /// above it; nil for paths in the build products or the SDK.
    func path(of id: String) -> URL? {
        guard let item = objects[id] else { return nil }
        let own = item["path"] as? String ?? ""
        switch item["sourceTree"] as? String ?? "<group>" {
        case "<absolute>":
            return URL(fileURLWithPath: own).standardizedFileURL
        case "SOURCE_ROOT":
            return sourceRoot.appendingPathComponent(own).standardizedFileURL
        case "<group>":
            let base = parents[id].flatMap { path(of: $0) } ?? sourceRoot
            return own.isEmpty ? base : base.appendingPathComponent(own).standardizedFileURL
        default:
            return nil
        }
    }

}
