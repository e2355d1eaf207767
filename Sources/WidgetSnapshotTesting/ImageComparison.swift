import Foundation
import WidgetRender

/// The outcome of comparing an image with its reference under a ``SnapshotMatching``.
///
/// Sizes are compared first; equal sizes are compared in one pass over the premultiplied
/// RGBA bytes, equal buffers in one `memcmp`. A perceptual comparison measures only pixels
/// whose bytes differ, and each pair of colours once (``DeltaECache``).
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
    /// ΔE2000 of each pair of pixel values met so far: a widget has few distinct colours, so
    /// most differing pixels repeat a pair already measured.
    private let deltaECache = DeltaECache()

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
        let cache = deltaECache
        actual.bytes.withUnsafeBufferPointer { a in
            reference.bytes.withUnsafeBufferPointer { r in
                switch matching {
                case .exact, .tolerance:
                    let channel: Int
                    if case .tolerance(let c, _) = matching { channel = c } else { channel = 0 }
                    var maximum = 0
                    for i in stride(from: 0, to: count * 4, by: 4) {
                        let d = Self.channelDifference(a, r, at: i)
                        if d > channel { differing += 1 }
                        maximum = max(maximum, d)
                    }
                    largest = Double(maximum)
                case .perceptual(let threshold, _):
                    for i in stride(from: 0, to: count * 4, by: 4) where !Self.samePixel(a, r, at: i) {
                        let d = cache.difference(a, r, at: i)
                        if d > threshold { differing += 1 }
                        largest = max(largest, d)
                    }
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
        actual.bytes.withUnsafeBufferPointer { a in
            reference.bytes.withUnsafeBufferPointer { r in
                switch matching {
                case .exact: return !Self.samePixel(a, r, at: i)
                case .tolerance(let channel, _): return Self.channelDifference(a, r, at: i) > channel
                case .perceptual(let threshold, _): return !Self.samePixel(a, r, at: i) && deltaECache.difference(a, r, at: i) > threshold
                }
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
