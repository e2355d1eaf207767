import Foundation

/// How closely an image must match its reference.
///
/// The default is ``exact``: the renderer's output is deterministic for one set of library
/// versions (Cairo, Pango, FreeType, HarfBuzz, libpng), so on one CI image any change is
/// a real change. Use ``tolerance(channel:maximumDifferingFraction:)`` when references are
/// recorded on one machine and checked on another with other library versions, and
/// ``perceptual(maximumDeltaE:maximumDifferingFraction:)`` to ignore differences the eye
/// cannot see. All comparisons run on the CPU, in one pass over the pixels; pixels whose
/// bytes are equal are never measured further.
///
/// ```swift
/// assertWidgetSnapshot(of: StepsWidget(), entry: .sample, matching: .tolerance(channel: 2, maximumDifferingFraction: 0.001))
/// ```
public enum SnapshotMatching: Sendable, Hashable, CustomStringConvertible {
    /// Every byte of every pixel equal.
    case exact
    /// A pixel differs when one of its premultiplied channels (0…255) differs by more than
    /// `channel`; the image matches when at most `maximumDifferingFraction` (0…1) of its
    /// pixels differ.
    case tolerance(channel: Int, maximumDifferingFraction: Double)
    /// A pixel differs when its colour difference CIE ΔE2000 exceeds `maximumDeltaE`
    /// (1 is about the smallest difference people notice side by side; 2.3 a "just noticeable
    /// difference"); the image matches when at most `maximumDifferingFraction` (0…1) of its
    /// pixels differ. Colours are compared composited over white and over black, and the
    /// larger difference counts, so that a change of transparency is seen too.
    case perceptual(maximumDeltaE: Double, maximumDifferingFraction: Double = 0)

    /// The requirement in words, for failure messages.
    public var description: String {
        switch self {
        case .exact:
            return "every pixel equal"
        case .tolerance(let channel, let fraction):
            return "at most \(Self.percent(fraction)) of the pixels differ by more than \(channel) in some channel"
        case .perceptual(let deltaE, let fraction):
            return "at most \(Self.percent(fraction)) of the pixels differ by more than ΔE2000 \(Self.number(deltaE))"
        }
    }

    /// `fraction` (0…1) as a percentage without trailing zeros: `0.1%`.
    static func percent(_ fraction: Double) -> String { number(fraction * 100) + "%" }

    /// A number with up to four decimals and no trailing zeros.
    static func number(_ value: Double) -> String {
        var text = String(format: "%.4f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
