import Foundation
import WidgetRender

/// Renders every entry of a provider's timeline in every cell of a ``SnapshotMatrix`` and
/// compares each image with its reference PNG.
///
/// For each family and device the provider is asked once for its timeline
/// (`getTimeline(in:completion:)`, with a `TimelineProviderContext` of the family's size on the
/// device), and the call waits for the completion at most `timeout`. Entry *i* (from 0) of
/// the timeline is checked against
/// `Snapshots/<TestFileName>/<testName>[.<named>].entry<i>.<family>.<look>….png`;
/// its date is the frozen "now". A provider that does not complete in time, or gives no
/// entries, fails the test.
///
/// The provider is passed in because a widget's configuration does not expose it.
///
/// ```swift
/// @Test func stepsDay() {
///     assertTimelineSnapshots(of: StepsWidget(), provider: StepsProvider(), matrix: SnapshotMatrix(families: [.systemSmall]))
/// }
/// // Snapshots/StepsTests/stepsDay.entry0.systemSmall.fullColor.light.png, …entry1…
/// ```
///
/// - Parameters:
///   - widget: The widget.
///   - provider: The widget's timeline provider.
///   - matrix: The cells to render for each entry (default: the widget's supported
///     families in the four standard looks, on the 6.1-inch iPhone).
///   - timeout: How long to wait for the provider's completion.
///   - name: A name part that tells apart several assertions in one test.
///   - record: When to write references.
///   - matching: How closely images must match.
///   - snapshotsFolder: Replaces `Snapshots/` for this call.
///   - fileID: The caller's file ID (`#fileID`), filled in by the compiler.
///   - filePath: The caller's file path (`#filePath`), which places `Snapshots/`; filled in.
///   - testName: The test's name (`#function`), which starts each reference's file name; filled in.
///   - line: The caller's line (`#line`), where a failure is reported; filled in.
///   - column: The caller's column (`#column`); filled in.
public func assertTimelineSnapshots<W: Widget, P: TimelineProvider>(
    of widget: W,
    provider: P,
    matrix: SnapshotMatrix = .standard,
    timeout: Duration = .seconds(10),
    named name: String? = nil,
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
    let prefix = name.map { [$0] } ?? []
    let drawn = run.supported(matrix, name: run.displayName(prefix))
    for family in matrix.families ?? widget.body._descriptor.families {
        for device in matrix.devices {
            var label = prefix + [family.rawValue]
            if matrix.devices.count > 1 { label.append(device.name) }
            let displaySize: CGSize
            do {
                displaySize = try WidgetContext(family: family, device: device).size()
            } catch {
                run.fail("\(run.displayName(label)): \(error)")
                continue
            }
            guard let timeline = TimelineFetch.timeline(of: provider, in: TimelineProviderContext(family: family, displaySize: displaySize), timeout: timeout) else {
                run.fail("\(run.displayName(label)): the provider \(P.self) did not call getTimeline's completion within \(timeout)")
                continue
            }
            guard !timeline.entries.isEmpty else {
                run.fail("\(run.displayName(label)): the provider \(P.self) gave a timeline without entries; nothing to snapshot")
                continue
            }
            var cells = drawn
            cells.families = [family]
            cells.devices = [device]
            for (index, entry) in timeline.entries.enumerated() {
                run.checkEvery(prefix: prefix + ["entry\(index)"], matrix: cells, defaultFamilies: [family], notingSkipped: false, namingDevices: matrix.devices.count > 1) { renderer, context in
                    try renderer.render(widget, entry: entry, in: context)
                }
            }
        }
    }
}
