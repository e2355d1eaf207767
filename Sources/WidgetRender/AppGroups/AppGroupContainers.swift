import Foundation

/// The folders that stand in for App Group containers, so a provider that reads shared data
/// (`FileManager.containerURL(forSecurityApplicationGroupIdentifier:)`,
/// `UserDefaults(suiteName:)`) reads the fixture data a test gives it.
///
/// A group is mapped by, in order: ``register(_:at:)`` (or `WidgetContext.appGroups`, which
/// the renderer registers before it runs a provider), then the environment variable
/// `WIDGET_RENDER_APP_GROUPS` (`group.a=/path/a,group.b=/path/b`). An unmapped group has no
/// container (`nil`, as on iOS without the entitlement).
///
/// The folder is laid out as the container is on iOS: `Library/Preferences/<group>.plist`
/// holds the group's `UserDefaults`. Registering a group loads that file into
/// `UserDefaults(suiteName: group)`, replacing what the suite held, so every run starts from
/// the fixture. (Foundation on Linux keeps suites in memory and may save them under
/// `$XDG_CONFIG_HOME`; the fixture file itself is never written.)
///
/// ```swift
/// AppGroupContainers.register("group.com.example.todo", at: fixtureFolder)
/// FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.example.todo")  // fixtureFolder
/// ```
public enum AppGroupContainers {
    /// The environment variable that maps groups to folders: `WIDGET_RENDER_APP_GROUPS`.
    public static let environmentVariable = "WIDGET_RENDER_APP_GROUPS"

    private static let registry = Registry()

    /// Maps `identifier` to `folder` and loads the folder's `Library/Preferences/<identifier>.plist`
    /// (if any) into `UserDefaults(suiteName: identifier)`, replacing the suite's values.
    public static func register(_ identifier: String, at folder: URL) {
        registry.set(folder.standardizedFileURL, for: identifier)
        loadDefaults(identifier, from: folder)
    }

    /// Registers `identifier` unless it is already mapped to `folder` (the renderer's call:
    /// values an intent wrote since are kept).
    static func ensureRegistered(_ identifier: String, at folder: URL) {
        if registry.folder(for: identifier) != folder.standardizedFileURL { register(identifier, at: folder) }
    }

    /// Removes the mapping of `identifier`.
    public static func unregister(_ identifier: String) {
        registry.set(nil, for: identifier)
    }

    /// The folder of `identifier`: registered, else from ``environmentVariable``, else `nil`.
    public static func folder(for identifier: String) -> URL? {
        if let folder = registry.folder(for: identifier) { return folder }
        return environmentMapping()[identifier]
    }

    /// The groups of ``environmentVariable``.
    static func environmentMapping() -> [String: URL] {
        guard let value = ProcessInfo.processInfo.environment[environmentVariable] else { return [:] }
        return parseMapping(value)
    }

    /// Parses `group.a=/path/a,group.b=/path/b`; entries without `=` are skipped.
    static func parseMapping(_ value: String) -> [String: URL] {
        var mapping: [String: URL] = [:]
        for pair in value.split(separator: ",") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            guard parts.count == 2 else { continue }
            mapping[String(parts[0])] = URL(fileURLWithPath: String(parts[1]), isDirectory: true)
        }
        return mapping
    }

    /// The preferences file of `identifier` in `folder`.
    public static func preferencesFile(_ identifier: String, in folder: URL) -> URL {
        folder.appendingPathComponent("Library/Preferences/\(identifier).plist")
    }

    private static func loadDefaults(_ identifier: String, from folder: URL) {
        guard let defaults = UserDefaults(suiteName: identifier) else { return }
        defaults.removePersistentDomain(forName: identifier)
        let file = preferencesFile(identifier, in: folder)
        guard let data = try? Data(contentsOf: file),
            let values = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
        else { return }
        defaults.setPersistentDomain(values, forName: identifier)
    }

    private final class Registry: @unchecked Sendable {
        // @unchecked: guarded by `lock`.
        private let lock = NSLock()
        private var folders: [String: URL] = [:]

        func set(_ folder: URL?, for identifier: String) {
            lock.lock()
            defer { lock.unlock() }
            folders[identifier] = folder
        }

        func folder(for identifier: String) -> URL? {
            lock.lock()
            defer { lock.unlock() }
            return folders[identifier]
        }
    }
}

extension FileManager {
    /// The container of an App Group, as on iOS: the folder ``AppGroupContainers`` maps the
    /// group to, or `nil` when it maps none.
    public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? {
        AppGroupContainers.folder(for: groupIdentifier)
    }
}
