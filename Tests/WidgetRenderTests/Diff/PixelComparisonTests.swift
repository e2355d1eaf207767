import Foundation
import Testing
@testable import WidgetRender

@Suite struct PixelComparisonTests {
    /// A 2×2 opaque bitmap: white, black, white, black.
    private let reference = Bitmap(width: 2, height: 2, premultipliedRGBA: [
        255, 255, 255, 255, 0, 0, 0, 255,
        255, 255, 255, 255, 0, 0, 0, 255,
    ])

    /// `reference` with pixel (1, 1)'s green raised by `amount`.
    private func changed(by amount: UInt8) throws -> Bitmap {
        var bytes = reference.bytes
        bytes[12 + 1] += amount
        return try Bitmap(validatingWidth: 2, height: 2, premultipliedRGBA: bytes)
    }

    @Test func identicalImagesMatch() {
        let comparison = PixelComparison(actual: reference, reference: reference, tolerance: 2)
        #expect(comparison.sizesMatch)
        #expect(comparison.difference == PixelDifference(pixelCount: 4, differingPixelCount: 0, maximumDifference: 0))
        #expect(comparison.matches(maximumDifferingFraction: 0))
        #expect(comparison.summary == "0 of 4 pixels (0%) differ by more than 2 in some channel; the largest channel difference is 0")
    }

    @Test func aPixelOffByFiftyIsCounted() throws {
        let comparison = PixelComparison(actual: try changed(by: 50), reference: reference, tolerance: 2)
        #expect(comparison.difference == PixelDifference(pixelCount: 4, differingPixelCount: 1, maximumDifference: 50))
        #expect(comparison.difference?.differingFraction == 0.25)
        #expect(!comparison.matches(maximumDifferingFraction: 0.001))
        #expect(comparison.matches(maximumDifferingFraction: 0.25))
        #expect(comparison.summary == "1 of 4 pixels (25%) differ by more than 2 in some channel; the largest channel difference is 50")
    }

    @Test func differencesWithinTheToleranceAreNotCounted() throws {
        let comparison = PixelComparison(actual: try changed(by: 2), reference: reference, tolerance: 2)
        #expect(comparison.difference == PixelDifference(pixelCount: 4, differingPixelCount: 0, maximumDifference: 2))
        #expect(comparison.matches(maximumDifferingFraction: 0))
        #expect(!PixelComparison(actual: try changed(by: 3), reference: reference, tolerance: 2).matches(maximumDifferingFraction: 0))
    }

    @Test func differentSizesAreReportedWithBothSizes() throws {
        let wide = try Bitmap(validatingWidth: 4, height: 1, premultipliedRGBA: reference.bytes)
        let comparison = PixelComparison(actual: wide, reference: reference, tolerance: 2)
        #expect(!comparison.sizesMatch)
        #expect(comparison.difference == nil)
        #expect(!comparison.matches(maximumDifferingFraction: 1))
        #expect(comparison.summary == "the sizes differ: actual 4×1, reference 2×2")
        #expect(comparison.diffImage() == nil)
    }

    @Test func theDiffImageMarksDifferingPixelsOverTheFadedReference() throws {
        let comparison = PixelComparison(actual: try changed(by: 50), reference: reference, tolerance: 2)
        let diff = try #require(comparison.diffImage())
        #expect(diff.width == 2 && diff.height == 2)
        // White stays white, black fades to a quarter of its distance from white.
        #expect(diff.bytes == [
            255, 255, 255, 255, 191, 191, 191, 255,
            255, 255, 255, 255, 255, 0, 0, 255,
        ])
    }

    @Test func transparentReferencePixelsFadeToWhite() throws {
        let clear = try Bitmap(validatingWidth: 1, height: 1, premultipliedRGBA: [0, 0, 0, 0])
        let diff = try #require(PixelComparison(actual: clear, reference: clear).diffImage())
        #expect(diff.bytes == [255, 255, 255, 255])
    }

    @Test(arguments: [(0, 1, "0%"), (1, 4, "25%"), (1, 3, "33.3%"), (37, 480_636, "0.0077%"), (480, 480_000, "0.1%"), (2, 2, "100%")])
    func percentagesHaveThreeSignificantDigits(differing: Int, total: Int, expected: String) {
        let difference = PixelDifference(pixelCount: total, differingPixelCount: differing, maximumDifference: 0)
        #expect(difference.differingPercentage == expected)
    }
}
