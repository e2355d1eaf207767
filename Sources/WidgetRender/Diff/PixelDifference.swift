import Foundation

/// How much two equally sized images differ: the measurements of a ``PixelComparison``.
package struct PixelDifference: Sendable, Hashable {
    /// The number of pixels compared (width × height).
    package var pixelCount: Int
    /// The number of pixels whose largest channel difference exceeds the tolerance.
    package var differingPixelCount: Int
    /// The largest difference of any channel (red, green, blue or alpha) of any pixel, 0…255.
    package var maximumDifference: Int

    /// Creates a difference from its measurements.
    package init(pixelCount: Int, differingPixelCount: Int, maximumDifference: Int) {
        self.pixelCount = pixelCount
        self.differingPixelCount = differingPixelCount
        self.maximumDifference = maximumDifference
    }

    /// The share of pixels beyond the tolerance, 0…1 (0 for an image without pixels).
    package var differingFraction: Double {
        pixelCount > 0 ? Double(differingPixelCount) / Double(pixelCount) : 0
    }

    /// ``differingFraction`` as a percentage with three significant digits and no trailing
    /// zeros: `"25%"`, `"0.0077%"`, `"0%"`.
    package var differingPercentage: String {
        let percent = differingFraction * 100
        guard percent > 0 else { return "0%" }
        let decimals = min(max(2 - Int(log10(percent).rounded(.down)), 0), 9)
        var text = String(format: "%.\(decimals)f", percent)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text + "%"
    }
}
