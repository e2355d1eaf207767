import Foundation
import Testing

@testable import WidgetRender

/// The Inter substitute sets English text as wide as SF Pro, and a line as tall.
@Suite struct WidthCalibrationTests {
    /// The sample's average advance in em at `size`, without SF Pro's tracking (the published
    /// 0.417 em is SF Pro's untracked advance).
    private func averageAdvance(size: CGFloat, weight: Font.Weight = .regular) throws -> CGFloat {
        let sample = WidthCalibration.sample
        let text = ResolvedText(runs: [.init(string: sample, font: ResolvedFont(size: size, weight: weight, tracking: 0))])
        let width = try measure(text).size.width
        return width / CGFloat(sample.count) / size
    }

    /// Within 2 % of SF Pro's 0.417 em at every text-style size, in both optical cuts.
    @Test(arguments: [11, 12, 13, 15, 16, 17, 19.5, 20, 22, 28, 34, 40, 60] as [CGFloat])
    func averageAdvanceMatchesSFPro(size: CGFloat) throws {
        let average = try averageAdvance(size: size)
        let error = abs(average / WidthCalibration.sfProAverageAdvance - 1)
        #expect(error < 0.02, "\(size) pt: \(average) em, \(error * 100) % off")
    }

    /// Uncalibrated Inter is 14 % wider than SF Pro: the correction is doing the work.
    @Test func uncalibratedInterWouldBeFourteenPercentWider() {
        let correction = WidthCalibration.correction(for: .inter, weight: 400)
        #expect(abs(correction - (0.417 - 0.4763)) < 0.0001)
        #expect(WidthCalibration.correction(for: .quicksand, weight: 400) == 0)
    }

    /// Crossing the 20 pt optical switch does not make text jump in width.
    @Test func theOpticalSwitchKeepsWidthsContinuous() throws {
        let below = try averageAdvance(size: 19.9)
        let above = try averageAdvance(size: 20)
        #expect(abs(below / above - 1) < 0.01, "\(below) vs \(above)")
    }

    /// Bold stays wider than regular (SF's bold is wider too).
    @Test func boldStaysWiderThanRegular() throws {
        #expect(try averageAdvance(size: 17, weight: .bold) > averageAdvance(size: 17) * 1.02)
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
