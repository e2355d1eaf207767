import Foundation
import Testing

@testable import WidgetRender

/// Inter sets text as wide as SF Pro Text below 20 pt, untouched but for SF's tracking; Inter
/// Display sets it as wide as SF Pro Display from 20 pt, with a small per-weight correction
/// and wider digits; a line is as tall as SF Pro's.
@Suite struct WidthCalibrationTests {
    /// The sample's average advance in em at `size`, without SF Pro's tracking (the measured
    /// averages are untracked advances).
    private func averageAdvance(size: CGFloat, weight: Font.Weight = .regular) throws -> CGFloat {
        let sample = WidthCalibration.sample
        let text = ResolvedText(runs: [.init(string: sample, font: ResolvedFont(size: size, weight: weight, tracking: 0))])
        let width = try measure(text).size.width
        return width / CGFloat(sample.count) / size
    }

    /// The width of `string` set in `font`, in points.
    private func width(_ string: String, _ font: ResolvedFont) throws -> CGFloat {
        try measure(ResolvedText(runs: [.init(string: string, font: font)])).size.width
    }

    /// The spacing Pango puts between two `character`s in `font`, beyond their advances:
    /// "cc" minus twice a lone "c" (a line's ends get no spacing).
    private func gap(_ character: Character, _ font: ResolvedFont) throws -> CGFloat {
        try width(String([character, character]), font) - 2 * width(String(character), font)
    }

    /// Within 1 % of SF Pro Text's 0.4756 em below 20 pt and of SF Pro Display's 0.4165 em from
    /// 20 pt (untracked; the sample's few digits are in it).
    @Test(arguments: [11, 12, 13, 15, 16, 17, 19.5, 20, 22, 28, 34, 40, 60] as [CGFloat])
    func averageAdvanceMatchesSFPro(size: CGFloat) throws {
        let average = try averageAdvance(size: size)
        let target = size < 20 ? WidthCalibration.sfProTextAverageAdvance : WidthCalibration.sfProDisplayAverageAdvance
        let error = abs(average / target - 1)
        #expect(error < 0.01, "\(size) pt: \(average) em, \(error * 100) % off \(target)")
    }

    /// Text sizes get no correction; Inter Display gets −0.014 em at 400, −0.001 at 700 and
    /// +0.011 at 800, linear between and held outside.
    @Test func theCorrectionFollowsTheWeightRule() {
        #expect(WidthCalibration.correction(for: .inter, weight: 400) == 0)
        #expect(WidthCalibration.correction(for: .inter, weight: 700) == 0)
        #expect(WidthCalibration.correction(for: .quicksand, weight: 400) == 0)
        let display: [(Int, CGFloat)] = [(100, -0.014), (400, -0.014), (550, -0.0075), (700, -0.001), (750, 0.005), (800, 0.011), (900, 0.011)]
        for (weight, expected) in display {
            let correction = WidthCalibration.correction(for: .interDisplay, weight: weight)
            #expect(abs(correction - expected) < 1e-9, "\(weight): \(correction)")
        }
        #expect(WidthCalibration.digitCorrection(for: .interDisplay) == 0.04)
        #expect(WidthCalibration.digitCorrection(for: .inter) == 0)
    }

    /// Body text at 17 pt is Inter's own advances plus SF Pro's tracking, −0.026 em, between
    /// every two characters: nothing narrows it further.
    @Test func bodyIsInterPlusTrackingOnly() throws {
        let body = Font.body.resolve(in: EnvironmentValues())
        #expect(body.bundledFamily == .inter)
        #expect(abs(body.tracking - (-0.026 * 17)) < 1e-9, "\(body.tracking)")
        #expect(abs(body.letterSpacing - (-0.026 * 17)) < 1e-9, "\(body.letterSpacing)")
        let string = "Hamburgefonstiv"
        var natural = body
        natural.tracking = 0
        #expect(natural.letterSpacing == 0)
        let gaps = CGFloat(string.count - 1)
        let expected = try width(string, natural) - 0.026 * 17 * gaps
        let measured = try width(string, body)
        #expect(abs(measured - expected) < 0.01, "\(measured) vs \(expected)")
        #expect(abs(try gap("n", body) - (-0.026 * 17)) < 0.01)
    }

    /// The word space at 15 pt is Inter's (0.28 em, SF Pro Text's 0.281 within 1 %) plus
    /// tracking, not narrowed.
    @Test func theWordSpaceIsNotNarrowed() throws {
        let subheadline = Font.subheadline.resolve(in: EnvironmentValues())
        #expect(subheadline.size == 15)
        // "n n" has one more character than "nn": the space's advance and one more spacing.
        let space = try width("n n", subheadline) - width("nn", subheadline) - subheadline.letterSpacing
        #expect(abs(space / 15 - 0.281) < 0.281 * 0.01, "space \(space / 15) em")
        #expect(abs(subheadline.letterSpacing - (-0.016 * 15)) < 1e-9)
    }

