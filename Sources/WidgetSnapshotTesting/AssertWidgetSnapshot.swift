import Foundation
import WidgetRender

/// Renders a widget for an entry in every cell of a ``SnapshotMatrix`` (families × looks ×
/// Dynamic Type sizes × devices) and compares each image with its reference PNG.
///
/// One line in an XCTest or a Swift Testing test:
///
/// ```swift
/// @Test func steps() {
///     assertWidgetSnapshot(of: StepsWidget(), entry: StepsEntry.sample)
/// }
/// // Snapshots/StepsTests/steps.systemSmall.fullColor.light.png, ….fullColor.dark.png,
/// // ….accented.png, ….vibrant.png, steps.systemMedium.fullColor.light.png, …
/// ```
///
/// References live in `Snapshots/<TestFileName>/<testName>[.<named>].<family>.<look>….png`
/// at the root of the test file's package. A missing reference is recorded (outside CI) and
/// the test fails with its path, so that it is reviewed before it is committed; see
/// ``SnapshotRecordMode``. A mismatch fails with the numbers and the paths of the actual,
/// reference, diff and compare images and of the run's `index.html` report.
///
/// A look whose mode is missing from `WidgetRenderer/supportedRenderingModes` would be
/// skipped with a note (a warning under Swift Testing, a `note:` line under XCTest).
///
/// - Parameters:
///   - widget: The widget.
///   - entry: The entry to render; its date is the frozen "now".
///   - matrix: The cells to render (default: the widget's supported families in the four
///     standard looks, on the 6.1-inch iPhone).
///   - name: A name part that tells apart several assertions in one test.
///   - record: When to write references (default: the scope's setting, then the environment).
///   - matching: How closely images must match (default: the scope's setting, then exact).
///   - snapshotsFolder: Replaces `Snapshots/` for this call.
///   - fileID: The caller's file ID (`#fileID`), filled in by the compiler.
///   - filePath: The caller's file path (`#filePath`), which places `Snapshots/`; filled in.
///   - testName: The test's name (`#function`), which starts each reference's file name; filled in.
///   - line: The caller's line (`#line`), where a failure is reported; filled in.
///   - column: The caller's column (`#column`); filled in.
public func assertWidgetSnapshot<W: Widget, E: TimelineEntry>(
    of widget: W,
    entry: E,
    matrix: SnapshotMatrix = .standard,
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
    run.checkEvery(prefix: name.map { [$0] } ?? [], matrix: matrix, defaultFamilies: widget.body._descriptor.families) { renderer, context in
        try renderer.render(widget, entry: entry, in: context)
    }
}

/// Renders a view as a widget's content in every cell of a ``SnapshotMatrix`` and compares
/// each image with its reference PNG.
///
/// The view gets the widget chrome of `WidgetRenderer/render(_:in:)`: the family's size,
/// content margins, container background and shape.
///
/// ```swift
/// func testGreeting() {
///     assertWidgetSnapshot(of: Text("Hello").containerBackground(for: .widget) { Color.white })
/// }
/// // Snapshots/GreetingTests/testGreeting.systemSmall.fullColor.light.png, ….fullColor.dark.png, …
/// ```
///
/// - Parameters:
///   - view: The view.
///   - matrix: The cells to render (default: `systemSmall` when it names no families, the
///     four standard looks, on the 6.1-inch iPhone).
///   - name: A name part that tells apart several assertions in one test.
///   - record: When to write references.
///   - matching: How closely images must match.
///   - snapshotsFolder: Replaces `Snapshots/` for this call.
///   - fileID: The caller's file ID (`#fileID`), filled in by the compiler.
///   - filePath: The caller's file path (`#filePath`), which places `Snapshots/`; filled in.
///   - testName: The test's name (`#function`), which starts each reference's file name; filled in.
///   - line: The caller's line (`#line`), where a failure is reported; filled in.
///   - column: The caller's column (`#column`); filled in.
public func assertWidgetSnapshot<V: View>(
    of view: V,
    matrix: SnapshotMatrix = .standard,
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
    run.checkEvery(prefix: name.map { [$0] } ?? [], matrix: matrix, defaultFamilies: [.systemSmall]) { renderer, context in
        try renderer.render(view, in: context)
    }
}

/// Compares an image already rendered with the reference PNG at `reference`, for references
/// kept under names of their own (`Snapshots/Typography/specimen-light.png`).
///
/// The reference is not claimed by name, so several tests may check the same file.
///
/// ```swift
/// let image = try renderer.render(SpecimenView(), in: WidgetContext(family: .systemMedium))
/// assertImageSnapshot(of: image, reference: snapshots.appendingPathComponent("Typography/specimen-light.png"))
/// ```
///
/// - Parameters:
///   - image: The image.
///   - reference: The reference PNG file.
///   - record: When to write the reference.
///   - matching: How closely the image must match.
///   - fileID: The caller's file ID (`#fileID`), filled in by the compiler.
///   - filePath: The caller's file path (`#filePath`), which places `Snapshots/`; filled in.
///   - testName: The test's name (`#function`), which starts each reference's file name; filled in.
///   - line: The caller's line (`#line`), where a failure is reported; filled in.
///   - column: The caller's column (`#column`); filled in.
public func assertImageSnapshot(
    of image: RenderedImage,
    reference: URL,
    record: SnapshotRecordMode? = nil,
    matching: SnapshotMatching? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    assertImageSnapshot(of: image.bitmap, scale: image.scale, reference: reference, record: record, matching: matching, fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
}

/// Compares a bitmap with the reference PNG at `reference` (see the `RenderedImage` overload).
package func assertImageSnapshot(
    of bitmap: Bitmap,
    scale: CGFloat?,
    reference: URL,
    record: SnapshotRecordMode? = nil,
    matching: SnapshotMatching? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let run = SnapshotRun(record: record, matching: matching, snapshotsFolder: nil, fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
    run.check(bitmap, scale: scale, reference: reference, name: reference.deletingPathExtension().lastPathComponent)
}
