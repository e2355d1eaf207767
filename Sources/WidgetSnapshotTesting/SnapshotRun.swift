import Foundation
import WidgetRender

/// The state one assertion call shares between its snapshots: paths, settings, the caller's
/// location, and the notes to report once at the end.
struct SnapshotRun {
    let paths: SnapshotPaths
    let matching: SnapshotMatching
    let record: RecordDecision
    let fileID: StaticString
    let filePath: StaticString
    let line: UInt
    let column: UInt

    init(
        record: SnapshotRecordMode?, matching: SnapshotMatching?, snapshotsFolder: URL?,
        fileID: StaticString, filePath: StaticString, testName: String, line: UInt, column: UInt
    ) {
        let configuration = SnapshotConfiguration.current
        paths = SnapshotPaths(filePath: "\(filePath)", function: testName, configuration: configuration, snapshotsFolder: snapshotsFolder)
        self.matching = matching ?? configuration.matching ?? .exact
        self.record = RecordDecision(argument: record, configuration: configuration)
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// The shared renderer, created once per process.
    static let renderer = Result { try WidgetRenderer() }

    /// Compares `bitmap` with the reference for `parts`, claiming the reference for this
    /// assertion; reports a failure when it does not match.
    func check(_ bitmap: Bitmap, scale: CGFloat?, parts: [String]) {
        let reference = paths.reference(parts, extension: "png")
        if let other = ReferenceRegistry.shared.claim(reference, by: site) {
            fail("\(displayName(parts)): the assertion at \(other) already uses the reference \(reference.path); give each assertion of the test its own `named:`")
            return
        }
        check(bitmap, scale: scale, reference: reference, name: displayName(parts))
    }

    /// Compares `bitmap` with the file `reference`; reports a failure when it does not match.
    func check(_ bitmap: Bitmap, scale: CGFloat?, reference: URL, name: String) {
        check(bitmap, as: .image(matching: matching, scale: scale), reference: reference, name: name)
    }

    /// Compares `value` with the file `reference` in the format of `diffing`; reports a
    /// failure (or a recording) when it does not match.
    func check<Value>(_ value: Value, as diffing: Diffing<Value>, reference: URL, name: String) {
        let check = ReferenceCheck(
            reference: reference, name: name,
            artifactsFolder: paths.artifactsRoot.appendingPathComponent(paths.testFileName, isDirectory: true),
            artifactsRoot: paths.artifactsRoot, record: record, testName: paths.testName, diffing: diffing
        )
        if let failure = check.run(actual: value) { fail(failure.message, attachments: failure.attachments) }
    }

    /// The caller's `file:line:column`.
    var site: String { "\(filePath):\(line):\(column)" }

    /// `testName.part.part…`, as in the reference's file name.
    func displayName(_ parts: [String]) -> String {
        ([paths.testName] + parts.map(SnapshotPaths.sanitised)).joined(separator: ".")
    }

    /// Reports a failure at the caller.
    func fail(_ message: String, attachments: [URL] = []) {
        SnapshotIssueReporter.report(WidgetSnapshotIssue(kind: .failure, message: message, attachments: attachments, fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Reports a note at the caller.
    func note(_ message: String) {
        SnapshotIssueReporter.report(WidgetSnapshotIssue(kind: .note, message: message, fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// The matrix without the looks whose mode the renderer does not draw; notes them when
    /// `notingSkipped` is set.
    func supported(_ matrix: SnapshotMatrix, name: String, notingSkipped: Bool = true) -> SnapshotMatrix {
        let skipped = Set(matrix.looks.map(\.renderingMode).filter { !WidgetRenderer.supportedRenderingModes.contains($0) })
        if notingSkipped, !skipped.isEmpty {
            let modes = skipped.map(\.rawValue).sorted()
            note(
                "\(name): skipped rendering mode\(modes.count == 1 ? "" : "s") \(modes.joined(separator: ", ")): this version of the renderer does not draw \(modes.count == 1 ? "it" : "them") (it draws \(WidgetRenderer.supportedRenderingModes.map(\.rawValue).sorted().joined(separator: ", "))); no reference was checked or written for \(modes.count == 1 ? "it" : "them")"
            )
        }
        var drawn = matrix
        drawn.looks = matrix.looks.filter { !skipped.contains($0.renderingMode) }
        return drawn
    }

    /// Renders and checks every cell of `matrix` (its families defaulting to
    /// `defaultFamilies`); a render that throws is a failure naming it. Skipped modes are
    /// noted when `notingSkipped` is set; devices are named as ``SnapshotMatrix`` names them
    /// unless `namingDevices` says otherwise.
    func checkEvery(
        prefix: [String], matrix: SnapshotMatrix, defaultFamilies: [WidgetFamily], notingSkipped: Bool = true, namingDevices: Bool? = nil,
        render: (WidgetRenderer, WidgetContext) throws -> RenderedImage
    ) {
        let renderer: WidgetRenderer
        do {
            renderer = try Self.renderer.get()
        } catch {
            fail("\(displayName(prefix)): the renderer could not start: \(error)")
            return
        }
        for cell in supported(matrix, name: displayName(prefix), notingSkipped: notingSkipped).cells(defaultFamilies: defaultFamilies, namingDevices: namingDevices) {
            let parts = prefix + cell.parts
            do {
                let image = try render(renderer, cell.context)
                check(image.bitmap, scale: image.scale, parts: parts)
            } catch {
                fail("\(displayName(parts)): rendering failed: \(error)")
            }
        }
    }

    /// Renders and checks one reference per item of `items` (a Live Activity's presentations, a
    /// control's placements), named `prefix`, the item's `parts`, then the device unless it
    /// is the default iPhone6_1. No items is a failure that names `what` and an `example`; a
    /// render that throws is a failure naming its reference.
    func checkEach<Item>(
        _ items: [Item], prefix: [String], device: DeviceProfile, what: String, example: String, parts: (Item) -> [String],
        render: (WidgetRenderer, Item) throws -> RenderedImage
    ) {
        let renderer: WidgetRenderer
        do {
            renderer = try Self.renderer.get()
        } catch {
            fail("\(displayName(prefix)): the renderer could not start: \(error)")
            return
        }
        guard !items.isEmpty else {
            fail("\(displayName(prefix)): no \(what) to check; pass at least one, e.g. \(example)")
            return
        }
        let deviceParts = device == .iPhone6_1 ? [] : [device.name]
        for item in items {
            let itemParts = prefix + parts(item) + deviceParts
            do {
                let image = try render(renderer, item)
                check(image.bitmap, scale: image.scale, parts: itemParts)
            } catch {
                fail("\(displayName(itemParts)): rendering failed: \(error)")
            }
        }
    }
}
