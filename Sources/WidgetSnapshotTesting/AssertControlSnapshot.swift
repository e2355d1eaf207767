import Foundation
import WidgetRender

/// Renders a control in each placement asked for and compares each image with its reference
/// PNG: one reference per placement.
///
/// ```swift
/// @Test func timer() {
///     assertControlSnapshot(of: TimerToggle())
///     assertControlSnapshot(of: TimerToggle(), value: .value(true), named: "on")
/// }
/// // Snapshots/TimerTests/timer.controlCenter-small.png, ….controlCenter-medium.png,
/// // ….controlCenter-large.png, ….lockScreen.png, ….actionButton.png; timer.on.controlCenter-small.png, …
/// ```
///
/// It is the snapshot core of ``assertActivitySnapshot(of:attributes:state:presentations:device:named:record:matching:snapshotsFolder:fileID:filePath:testName:line:column:)``
/// with the control's renders (`WidgetRenderer/render(_:placement:value:in:)`): the same record
/// modes (``SnapshotRecordMode``), the same ``SnapshotMatching`` and the same failure report.
///
/// - Parameters:
///   - control: The control.
///   - value: The provider's value every placement shows (default: its preview value).
///   - placements: The images to check (default: every placement, `ControlPlacement.all`).
///   - device: The device whose scale and island are used (default: the 6.1-inch iPhone); a
///     device other than the default is named in the references' file names.
///   - name: A name part that tells apart several assertions in one test (a value, a state).
///   - record: When to write references (default: the scope's setting, then the environment).
///   - matching: How closely images must match (default: the scope's setting, then exact).
///   - snapshotsFolder: Replaces `Snapshots/` for this call.
///   - fileID: The caller's file ID (`#fileID`), filled in by the compiler.
///   - filePath: The caller's file path (`#filePath`), which places `Snapshots/`; filled in.
///   - testName: The test's name (`#function`), which starts each reference's file name; filled in.
///   - line: The caller's line (`#line`), where a failure is reported; filled in.
///   - column: The caller's column (`#column`); filled in.
public func assertControlSnapshot<C: ControlWidget>(
    of control: C,
    value: ControlValue = .preview,
    placements: [ControlPlacement] = ControlPlacement.all,
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
        placements, prefix: name.map { [$0] } ?? [], device: device, what: "placements", example: "ControlPlacement.all", parts: { [referenceName($0)] }
    ) { renderer, placement in
        try renderer.render(control, placement: placement, value: value, in: WidgetContext(family: .systemSmall, device: device))
    }
}

/// A placement's part of a reference name: `controlCenter-small`, `lockScreen`, `actionButton`.
private func referenceName(_ placement: ControlPlacement) -> String {
    switch placement {
    case .controlCenter(let size): return "controlCenter-\(size)"
    case .lockScreen: return "lockScreen"
    case .actionButton: return "actionButton"
    }
}
