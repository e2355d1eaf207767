import Foundation
import WidgetRender

/// Renders every `#Preview` and `PreviewProvider` preview of a module, in every look asked
/// for, and compares each image with its reference PNG: previews become snapshot tests with
/// one line.
///
/// ```swift
/// @Test func previews() {
///     assertPreviewSnapshots(inModule: "MyWidgets")
/// }
/// // Snapshots/PreviewTests/previews.StepsWidget-Small.entry0.systemSmall.fullColor.light.png, …
/// ```
///
/// Each preview is named `<file>-<name>` (a `PreviewProvider`'s by its type), so that a
/// reference keeps its name when code above the preview moves: the unnamed previews of a file
/// are `Preview-1`, `Preview-2`… in source order, and a name used twice in a file gets `-2`,
/// `-3`… after its first use. A widget preview adds `entry<i>` per timeline entry. A preview that fails to render (its widget does
/// not support the family, its provider does not answer) fails the test with the preview's file
/// and line; a module without previews fails too.
///
/// - Parameters:
///   - module: The module whose previews are checked (default: every module linked in).
///   - looks: The looks (default: the four standard ones).
///   - device: The device whose sizes and scale are used (a preview's `previewDevice` wins).
///   - record: When to write references.
///   - matching: How closely images must match.
///   - snapshotsFolder: Replaces `Snapshots/` for this call.
///   - fileID: The caller's file ID (`#fileID`), filled in by the compiler.
///   - filePath: The caller's file path (`#filePath`), which places `Snapshots/`; filled in.
///   - testName: The test's name (`#function`), which starts each reference's file name; filled in.
///   - line: The caller's line (`#line`), where a failure is reported; filled in.
///   - column: The caller's column (`#column`); filled in.
public func assertPreviewSnapshots(
    inModule module: String? = nil,
    looks: [WidgetLook] = WidgetLook.standard,
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
    let names = PreviewReferenceNames(previews)
    let drawn = run.supported(SnapshotMatrix(looks: looks, devices: [device]), name: "previews").looks
    for preview in previews {
        let name = names.name(of: preview)
        var seen = Set<WidgetContext>()
        for look in drawn {
            var context = WidgetContext(family: preview.renderFamily, device: device)
            look.apply(to: &context)
            guard seen.insert(context.renderingKey).inserted else { continue }
            do {
                for rendering in try renderer.renderPreviewWaiting(preview, in: context) {
                    var parts = [name]
                    switch preview.content {
                    case .widget, .liveActivity: parts.append("entry\(rendering.entryIndex)")
                    case .view: break
                    }
                    parts += [rendering.presentationName] + look.nameParts
                    run.check(rendering.image.bitmap, scale: rendering.image.scale, parts: parts)
                }
            } catch {
                run.fail("\(run.displayName([name] + look.nameParts)): \(error)")
            }
        }
    }
}
