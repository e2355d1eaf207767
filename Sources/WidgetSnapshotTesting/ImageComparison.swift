import Foundation
import WidgetRender

/// The outcome of comparing an image with its reference under a ``SnapshotMatching``.
///
/// Sizes are compared first; equal sizes are compared in one pass over the premultiplied
/// RGBA bytes, equal buffers in one `memcmp`. Pixels whose four bytes are equal are never
/// measured further, so even a perceptual comparison costs little more than the exact one
/// when few pixels changed.
struct ImageComparison {
    let actual: Bitmap
    let reference: Bitmap
    let matching: SnapshotMatching
    /// The number of pixels compared, or `nil` when the sizes differ.
    let pixelCount: Int?
    /// The pixels beyond the requirement.
    let differingPixelCount: Int
    /// The largest channel difference (0…255), or the largest ΔE2000 for a perceptual
    /// comparison.
    let largestDifference: Double

    init(actual: Bitmap, reference: Bitmap, matching: SnapshotMatching) {
        self.actual = actual
        self.reference = reference
        self.matching = matching
        guard actual.width == reference.width, actual.height == reference.height else {
            (pixelCount, differingPixelCount, largestDifference) = (nil, 0, 0)
            return
        }
        let count = actual.width * actual.height
        pixelCount = count
        if Self.sameBytes(actual.bytes, reference.bytes) {
            (differingPixelCount, largestDifference) = (0, 0)
            return
        }
        var differing = 0
        var largest = 0.0
        let test = Self.pixelTest(matching)
        actual.bytes.withUnsafeBufferPointer { a in
            reference.bytes.withUnsafeBufferPointer { r in
                for i in stride(from: 0, to: count * 4, by: 4) where !Self.samePixel(a, r, at: i) {
                    let (difference, differs) = test(a, r, i)
                    if differs { differing += 1 }
                    largest = max(largest, difference)
                }
            }
        }
        differingPixelCount = differing
        largestDifference = largest
    }

    /// Whether the sizes are equal.
    var sizesMatch: Bool { pixelCount != nil }

    /// The share of differing pixels, 0…1.
    var differingFraction: Double {
        guard let pixelCount, pixelCount > 0 else { return 0 }
        return Double(differingPixelCount) / Double(pixelCount)
    }

    /// Whether the image meets the requirement.
    var matches: Bool {
        guard sizesMatch else { return false }
        switch matching {
        case .exact: return differingPixelCount == 0
        case .tolerance(_, let fraction), .perceptual(_, let fraction): return differingFraction <= max(fraction, 0)
        }
    }

    /// Whether the pixel at byte offset `i` differs beyond the requirement (for the diff image).
    func pixelDiffers(at i: Int) -> Bool {
        let test = Self.pixelTest(matching)
        return actual.bytes.withUnsafeBufferPointer { a in
            reference.bytes.withUnsafeBufferPointer { r in
                !Self.samePixel(a, r, at: i) && test(a, r, i).differs
            }
        }
    }

    typealias PixelTest = (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>, Int) -> (difference: Double, differs: Bool)

    /// The measurement of one differing pixel: its difference and whether it counts.
    static func pixelTest(_ matching: SnapshotMatching) -> PixelTest {
        switch matching {
        case .exact:
            return { a, r, i in (Double(channelDifference(a, r, at: i)), true) }
        case .tolerance(let channel, _):
            return { a, r, i in
                let d = channelDifference(a, r, at: i)
                return (Double(d), d > channel)
            }
        case .perceptual(let threshold, _):
            return { a, r, i in
                let d = DeltaE2000.premultipliedDifference(a, r, at: i)
                return (d, d > threshold)
            }
        }
    }

    /// Whether two buffers hold the same bytes, by `memcmp`.
    static func sameBytes(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        return a.withUnsafeBytes { pa in
            b.withUnsafeBytes { pb in
                guard let x = pa.baseAddress, let y = pb.baseAddress else { return true }
                return memcmp(x, y, pa.count) == 0
            }
        }
    }

    /// Whether the four bytes at `i` are equal.
    static func samePixel(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, at i: Int) -> Bool {
        a[i] == b[i] && a[i + 1] == b[i + 1] && a[i + 2] == b[i + 2] && a[i + 3] == b[i + 3]
    }

    /// The largest channel difference of the pixel at `i`.
    static func channelDifference(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, at i: Int) -> Int {
        var largest = 0
        for channel in i..<(i + 4) { largest = max(largest, abs(Int(a[channel]) - Int(b[channel]))) }
        return largest
    }
}
