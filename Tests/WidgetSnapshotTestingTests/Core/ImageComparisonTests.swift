import Foundation
import Testing
import WidgetRender

@testable import WidgetSnapshotTesting

/// The image core's numbers and pictures: what differs, by how much, and the diff image.
@Suite struct ImageComparisonTests {
    /// A 2×2 opaque bitmap: white, black, white, black.
    private let reference: Bitmap

    init() throws {
        reference = try Bitmap(
            validatingWidth: 2, height: 2,
            premultipliedRGBA: [
                255, 255, 255, 255, 0, 0, 0, 255,
                255, 255, 255, 255, 0, 0, 0, 255,
            ])
    }

    /// `reference` with pixel (1, 1)'s green raised by `amount`.
    private func changed(by amount: UInt8) throws -> Bitmap {
        var bytes = reference.bytes
        bytes[12 + 1] += amount
        return try Bitmap(validatingWidth: 2, height: 2, premultipliedRGBA: bytes)
    }

    private let tolerant = SnapshotMatching.tolerance(channel: 2, maximumDifferingFraction: 0)

    @Test func aPixelOffByFiftyIsCountedAndOneWithinTheToleranceIsNot() throws {
        let off = ImageComparison(actual: try changed(by: 50), reference: reference, matching: tolerant)
        #expect(off.pixelCount == 4 && off.differingPixelCount == 1 && off.largestDifference == 50 && !off.matches)
        let within = ImageComparison(actual: try changed(by: 2), reference: reference, matching: tolerant)
        #expect(within.differingPixelCount == 0 && within.largestDifference == 2 && within.matches)
        #expect(!ImageComparison(actual: try changed(by: 3), reference: reference, matching: tolerant).matches)
    }

    @Test func differentSizesCompareNoPixelAndDrawNoDiff() throws {
        let wide = try Bitmap(validatingWidth: 4, height: 1, premultipliedRGBA: reference.bytes)
        let comparison = ImageComparison(actual: wide, reference: reference, matching: tolerant)
        #expect(!comparison.sizesMatch && comparison.pixelCount == nil && !comparison.matches)
        let diff = try ComparisonImages.diff(comparison)
        #expect(diff == nil)
    }

    @Test func theDiffImageMarksDifferingPixelsOverTheFadedReference() throws {
        let drawn = try ComparisonImages.diff(ImageComparison(actual: try changed(by: 50), reference: reference, matching: tolerant))
        let diff = try #require(drawn)
        // White stays white, black fades to a quarter of its distance from white.
        #expect(
            diff.bytes == [
                255, 255, 255, 255, 191, 191, 191, 255,
                255, 255, 255, 255, 255, 0, 0, 255,
            ])
        let clear = try Bitmap(validatingWidth: 1, height: 1, premultipliedRGBA: [0, 0, 0, 0])
        let faded = try ComparisonImages.diff(ImageComparison(actual: clear, reference: clear, matching: .exact))
        #expect(faded?.bytes == [255, 255, 255, 255])
    }

    @Test(arguments: [(0, 1, "0%"), (1, 4, "25%"), (1, 3, "33.3%"), (37, 480_636, "0.0077%"), (480, 480_000, "0.1%"), (2, 2, "100%")])
    func percentagesHaveThreeSignificantDigits(differing: Int, total: Int, expected: String) {
        #expect(ImageDiffLines.percentage(differing, of: total) == expected)
    }
}
