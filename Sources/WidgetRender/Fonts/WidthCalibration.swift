import Foundation
import WidgetCore

/// The spacing corrections that make the Inter substitutes set text as wide as SF Pro.
///
/// Marks: (D) documented by Apple, (M) measured, (Choice) decided here.
///
/// ## What is matched
///
/// iOS sets text below 20 pt in SF Pro Text and larger text in SF Pro Display (D); the
/// renderer draws them with Inter and Inter Display, switching at the same 20 pt
/// (``BundledFontFamily/displaySizeThreshold``). Average advance per character over English
/// text, before tracking (M):
///
/// | face | Regular | Bold | word space |
/// |---|---|---|---|
/// | SF Pro Text | 0.4756 em | 0.5072 em | 0.281 em |
/// | SF Pro Display | 0.4165 em | 0.4536 em | 0.205 em |
/// | Inter (bundled) | 0.4771–0.4775 em | | |
/// | Inter Display (bundled) | 0.4304 em | | |
///
/// capsize's often-quoted 0.417 em for "SF Pro" is SF Pro *Display*: macOS's variable
/// SFNS.ttf at its default optical size, 28 (M). An earlier version of this type narrowed
/// every size to that figure, setting body text about 12 % too tight.
///
/// ## The rule
///
/// - Below 20 pt: Inter with no correction (M: within 0.3 % of SF Pro Text). Only SF Pro's
///   tracking (``Font``'s HIG table, D) is set as letter spacing.
/// - From 20 pt: Inter Display, 3 % wider than SF Pro Display (M), with SF Pro's tracking
///   plus ``correction(for:weight:)``: −0.014 em at weight 400, −0.001 em at 700, +0.011 em
///   at 800 (M), linear in the weight between them and held at the end values below 400 and
///   above 800 (Choice: no measurement outside that range to extrapolate from).
/// - From 20 pt, digits 0–9 get ``displayDigitSpacing`` (+0.04 em) more: SF Pro Display's
///   numerals are about 9 % wider than Inter Display's (M). Proportional and tabular
///   (`monospacedDigit`) digits both get it (Choice).
/// - The 20 pt Text→Display switch is a Choice: iOS 14 and later tighten continuously
///   between 17 and 28 pt (D), and how SF behaves between 20 and 27 pt is inferred, not
///   documented.
/// - An explicit `tracking(_:)` or `kerning(_:)` is added on top, as SwiftUI adds it to the
///   system font's own tracking.
///
/// Letter spacing is Pango's: it goes between graphemes and not at the two ends of a line, so
/// a string of `n` characters gains `n − 1` spacings. Kerning stays on. Only the default
/// design is corrected: the rounded, serif and monospaced designs get neither tracking nor a
/// correction (SF Mono and JetBrains Mono are both 0.600 em wide).
enum WidthCalibration {
    /// SF Pro Text's average advance over English text, Regular, in em (M).
    static let sfProTextAverageAdvance: CGFloat = 0.4756
    /// SF Pro Display's average advance over English text, Regular, in em (M; capsize's 0.417).
    static let sfProDisplayAverageAdvance: CGFloat = 0.4165

    /// The fixed English sample the tests measure averages over.
    static let sample =
        "The quick brown fox jumps over the lazy dog. Weather today: partly cloudy with a high of 21 degrees "
        + "and light winds from the north. Your next meeting starts in 15 minutes in Conference Room B. "
        + "Steps this week are up compared with last week, and you have closed all three activity rings."

    /// Inter Display's per-weight correction, in em (M at 400, 700 and 800): (weight, em).
    static let displayCorrection: [(Int, CGFloat)] = [(400, -0.014), (700, -0.001), (800, 0.011)]

    /// The extra spacing of a digit at display sizes, in em (M: SF Pro Display's numerals are
    /// about 9 % wider than Inter Display's).
    static let displayDigitSpacing: CGFloat = 0.04

    /// The extra spacing per character, in em, for `family` at `weight`: 0 for every family
    /// but Inter Display.
    ///
    /// ```swift
    /// WidthCalibration.correction(for: .inter, weight: 400)          // 0
    /// WidthCalibration.correction(for: .interDisplay, weight: 400)   // -0.014
    /// WidthCalibration.correction(for: .interDisplay, weight: 600)   // -0.00533…
    /// WidthCalibration.correction(for: .interDisplay, weight: 900)   // 0.011 (held)
    /// ```
    static func correction(for family: BundledFontFamily, weight: Int) -> CGFloat {
        guard family == .interDisplay else { return 0 }
        let table = displayCorrection
        guard let first = table.first, let last = table.last else { return 0 }
        if weight <= first.0 { return first.1 }
        if weight >= last.0 { return last.1 }
        for i in 1..<table.count where weight <= table[i].0 {
            let (w0, c0) = table[i - 1]
            let (w1, c1) = table[i]
            return c0 + (c1 - c0) * CGFloat(weight - w0) / CGFloat(w1 - w0)
        }
        return last.1
    }

    /// The extra spacing of a digit, in em, for `family`: ``displayDigitSpacing`` for Inter
    /// Display, else 0.
    static func digitCorrection(for family: BundledFontFamily) -> CGFloat {
        family == .interDisplay ? displayDigitSpacing : 0
    }

    /// Whether `byte` (UTF-8) is an ASCII digit, the characters ``digitCorrection(for:)``
    /// widens.
    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
}
