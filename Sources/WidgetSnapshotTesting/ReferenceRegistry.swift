import Foundation

/// Every reference an assertion used in this process: to refuse two call sites writing the
/// same file, and to list the references no test used (``WidgetSnapshotReferences/orphans(in:)``).
final class ReferenceRegistry: @unchecked Sendable {
    static let shared = ReferenceRegistry()

    private let lock = NSLock()
    private var used: Set<String> = []
    private var owners: [String: String] = [:]

    /// Marks `url` used by the assertion at `owner` (`file:line:column`); returns the other
    /// call site when a different one already claimed it in this process, else `nil`. The
    /// same call site may claim a reference again (a test called from another test).
    func claim(_ url: URL, by owner: String) -> String? {
        lock.lock()
        defer { lock.unlock() }
        let path = url.standardizedFileURL.path
        used.insert(path)
        if let previous = owners[path], previous != owner { return previous }
        owners[path] = owner
        return nil
    }

    /// Marks `url` used, whether or not it was before.
    func touch(_ url: URL) {
        lock.lock()
        defer { lock.unlock() }
        used.insert(url.standardizedFileURL.path)
    }

    /// Whether an assertion used `url` in this process.
    func contains(_ url: URL) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return used.contains(url.standardizedFileURL.path)
    }
}

/// Questions about the reference files of a test run.
public enum WidgetSnapshotReferences {
    /// The reference files (`.png` and `.txt`) under `folder`, at any depth, that no snapshot
    /// assertion compared or wrote in this process, sorted by path.
    ///
    /// Call it after the tests whose references live in `folder` have run, for example in
    /// XCTest's `override class func tearDown()`, or in a test that runs the others first.
    /// A reference listed here belongs to a test that was renamed or removed: delete it, or
    /// rename it to the test's new name.
    ///
    /// ```swift
    /// WidgetSnapshotReferences.orphans(in: snapshots).map(\.lastPathComponent)
    /// // ["oldName.systemSmall.fullColor.light.png"]
    /// ```
    public static func orphans(in folder: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
        var orphans: [URL] = []
        for case let url as URL in walker where ["png", "txt"].contains(url.pathExtension) {
            if !ReferenceRegistry.shared.contains(url) { orphans.append(url.standardizedFileURL) }
        }
        return orphans.sorted { $0.path < $1.path }
    }
}
