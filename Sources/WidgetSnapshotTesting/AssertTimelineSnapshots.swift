import Foundation
import WidgetRender

/// Renders every entry of a provider's timeline, in every family, mode, colour scheme and
/// Dynamic Type size asked for, and compares each image with its reference PNG.
///
/// For each family the provider is asked once for its timeline (`getTimeline(in:completion:)`,
/// with a `TimelineProviderContext` of the family's size on `device`), and the call waits for
/// the completion at most `timeout`. Entry *i* (from 0) of the timeline is checked against
/// `Snapshots/<TestFileName>/<testName>[.<named>].entry<i>.<family>.<mode>.<scheme>.png`;
/// its date is the frozen "now". A provider that does not complete in time, or gives no
/// entries, fails the test.
///
/// The provider is passed in because a widget's configuration does not expose it.
///
/// ```swift
/// @Test func stepsDay() {
///     assertTimelineSnapshots(of: StepsWidget(), provider: StepsProvider(), families: [.systemSmall])
/// }
/// // Snapshots/StepsTests/stepsDay.entry0.systemSmall.fullColor.light.png, …entry1…
/// ```
///
/// - Parameters:
///   - widget: The widget.
///   - provider: The widget's timeline provider.
///   - families: The families (default: the widget's supported families).
///   - modes: The rendering modes (default: all).
///   - colorSchemes: The colour schemes (default: light and dark).
///   - dynamicTypeSizes: The Dynamic Type sizes (default: `.large`).
///   - device: The device whose sizes and scale are used.
///   - timeout: How long to wait for the provider's completion.
///   - named: A name part that tells apart several assertions in one test.
///   - record: When to write references.
///   - matching: How closely images must match.
///   - snapshotsFolder: Replaces `Snapshots/` for this call.
public func assertTimelineSnapshots<W: Widget, P: TimelineProvider>(
    of widget: W,
    provider: P,
    families: [WidgetFamily]? = nil,
    modes: [WidgetRenderingMode] = WidgetRenderingMode.allCases,
    colorSchemes: [ColorScheme] = [.light, .dark],
    dynamicTypeSizes: [DynamicTypeSize] = [.large],
    device: DeviceProfile = .iPhone6_1,
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
    _ = run.supported(modes: modes, sizes: dynamicTypeSizes, name: run.displayName(prefix))
    for family in families ?? widget.body._descriptor.families {
        let label = run.displayName(prefix + [family.rawValue])
        let displaySize: CGSize
        do {
            displaySize = try WidgetContext(family: family, device: device).size()
        } catch {
            run.fail("\(label): \(error)")
            continue
        }
        guard let timeline = TimelineFetch.timeline(of: provider, in: TimelineProviderContext(family: family, displaySize: displaySize), timeout: timeout) else {
            run.fail("\(label): the provider \(P.self) did not call getTimeline's completion within \(timeout)")
            continue
        }
        guard !timeline.entries.isEmpty else {
            run.fail("\(label): the provider \(P.self) gave a timeline without entries; nothing to snapshot")
            continue
        }
        for (index, entry) in timeline.entries.enumerated() {
            run.checkEvery(
                prefix: prefix + ["entry\(index)"], families: [family], modes: modes, colorSchemes: colorSchemes,
                dynamicTypeSizes: dynamicTypeSizes, device: device, notingSkipped: false
            ) { renderer, context in
                try renderer.render(widget, entry: entry, in: context)
            }
        }
    }
}
