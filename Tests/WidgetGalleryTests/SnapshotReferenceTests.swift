import Foundation
import Testing
import WidgetRender

/// The snapshot helper itself, against references in a temporary folder.
@Suite struct SnapshotReferenceTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-reference-\(UUID().uuidString)")
    private let gray: Bitmap

    init() throws {
        gray = try Bitmap(validatingWidth: 40, height: 25, premultipliedRGBA: [UInt8](repeating: 200, count: 40 * 25 * 4))
    }

    private func writeReference(_ bytes: some Sequence<UInt8>, named name: String) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(bytes).write(to: folder.appendingPathComponent(name + ".png"))
    }

    @Test func differencesWithinTheToleranceMatch() throws {
        try writeReference(try PNGEncoder().encode(gray), named: "gray")
        var bytes = gray.bytes
        bytes[5] += 2       // within the channel tolerance
        bytes[400] = 0      // one pixel of 1000: 0.1%, the most allowed
        #expect(try SnapshotReference.failure(for: try Bitmap(validatingWidth: 40, height: 25, premultipliedRGBA: bytes), named: "gray", in: folder) == nil)
    }

    @Test func aCorruptReferenceIsAClearFailure() throws {
        try writeReference(try PNGEncoder().encode(gray).prefix(60), named: "corrupt")
        let found = try SnapshotReference.failure(for: gray, named: "corrupt", in: folder)
        #expect(found?.hasPrefix("reference \(folder.path)/corrupt.png is not a readable PNG: cannot decode 60 bytes as PNG: read beyond end of data") == true, "\(found)")
    }

    @Test func aMismatchNamesPathsSizesAndNumbers() throws {
        try writeReference(try PNGEncoder().encode(gray), named: "differs")
        var bytes = gray.bytes
        bytes[0] = 0
        bytes[400] = 0
        let found = try SnapshotReference.failure(for: try Bitmap(validatingWidth: 40, height: 25, premultipliedRGBA: bytes), named: "differs", in: folder)
        let failures = SnapshotReference.failureFolder.path
        #expect(found == """
            differs differs from its reference beyond the tolerance
              measured:  2 of 1000 pixels (0.2%) differ by more than 2 in some channel; the largest channel difference is 200
              allowed:   at most 0.1% of the pixels (1 of 1000) differ by more than 2 in some channel
              reference: \(folder.path)/differs.png (40×25)
              actual:    \(failures)/differs.png (40×25)
              diff:      \(failures)/differs-diff.png: differing pixels in red over the faded reference
            """)
        #expect(FileManager.default.fileExists(atPath: failures + "/differs-diff.png"))
    }

    @Test func aMissingReferenceSaysHowToRecordIt() throws {
        guard !SnapshotReference.isRecording else { return }  // recording runs write it instead
        let found = try SnapshotReference.failure(for: gray, named: "absent", in: folder)
        #expect(found == "no reference image at \(folder.path)/absent.png; run `WIDGET_RENDER_RECORD=1 swift test` locally (never on CI) to record it")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("absent.png").path))
    }

    @Test func bytesThatAreNotAPNGAreAClearFailure() throws {
        try writeReference(try PNGEncoder().encode(gray), named: "gray2")
        let found = SnapshotReference.failure(for: Data("not a png".utf8), named: "gray2", in: folder)
        #expect(found?.hasPrefix("gray2: the rendered image is not a readable PNG: ") == true, "\(String(describing: found))")
    }
}
