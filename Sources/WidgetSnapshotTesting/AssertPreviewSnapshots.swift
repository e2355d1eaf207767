import Foundation
import WidgetRender

/// Renders every `#Preview` and `PreviewProvider` preview of a module, in every mode and colour
/// scheme asked for, and compares each image with its reference PNG: previews become snapshot
/// tests with one line.
///
/// ```swift
/// @Test func previews() {
///     assertPreviewSnapshots(inModule: "MyWidgets")
/// }
/// // Snapshots/PreviewTests/previews.StepsWidget-L40-Small.entry0.systemSmall.fullColor.light.png, …
/// ```
///
/// Each preview is named `<file>-L<line>-<name>` (a `PreviewProvider`'s by its type); a widget
/// preview adds `entry<i>` per timeline entry. A preview that fails to render (its widget does
/// not support the family, its provider does not answer) fails the test with the preview's file
/// and line; a module without previews fails too.
///
/// - Parameters:
///   - module: The module whose previews are checked (default: every module linked in).
///   - modes: The rendering modes (default: all).
///   - colorSchemes: The colour schemes (default: light and dark).
///   - device: The device whose sizes and scale are used (a preview's `previewDevice` wins).
///   - record: When to write references.
///   - matching: How closely images must match.
///   - snapshotsFolder: Replaces `Snapshots/` for this call.
public func assertPreviewSnapshots(
    inModule module: String? = nil,
    modes: [WidgetRenderingMode] = WidgetRenderingMode.allCases,
    colorSchemes: [ColorScheme] = [.light, .dark],
    device: DeviceProfile = .iPhone6_1,
    record: SnapshotRecordMode? = nil,
    matching: SnapshotMatching? = nil,
    snapshotsFolder: URL? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let run = SnapshotRun(record: record, matching: matching, snapshotsFolder: snapshotsFolder, fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
    let renderer: WidgetRenderer
    do {
        renderer = try SnapshotRun.renderer.get()
    } catch {
        run.fail("previews: the renderer could not start: \(error)")
        return
    }
    let previews = renderer.previews(inModule: module)
    guard !previews.isEmpty else {
        run.fail("no previews found\(module.map { " in module \"\($0)\"" } ?? ""); previews are found in the modules linked into the test target (add the module to its dependencies)")
        return
    }
    for preview in previews {
        let name = previewName(preview)
        for mode in modes {
            for scheme in colorSchemes {
                let context = WidgetContext(family: preview.renderFamily, device: device, renderingMode: mode, colorScheme: scheme)
                do {
                    for rendering in try renderer.renderPreviewWaiting(preview, in: context) {
                        var parts = [name]
                        if case .widget = preview.content { parts.append("entry\(rendering.entryIndex)") }
                        parts += [rendering.family.rawValue, mode.rawValue, scheme.rawValue]
                        run.check(rendering.image.bitmap, scale: rendering.image.scale, parts: parts)
                    }
                } catch {
                    run.fail("\(run.displayName([name, mode.rawValue, scheme.rawValue])): \(error)")
                }
            }
        }
    }
}

/// `<file>-L<line>-<name>`: `StepsWidget-L40-Preview 40`; a provider's `StepsWidget_Previews-L0-Small`.
private func previewName(_ preview: Preview) -> String {
    let file = preview.location.fileID.split(separator: "/").last.map(String.init) ?? preview.location.fileID
    let base = file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
    return "\(base)-L\(preview.location.line)-\(preview.displayName)"
}
