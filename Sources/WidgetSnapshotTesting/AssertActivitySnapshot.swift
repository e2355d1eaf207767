import Foundation
import WidgetRender

/// Renders a Live Activity for attributes and a state in each presentation asked for and
/// compares each image with its reference PNG: one reference per presentation.
///
/// One line in an XCTest or a Swift Testing test:
///
/// ```swift
/// @Test func delivery() {
///     assertActivitySnapshot(of: DeliveryActivity(), attributes: DeliveryAttributes.sample, state: .onTheWay)
/// }
/// // Snapshots/DeliveryTests/delivery.content.light.png, delivery.content.dark.png,
/// // delivery.dynamicIsland-compact.dark.png, ….dynamicIsland-expanded.dark.png,
/// // ….dynamicIsland-minimal.dark.png
/// ```
///
/// It is the snapshot core of ``assertWidgetSnapshot(of:entry:matrix:named:record:matching:snapshotsFolder:fileID:filePath:testName:line:column:)``
/// with the activity's renders (`WidgetRenderer/render(_:attributes:state:as:in:)`): the same
/// record modes (``SnapshotRecordMode``: a missing reference is recorded outside CI and the
/// test fails so that it is reviewed; nothing is recorded on CI, even when asked; a reference
/// that does not match is rewritten only in `.failed` or `.all`, and the test still fails),
/// the same ``SnapshotMatching`` and the same failure report.
///
/// - Parameters:
///   - activity: The widget whose body is an `ActivityConfiguration`.
///   - attributes: The activity's attributes.
///   - state: The content state every presentation shows.
///   - presentations: The images to check (default: ``ActivitySnapshotPresentation/standard``,
///     the Lock Screen light and dark and the three island presentations; add
///     ``ActivitySnapshotPresentation/alwaysOn``, ``ActivitySnapshotPresentation/standBy`` and
///     ``ActivitySnapshotPresentation/standByNight-type.property`` for those screens).
///   - device: The device whose Live Activity sizes and scale are used (default: the 6.1-inch
///     iPhone); a device other than the default is named in the references' file names.
///   - name: A name part that tells apart several assertions in one test.
///   - record: When to write references (default: the scope's setting, then the environment).
///   - matching: How closely images must match (default: the scope's setting, then exact).
///   - snapshotsFolder: Replaces `Snapshots/` for this call.
///   - fileID: The caller's file ID (`#fileID`), filled in by the compiler.
///   - filePath: The caller's file path (`#filePath`), which places `Snapshots/`; filled in.
///   - testName: The test's name (`#function`), which starts each reference's file name; filled in.
///   - line: The caller's line (`#line`), where a failure is reported; filled in.
///   - column: The caller's column (`#column`); filled in.
public func assertActivitySnapshot<W: Widget, A: ActivityAttributes>(
    of activity: W,
    attributes: A,
    state: A.ContentState,
    presentations: [ActivitySnapshotPresentation] = ActivitySnapshotPresentation.standard,
    device: DeviceProfile = .iPhone6_1,
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
    run.checkEach(
        presentations, prefix: name.map { [$0] } ?? [], device: device, what: "presentations", example: "ActivitySnapshotPresentation.standard", parts: \.nameParts
    ) { renderer, presentation in
        try renderer.render(activity, attributes: attributes, state: state, as: presentation.kind, in: presentation.context(on: device))
    }
}
