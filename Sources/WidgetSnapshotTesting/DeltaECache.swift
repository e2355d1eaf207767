import Foundation

/// ΔE2000 of premultiplied pixel pairs, each pair computed once.
///
/// Rendered widgets hold few distinct colours (a background, a few text and fill colours and
/// their anti-aliased edges), so a comparison in which every pixel changed slightly meets the
/// same few thousand pairs again and again. Used by one comparison on one thread.
final class DeltaECache {
    private var differences: [UInt64: Double] = [:]
    /// The last pair looked up: runs of equal pixels (a background) skip the dictionary.
    private var last: (key: UInt64, difference: Double) = (UInt64.max, 0)

    /// The ΔE2000 of the pixels at byte offset `i` of `a` and `b` (see
    /// ``DeltaE2000/premultipliedDifference(_:_:at:)``).
    func difference(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, at i: Int) -> Double {
        let key = Self.packed(a, at: i) << 32 | Self.packed(b, at: i)
        if key == last.key { return last.difference }
        let d: Double
        if let known = differences[key] {
            d = known
        } else {
            d = DeltaE2000.premultipliedDifference(a, b, at: i)
            differences[key] = d
        }
        last = (key, d)
        return d
    }

    private static func packed(_ p: UnsafeBufferPointer<UInt8>, at i: Int) -> UInt64 {
        UInt64(p[i]) | UInt64(p[i + 1]) << 8 | UInt64(p[i + 2]) << 16 | UInt64(p[i + 3]) << 24
    }
}
