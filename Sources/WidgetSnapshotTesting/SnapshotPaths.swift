import Foundation

/// Where references and failure artefacts of a test file go, and how their names are made.
///
/// A reference is `Snapshots/<TestFileName>/<testName>[.<name>].<family>.<mode>.<scheme>.png`
/// in the root of the package that holds the test file (the nearest folder above the file
/// with a `Package.swift`). `WIDGET_SNAPSHOT_DIR`, a suite trait or an argument replace
/// `Snapshots/`; the `<TestFileName>/` folder stays. Name parts are sanitised: a test name
/// loses its parameter list (`steps()` → `steps`), and every character other than ASCII
/// letters, digits, `-` and `_` becomes `-`, so that `.` only ever separates parts.
struct SnapshotPaths {
    /// The environment variable that replaces the `Snapshots/` folder.
    static let snapshotsVariable = "WIDGET_SNAPSHOT_DIR"
    /// The environment variable that replaces the artefacts folder.
    static let artifactsVariable = "WIDGET_SNAPSHOT_ARTIFACTS"

    /// The test file's name without `.swift`.
    let testFileName: String
    /// The sanitised test name.
    let testName: String
    /// The folder of this test file's references.
    let referenceFolder: URL
    /// The folder of failure artefacts for the whole run.
    let artifactsRoot: URL

    init(filePath: String, function: String, configuration: SnapshotConfiguration, snapshotsFolder: URL?) {
        let file = URL(fileURLWithPath: filePath)
        testFileName = Self.sanitised(file.deletingPathExtension().lastPathComponent)
        testName = Self.sanitised(Self.baseName(of: function))
        let root = Self.packageRoot(containing: file)
        let environment = configuration.resolvedEnvironment
        let snapshots =
            snapshotsFolder ?? configuration.snapshotsFolder
            ?? environment[Self.snapshotsVariable].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true) }
            ?? root.appendingPathComponent("Snapshots", isDirectory: true)
        referenceFolder = snapshots.appendingPathComponent(testFileName, isDirectory: true)
        artifactsRoot = Self.artifactsRoot(configuration: configuration, packageRoot: root)
    }

    /// The reference file for `parts` (name, family, mode, scheme…), `.png` or `.txt`.
    func reference(_ parts: [String], extension ext: String) -> URL {
        referenceFolder.appendingPathComponent(([testName] + parts.map(Self.sanitised)).joined(separator: ".") + "." + ext)
    }

    /// The artefacts folder: the configuration's, `WIDGET_SNAPSHOT_ARTIFACTS`, or
    /// `.build/widget-snapshots/` in the package root.
    static func artifactsRoot(configuration: SnapshotConfiguration, packageRoot: URL) -> URL {
        configuration.artifactsFolder
            ?? configuration.resolvedEnvironment[artifactsVariable].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true) }
            ?? packageRoot.appendingPathComponent(".build/widget-snapshots", isDirectory: true)
    }

    /// The nearest folder above `file` that holds a `Package.swift`, or the file's folder.
    static func packageRoot(containing file: URL) -> URL {
        var folder = file.deletingLastPathComponent()
        while folder.path != "/" && !folder.path.isEmpty {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
            folder.deleteLastPathComponent()
        }
        return file.deletingLastPathComponent()
    }

    /// `name` up to its parameter list: `steps(family:)` → `steps`.
    static func baseName(of function: String) -> String {
        String(function.prefix { $0 != "(" })
    }

    /// `part` with every character other than ASCII letters, digits, `-` and `_` replaced by
    /// `-` (`/` too, so a name cannot leave its folder); `snapshot` when nothing is left.
    static func sanitised(_ part: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_")
        let cleaned = String(part.map { allowed.contains($0) ? $0 : "-" })
        return cleaned.allSatisfy({ $0 == "-" }) ? "snapshot" : cleaned
    }
}
