import Foundation
import Testing
import WidgetRender
import WidgetSnapshotTesting

/// The specimen wrapper over `WidgetSnapshotTesting`, against references in a temporary folder.
@Suite struct SnapshotReferenceTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-reference-\(UUID().uuidString)")
    private let gray: Bitmap

    init() throws {
        gray = try Bitmap(validatingWidth: 40, height: 25, premultipliedRGBA: [UInt8](repeating: 200, count: 40 * 25 * 4))
    }

    private func writeReference(_ bytes: some Sequence<UInt8>, named name: String) throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(name).deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: folder.appendingPathComponent(name + ".png"))
    }

    @Test func differencesWithinTheToleranceMatch() throws {
        try writeReference(try PNGEncoder().encode(gray), named: "Area/gray")
        var bytes = gray.bytes
        bytes[5] += 2  // within the channel tolerance
        bytes[400] = 0  // one pixel of 1000: 0.1%, the most allowed
        #expect(try SnapshotReference.failure(for: try Bitmap(validatingWidth: 40, height: 25, premultipliedRGBA: bytes), named: "Area/gray", in: folder) == nil)
    }

    @Test func aCorruptReferenceIsAClearFailure() throws {
        try writeReference(try PNGEncoder().encode(gray).prefix(60), named: "corrupt")
        let found = try withSnapshotConfiguration(SnapshotConfiguration(record: .never)) {
            try SnapshotReference.failure(for: gray, named: "corrupt", in: folder)
        }
        #expect(found?.hasPrefix("corrupt: the reference \(folder.path)/corrupt.png is not a readable PNG: cannot decode 60 bytes as PNG: read beyond end of data") == true, "\(String(describing: found))")
    }

    @Test func aMismatchBeyondTheToleranceNamesTheNumbers() throws {
        try writeReference(try PNGEncoder().encode(gray), named: "differs")
        var bytes = gray.bytes
        bytes[0] = 0
        bytes[400] = 0
        let found = try withSnapshotConfiguration(SnapshotConfiguration(record: .never)) {
            try SnapshotReference.failure(for: try Bitmap(validatingWidth: 40, height: 25, premultipliedRGBA: bytes), named: "differs", in: folder)
        }
        #expect(found?.contains("measured:  2 of 1000 pixels (0.2%) differ by more than 2 in some channel; the largest channel difference is 200") == true, "\(String(describing: found))")
        #expect(found?.contains("required:  at most 0.1% of the pixels differ by more than 2 in some channel") == true)
    }

    @Test func bytesThatAreNotAPNGAreAClearFailure() throws {
        let found = SnapshotReference.failure(for: Data("not a png".utf8), named: "gray2", in: folder)
        #expect(found?.hasPrefix("gray2: the rendered image is not a readable PNG: ") == true, "\(String(describing: found))")
    }
}
