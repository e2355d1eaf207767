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
        let check = ImageSnapshotCheck(
            reference: reference, name: name,
            artifactsFolder: paths.artifactsRoot.appendingPathComponent(paths.testFileName, isDirectory: true),
            artifactsRoot: paths.artifactsRoot, matching: matching, record: record, testName: paths.testName
        )
        if let failure = check.run(actual: bitmap, scale: scale) { fail(failure.message, attachments: failure.attachments) }
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

    /// Notes the modes that are skipped because the renderer does not draw them; returns the
    /// modes to render and the sizes (every Dynamic Type size renders).
    func supported(modes: [WidgetRenderingMode], sizes: [DynamicTypeSize], name: String) -> ([WidgetRenderingMode], [DynamicTypeSize]) {
        let skippedModes = modes.filter { !WidgetRenderer.supportedRenderingModes.contains($0) }
        if !skippedModes.isEmpty {
            note("\(name): skipped rendering mode\(skippedModes.count == 1 ? "" : "s") \(skippedModes.map(\.rawValue).joined(separator: ", ")): this version of the renderer does not draw \(skippedModes.count == 1 ? "it" : "them") (it draws \(WidgetRenderer.supportedRenderingModes.map(\.rawValue).sorted().joined(separator: ", "))); no reference was checked or written for \(skippedModes.count == 1 ? "it" : "them")")
        }
        return (modes.filter { WidgetRenderer.supportedRenderingModes.contains($0) }, sizes)
    }

    /// The name parts of one snapshot: `[name,] family, mode, scheme[, size]`.
    static func parts(prefix: [String], family: WidgetFamily, mode: WidgetRenderingMode, scheme: ColorScheme, size: DynamicTypeSize) -> [String] {
        var parts = prefix
        parts += [family.rawValue, mode.rawValue, scheme.rawValue]
        if size != .large { parts.append(String(describing: size)) }
        return parts
    }

    /// Renders and checks every combination; a render that throws is a failure naming it.
    /// Skipped modes and sizes are noted when `notingSkipped` is set.
    func checkEvery(
        prefix: [String], families: [WidgetFamily], modes: [WidgetRenderingMode], colorSchemes: [ColorScheme],
        dynamicTypeSizes: [DynamicTypeSize], device: DeviceProfile, notingSkipped: Bool = true,
        render: (WidgetRenderer, WidgetContext) throws -> RenderedImage
    ) {
        let renderer: WidgetRenderer
        do {
            renderer = try Self.renderer.get()
        } catch {
            fail("\(displayName(prefix)): the renderer could not start: \(error)")
            return
        }
        let (drawnModes, drawnSizes) = notingSkipped
            ? supported(modes: modes, sizes: dynamicTypeSizes, name: displayName(prefix))
            : (modes.filter { WidgetRenderer.supportedRenderingModes.contains($0) }, dynamicTypeSizes)
        for family in families {
            for mode in drawnModes {
                for scheme in colorSchemes {
                    for size in drawnSizes {
                        let parts = Self.parts(prefix: prefix, family: family, mode: mode, scheme: scheme, size: size)
                        var context = WidgetContext(family: family, device: device, renderingMode: mode, colorScheme: scheme)
                        context.dynamicTypeSize = size
                        do {
                            let image = try render(renderer, context)
                            check(image.bitmap, scale: image.scale, parts: parts)
                        } catch {
                            fail("\(displayName(parts)): rendering failed: \(error)")
                        }
                    }
                }
            }
        }
    }
}
