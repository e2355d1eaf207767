import Foundation

/// Which target of an ``XcodeProject`` `init` works on: the one `--target` names, or the
/// project's one widget extension.
enum TargetChoice {
    /// The extension point of widget extensions, in an Info.plist's `NSExtension`.
    static let widgetExtensionPoint = "com.apple.widgetkit-extension"

    /// The target named `name`, or without a name the one widget extension.
    ///
    /// - Throws: ``CommandError`` with ``ExitCode/usage`` for an unknown name (listing the
    ///   targets), or when the project has no widget extension or several.
    static func choose(_ name: String?, in project: XcodeProject) throws -> ProjectTarget {
        let targets = project.targets
        let names = targets.map(\.name).joined(separator: ", ")
        if let name {
            guard let target = targets.first(where: { $0.name == name }) else {
                throw CommandError(.usage, "unknown target \"\(name)\" in \"\(project.given)\"; expected one of: \(names)")
            }
            return target
        }
        let widgets = targets.filter { isWidgetExtension($0, in: project) }
        guard widgets.count == 1, let only = widgets.first else {
            if widgets.isEmpty {
                throw CommandError(.usage, "no widget extension target in \"\(project.given)\"; pass --target with one of: \(names)")
            }
            throw CommandError(.usage, "\"\(project.given)\" has several widget extensions (\(widgets.map(\.name).joined(separator: ", "))); pass --target with one of them")
        }
        return only
    }

    /// Whether `target` is an app extension that is a widget's: its Info.plist names WidgetKit's
    /// extension point, or, when that cannot be read, its name says "Widget".
    static func isWidgetExtension(_ target: ProjectTarget, in project: XcodeProject) -> Bool {
        guard target.productType == ProjectTarget.appExtension else { return false }
        if let point = extensionPoint(of: target, in: project) { return point == widgetExtensionPoint }
        return target.name.range(of: "widget", options: .caseInsensitive) != nil
    }

    /// The `NSExtensionPointIdentifier` of the target's Info.plist, nil when it cannot be read.
    private static func extensionPoint(of target: ProjectTarget, in project: XcodeProject) -> String? {
        guard let file = target.setting("INFOPLIST_FILE"), !file.contains("$"),
            let data = FileManager.default.contents(atPath: project.sourceRoot.appendingPathComponent(file).path),
            let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any],
            let nsExtension = plist["NSExtension"] as? [String: Any]
        else { return nil }
        return nsExtension["NSExtensionPointIdentifier"] as? String
    }
}
