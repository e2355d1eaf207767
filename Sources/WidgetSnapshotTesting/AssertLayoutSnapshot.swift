import Foundation
import WidgetRender

/// Compares the layout of a widget for an entry, in each family, with a reference text dump:
/// for layout regressions that should not need pixels.
///
/// The dump is `LayoutTree/dump()`: one line per view, its kind and frame in points,
/// indented by depth. It does not depend on colour scheme or rendering mode, so there is one
/// reference per family: `Snapshots/<TestFileName>/<testName>[.<named>].<family>.layout.txt`.
/// The record modes work as for images; a difference fails with the first differing line.
///
/// ```swift
/// @Test func stepsLayout() {
///     assertLayoutSnapshot(of: StepsWidget(), entry: StepsEntry.sample, families: [.systemMedium])
/// }
/// // Snapshots/StepsTests/stepsLayout.systemMedium.layout.txt
/// ```
///
/// - Parameters:
///   - widget: The widget.
///   - entry: The entry to lay out.
///   - families: The families (default: the widget's supported families).
///   - device: The device whose sizes are used.
///   - name: A name part that tells apart several assertions in one test.
///   - record: When to write references.
///   - snapshotsFolder: Replaces `Snapshots/` for this call.
///   - fileID: The caller's file ID (`#fileID`), filled in by the compiler.
///   - filePath: The caller's file path (`#filePath`), which places `Snapshots/`; filled in.
///   - testName: The test's name (`#function`), which starts each reference's file name; filled in.
///   - line: The caller's line (`#line`), where a failure is reported; filled in.
///   - column: The caller's column (`#column`); filled in.
public func assertLayoutSnapshot<W: Widget, E: TimelineEntry>(
    of widget: W,
    entry: E,
    families: [WidgetFamily]? = nil,
    device: DeviceProfile = .iPhone6_1,
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    snapshotsFolder: URL? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let run = SnapshotRun(record: record, matching: nil, snapshotsFolder: snapshotsFolder, fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
    checkLayouts(run, name: name, families: families ?? widget.body._descriptor.families, device: device) { renderer, context in
        try renderer.render(widget, entry: entry, in: context).layout
    }
}

/// Compares the layout of a view, as a widget's content in each family, with a reference
/// text dump (see the widget overload).
public func assertLayoutSnapshot<V: View>(
    of view: V,
    families: [WidgetFamily] = [.systemSmall],
    device: DeviceProfile = .iPhone6_1,
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    snapshotsFolder: URL? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let run = SnapshotRun(record: record, matching: nil, snapshotsFolder: snapshotsFolder, fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
    checkLayouts(run, name: name, families: families, device: device) { renderer, context in
        try renderer.render(view, in: context).layout
    }
}

/// Lays out in each family and checks each dump.
private func checkLayouts(_ run: SnapshotRun, name: String?, families: [WidgetFamily], device: DeviceProfile, layout: (WidgetRenderer, WidgetContext) throws -> LayoutTree) {
    let renderer: WidgetRenderer
    do {
        renderer = try SnapshotRun.renderer.get()
    } catch {
        run.fail("the renderer could not start: \(error)")
        return
    }
    for family in families {
        let parts = (name.map { [$0] } ?? []) + [family.rawValue]
        let reference = run.paths.reference(parts + ["layout"], extension: "txt")
        let label = run.displayName(parts + ["layout"])
        if let other = ReferenceRegistry.shared.claim(reference, by: run.site) {
            run.fail("\(label): the assertion at \(other) already uses the reference \(reference.path); give each assertion of the test its own `named:`")
            continue
        }
        do {
            let dump = try layout(renderer, WidgetContext(family: family, device: device)).dump()
            run.check(dump.hasSuffix("\n") ? dump : dump + "\n", as: .text, reference: reference, name: label)
        } catch {
            run.fail("\(label): layout failed: \(error)")
        }
    }
}