    /// At 34 pt the face is Inter Display (narrower than Inter), with SF's tracking, +0.012 em,
    /// and the weight's correction, −0.014 em.
    @Test func largeTitleIsInterDisplay() throws {
        let largeTitle = Font.largeTitle.resolve(in: EnvironmentValues())
        #expect(largeTitle.bundledFamily == .interDisplay)
        #expect(FontRequest(largeTitle).family == "Inter Display")
        #expect(abs(largeTitle.letterSpacing - (0.012 - 0.014) * 34) < 1e-9, "\(largeTitle.letterSpacing)")
        // Untracked, Inter Display's sample average is SF Pro Display's; Inter's would be 14 % wider.
        #expect(try averageAdvance(size: 34) < averageAdvance(size: 17) * 0.92)
        #expect(abs(try gap("n", largeTitle) - largeTitle.letterSpacing) < 0.01)
    }

    /// Digits at 34 pt get +0.04 em more spacing than letters; at 17 pt the same as letters.
    @Test(arguments: [Font.largeTitle, .body])
    func displayDigitsAreWider(font: Font) throws {
        let resolved = font.resolve(in: EnvironmentValues())
        let extra: CGFloat = resolved.size >= 20 ? 0.04 * resolved.size : 0
        let digits = try gap("0", resolved)
        let letters = try gap("n", resolved)
        #expect(abs(digits - letters - extra) < 0.01, "\(resolved.size) pt: digits \(digits), letters \(letters)")
        var tabular = resolved
        tabular.monospacedDigit = true
        #expect(abs(try gap("0", tabular) - letters - extra) < 0.01)
    }

    /// A digit run inside a word takes the digit spacing only around its digits: "n00n" is
    /// "nnnn" with two zeros' advances for two n's, plus 0.04 em on the gap between the zeros
    /// and half of it on each gap between a zero and an n (Pango splits a spacing in halves).
    @Test func digitSpacingStaysOnTheDigits() throws {
        let font = Font.largeTitle.resolve(in: EnvironmentValues())
        let mixed = try width("n00n", font)
        let letters = try width("nnnn", font)
        let zero = try width("0", font)
        let n = try width("n", font)
        // n|0 and 0|n get half the extra each, 0|0 gets all of it: 0.04 em × 2 in all.
        #expect(abs(mixed - letters - 2 * (zero - n) - 2 * 0.04 * 34) < 0.02, "\(mixed) vs \(letters)")
    }

    /// Text switches from Inter to Inter Display at 20 pt, so its width steps there, from SF
    /// Pro Text's average to SF Pro Display's (a choice: iOS narrows continuously).
    @Test func theOpticalSwitchIsAtTwentyPoints() throws {
        #expect(ResolvedFont(size: 19.9).bundledFamily == .inter)
        #expect(ResolvedFont(size: 20).bundledFamily == .interDisplay)
        let below = try averageAdvance(size: 19.9)
        let above = try averageAdvance(size: 20)
        #expect(above < below * 0.9, "\(below) vs \(above)")
    }

    /// Bold stays wider than regular (SF's bold is wider too).
    @Test func boldStaysWiderThanRegular() throws {
        #expect(try averageAdvance(size: 17, weight: .bold) > averageAdvance(size: 17) * 1.02)
        #expect(try averageAdvance(size: 34, weight: .bold) > averageAdvance(size: 34) * 1.02)
    }

    /// A single line is SF Pro's ascender + descender, 1.1934 em: 20.29 pt at 17 pt.
    @Test(arguments: [(Font.Design.default, 17 as CGFloat), (.default, 34), (.rounded, 17), (.serif, 22), (.monospaced, 13)])
    func aSingleLineIsAsTallAsSFPro(design: Font.Design, size: CGFloat) throws {
        let font = ResolvedFont(design: design, size: size)
        let metrics = try measure(ResolvedText(runs: [.init(string: "Hg", font: font)]))
        #expect(abs(metrics.size.height - size * 1.1934) < 0.01, "\(metrics.size.height)")
        #expect(metrics.firstBaseline > size * 0.9 && metrics.firstBaseline < size * 1.0, "baseline \(metrics.firstBaseline)")
    }

    /// Emoji are drawn from Noto Color Emoji at the text's size, not the font's bitmap size.
    @Test func emojiMeasureAtTheTextSize() throws {
        let font = ResolvedFont(size: 17)
        let metrics = try measure(ResolvedText(runs: [.init(string: "👋", font: font)]))
        #expect(metrics.missingGlyphCount == 0)
        #expect(metrics.size.width > 17 && metrics.size.width < 17 * 1.4, "width \(metrics.size.width)")
        #expect(abs(metrics.size.height - 17 * 1.1934) < 0.5, "height \(metrics.size.height)")
    }
}
