import Foundation
import WidgetCore

/// The per-cut spacing correction that makes the Inter substitute set text as wide as SF Pro.
///
/// SF Pro's average advance over English text is 0.417 em (capsize's metrics of the system
/// font, weighted by English character frequency). Bundled Inter regular averages 0.4763 em
/// over ``sample`` and Inter Display 0.4312 em (capsize reports 0.478 and 0.430 for the same
/// fonts, so the sample weighs characters as capsize does within 0.4 %). Unchanged, Inter
/// would set body text 14 % wider than an iPhone and truncate titles that fit there.
///
/// The correction is extra letter spacing, in em, added to every character: for a cut whose
/// regular face averages `a`, each weight `w` (average `a_w`) gets `a_w × (0.417 / a − 1)`,
/// so regular lands exactly on SF Pro's figure and heavier weights keep Inter's own
/// weight-to-width ratios (SF's bold is wider than its regular too). The system's own
/// tracking table (``Font``'s per-size tracking) is applied on top, as iOS applies it on top
/// of SF Pro's advances. Both cuts reach the same average, so the 20 pt switch from Inter to
/// Inter Display does not change line widths. Kerning stays on; the averages above are
/// advance sums, which kerning changes by well under 1 % on English text.
///
/// Only the default design is calibrated: the facts give no published average advance for SF
/// Pro Rounded, New York or SF Mono (SF Mono and JetBrains Mono are both 0.600 em wide).
/// `Fonts/README.md` lists the residual error per size.
enum WidthCalibration {
    /// SF Pro's average advance over English text, in em.
    static let sfProAverageAdvance: CGFloat = 0.417

    /// The fixed English sample the averages are measured over (and the tests measure).
    static let sample =
        "The quick brown fox jumps over the lazy dog. Weather today: partly cloudy with a high of 21 degrees "
        + "and light winds from the north. Your next meeting starts in 15 minutes in Conference Room B. "
        + "Steps this week are up compared with last week, and you have closed all three activity rings."

    /// Average advance of ``sample`` in em per bundled face (measured from the fonts' `hmtx`
    /// tables with fontTools; the upright and italic faces of one weight agree within 0.1 %).
    static let averageAdvance: [BundledFontFamily: [Int: CGFloat]] = [
        .inter: [100: 0.4582, 200: 0.4642, 300: 0.4703, 400: 0.4763, 500: 0.4808, 600: 0.4854, 700: 0.4900, 800: 0.4945, 900: 0.4991],
        .interDisplay: [100: 0.4054, 200: 0.4140, 300: 0.4226, 400: 0.4312, 500: 0.4385, 600: 0.4458, 700: 0.4531, 800: 0.4604, 900: 0.4677],
    ]

    /// The extra spacing per character, in em, for `family` at `weight` (0 for families that
    /// are not calibrated).
    static func correction(for family: BundledFontFamily, weight: Int) -> CGFloat {
        guard let table = averageAdvance[family], let regular = table[400] else { return 0 }
        let nearest = table.keys.min { abs($0 - weight) < abs($1 - weight) } ?? 400
        let average = table[nearest] ?? regular
        return average * (sfProAverageAdvance / regular - 1)
    }
}
