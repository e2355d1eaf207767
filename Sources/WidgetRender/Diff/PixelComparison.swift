import Foundation

/// Compares a rendered image with its reference pixel by pixel, tolerating small differences,
/// so that snapshot tests survive the last-bit noise of another Cairo, Pango or zlib version.
///
/// Images compare only when their sizes are equal. A pixel differs when its largest channel
/// difference (red, green, blue or alpha, premultiplied, 0…255) exceeds ``tolerance``; the
/// comparison counts those pixels and records the largest channel difference of all.
/// Channels are compared premultiplied, as they are composited: a colour change in a nearly
/// transparent pixel (alpha 2/255) is within the tolerance, because it cannot show by more.
///
/// ```swift
/// let comparison = PixelComparison(actual: actual, reference: reference, tolerance: 2)
/// comparison.matches(maximumDifferingFraction: 0.001)   // false
/// comparison.summary
/// // 1 of 4 pixels (25%) differ by more than 2 in some channel; the largest channel difference is 50
/// ```
package struct PixelComparison: Sendable {
    /// The image under test.
    package let actual: Bitmap
    /// The image it should look like.
    package let reference: Bitmap
    /// The largest channel difference that still counts as equal, 0…255.
    package let tolerance: Int
    /// The measurements, or `nil` when the sizes differ and no pixel was compared.
    package let difference: PixelDifference?

    /// Compares `actual` with `reference`.
    ///
    /// - Parameters:
    ///   - actual: The image under test.
    ///   - reference: The image it should look like.
    ///   - tolerance: The largest channel difference that still counts as equal; clamped to
    ///     0…255.
    package init(actual: Bitmap, reference: Bitmap, tolerance: Int = 0) {
        self.actual = actual
        self.reference = reference
        self.tolerance = min(max(tolerance, 0), 255)
        self.difference = Self.measure(actual, reference, tolerance: self.tolerance)
    }

    /// Whether the sizes are equal, so that pixels were compared.
    package var sizesMatch: Bool { difference != nil }

    /// Whether the sizes are equal and at most `fraction` (0…1) of the pixels differ beyond
    /// the tolerance.
    package func matches(maximumDifferingFraction fraction: Double) -> Bool {
        guard let difference else { return false }
        return difference.differingFraction <= fraction
    }

    /// The outcome in words: both sizes when they differ, otherwise the differing pixels and
    /// the largest channel difference.
    package var summary: String {
        guard let difference else {
            return "the sizes differ: actual \(Self.size(of: actual)), reference \(Self.size(of: reference))"
        }
        return "\(difference.differingPixelCount) of \(difference.pixelCount) pixels (\(difference.differingPercentage)) differ by more than "
            + "\(tolerance) in some channel; the largest channel difference is \(difference.maximumDifference)"
    }

    /// `width×height` of `bitmap`.
    static func size(of bitmap: Bitmap) -> String { "\(bitmap.width)×\(bitmap.height)" }

    /// The largest channel difference of the pixels starting at byte offset `i` of `a` and `b`.
    static func channelDifference(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, at i: Int) -> Int {
        var largest = 0
        for channel in i..<(i + 4) {
            largest = max(largest, abs(Int(a[channel]) - Int(b[channel])))
        }
        return largest
    }

    private static func measure(_ actual: Bitmap, _ reference: Bitmap, tolerance: Int) -> PixelDifference? {
        guard actual.width == reference.width, actual.height == reference.height else { return nil }
        let pixelCount = actual.width * actual.height
        guard actual.bytes != reference.bytes else {
            return PixelDifference(pixelCount: pixelCount, differingPixelCount: 0, maximumDifference: 0)
        }
        var differing = 0, maximum = 0
        actual.bytes.withUnsafeBufferPointer { a in
            reference.bytes.withUnsafeBufferPointer { b in
                for i in stride(from: 0, to: pixelCount * 4, by: 4) {
                    let difference = channelDifference(a, b, at: i)
                    if difference > tolerance { differing += 1 }
                    maximum = max(maximum, difference)
                }
            }
        }
        return PixelDifference(pixelCount: pixelCount, differingPixelCount: differing, maximumDifference: maximum)
    }
}
