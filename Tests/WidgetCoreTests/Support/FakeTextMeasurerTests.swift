import Foundation
import Testing

@testable import WidgetCore

/// The fake measurer is the ruler of every text test; its rules are checked here.
@Suite struct FakeTextMeasurerTests {
    let measurer = FakeTextMeasurer()

    func text(_ s: String, size: CGFloat = 10, lineHeight: CGFloat? = nil) -> ResolvedText {
        ResolvedText(runs: [ResolvedText.Run(string: s, font: ResolvedFont(size: size, lineHeight: lineHeight))])
    }

    @Test func eachCharacterAdvancesHalfTheFontSize() {
        let m = measurer.measure(text("Hello"), width: nil, maxLines: nil, fontScale: 1)
        #expect(m.size == CGSize(width: 25, height: 12.5))
        #expect(m.lineCount == 1)
        #expect(m.firstBaseline == 10)
        #expect(m.lastBaseline == 10)
    }

    @Test func fontScaleAndLineHeightScaleTogether() {
        let m = measurer.measure(text("Hi", size: 10, lineHeight: 20), width: nil, maxLines: nil, fontScale: 0.5)
        #expect(m.size == CGSize(width: 5, height: 10))
        #expect(m.lineHeight == 10)
    }

    @Test func wrapsGreedilyAtSpaces() {
        let lines = measurer.lines(text("one two three four"), width: 40, maxLines: nil)
        #expect(lines.map(\.text) == ["one two", "three", "four"])
        let m = measurer.measure(text("one two three four"), width: 40, maxLines: nil, fontScale: 1)
        #expect(m.size == CGSize(width: 35, height: 37.5))
        #expect(m.lastBaseline == 35)
        #expect(!m.isTruncated && !m.overflowsWidth)
    }

    @Test func breaksOverlongWordsBetweenCharacters() {
        #expect(measurer.lines(text("abcdefghij"), width: 20, maxLines: nil).map(\.text) == ["abcd", "efgh", "ij"])
        let narrow = measurer.measure(text("ab"), width: 3, maxLines: nil, fontScale: 1)
        #expect(narrow.lineCount == 2)
        #expect(narrow.overflowsWidth)
    }

    @Test func paragraphsAreSeparateLines() {
        #expect(measurer.lines(text("a b\ncc"), width: nil, maxLines: nil).map(\.text) == ["a b", "cc"])
        #expect(measurer.lines(text("a\n\nb"), width: nil, maxLines: nil).map(\.text) == ["a", "", "b"])
    }

    @Test func maxLinesCutsTheLastLineWithAnEllipsis() {
        let lines = measurer.lines(text("one two three four"), width: 40, maxLines: 2)
        #expect(lines == [.init(text: "one two", width: 35), .init(text: "three f…", width: 40)])
        let m = measurer.measure(text("one two three four"), width: 40, maxLines: 2, fontScale: 1)
        #expect(m.isTruncated)
        #expect(m.lineCount == 2)
        let unwrapped = measurer.lines(text("a\nb\nc"), width: nil, maxLines: 2)
        #expect(unwrapped.map(\.text) == ["a", "b…"])
    }

    @Test func mixedRunsUseEachRunsAdvanceAndTheTallestLine() {
        let t = ResolvedText(runs: [
            ResolvedText.Run(string: "ab", font: ResolvedFont(size: 10)),
            ResolvedText.Run(string: "cd", font: ResolvedFont(size: 20, lineHeight: 30)),
        ])
        let m = measurer.measure(t, width: nil, maxLines: nil, fontScale: 1)
        #expect(m.size == CGSize(width: 30, height: 30))
    }
}
