import Foundation
import Testing

@testable import WidgetCore

/// `Text` sizing (the Layout Algorithm article, "Leaves", `Text`), with the ``FakeTextMeasurer``: at
/// `.system(size: 10)` a character is 5 pt wide and a line 12.5 pt tall.
@Suite struct TextLayoutTests {
    @Test func answersItsMeasuredSizeRoundedUpToWholePointsAtScale1() {
        let scene = compose(text10("Hello").named("t"), scale: 1)
        #expect(scene.rect("t") == "(87.5, 43.5, 25, 13)")
    }

    @Test func answersItsMeasuredSizeRoundedUpToThirdsAtScale3() {
        // 12.5 pt → 37.5 px → 38 px = 12.667 pt.
        let scene = compose(text10("Hello").named("t"), scale: 3)
        #expect(scene.rect("t") == "(87.5, 43.667, 25, 12.667)")
    }

    @Test func widthIsRoundedUpToThePixelGridToo() {
        // Size 7: 3.5 pt per character, 8.75 pt per line.
        let text = Text(verbatim: "abc").font(.system(size: 7)).named("t")
        #expect(compose(text, scale: 1).size("t") == "11 × 9")
        #expect(compose(text, scale: 3).size("t") == "10.667 × 9")
    }

    @Test func textStylesUseTheirLineHeight() {
        // .body: 17 pt, line height 22.
        let scene = compose(Text(verbatim: "Hi").font(.body).named("t"))
        #expect(scene.size("t") == "17 × 22")
    }

    @Test func answersTheWidestLineNotTheProposal() {
        let scene = compose(text10("Hello world").named("t"), width: 40)
        #expect(scene.size("t") == "25 × 25")
        let uneven = compose(text10("Hi there everyone").named("t"), width: 50)
        #expect(uneven.size("t") == "40 × 25")
    }

    @Test func aNilWidthLaysOutOneLinePerParagraph() {
        let scene = compose(text10("Hello world\nHi").named("t").fixedSize(), width: 40)
        #expect(scene.size("t") == "55 × 25")
        #expect(scene.textLayout("t")?.width == nil)
        #expect(scene.textLayout("t")?.metrics.lineCount == 2)
    }

    @Test func anInfiniteWidthIsTreatedAsNil() {
        let size = sizeThatFits(text10("Hello world\nHi"), ProposedViewSize(width: .infinity, height: 100))
        #expect(size == CGSize(width: 55, height: 25))
        let node = placed(text10("Hello world"), ProposedViewSize(width: .infinity, height: 100))
        #expect(node.measuredText?.width == nil)
    }

    @Test func lineLimitCapsTheLinesAndTruncates() {
        // Wraps to "one two" / "three" / "four"; the second line becomes "three f…".
        let scene = compose(text10("one two three four").lineLimit(2).named("t"), width: 40)
        #expect(scene.size("t") == "40 × 25")
        #expect(scene.textLayout("t")?.maxLines == 2)
        #expect(scene.textLayout("t")?.metrics.isTruncated == true)
        #expect(scene.diagnostics(.truncatedText).count == 1)
        #expect(scene.layout.dump() == "Text #t (0, 37.5, 40, 25) truncated")
    }

    @Test func lineLimitThatIsNotReachedChangesNothing() {
        let scene = compose(text10("one two three").lineLimit(5).named("t"), width: 40)
        #expect(scene.size("t") == "35 × 25")
        #expect(scene.diagnostics(.truncatedText).isEmpty)
    }

    @Test func truncationIsOnlyReportedForTheFinalPlacement() {
        // Sizing the row measures the text at width 0 (truncated); its final width fits.
        let scene = compose(
            HStack(spacing: 0) {
                text10("Hello world").lineLimit(1).named("t")
                Color.red.frame(width: 10)
            })
        #expect(scene.size("t") == "55 × 13")
        #expect(scene.textLayout("t")?.metrics.isTruncated == false)
        #expect(scene.diagnostics(.truncatedText).isEmpty)
    }

    @Test func minimumScaleFactorShrinksBeforeTruncating() throws {
        // 55 pt at full size; fits 40 pt from a scale of 40/55 ≈ 0.727 down.
        let scene = compose(text10("Hello world").lineLimit(1).minimumScaleFactor(0.5).named("t"), width: 40)
        let layout = try #require(scene.textLayout("t"))
        #expect(layout.fontScale < 40.0 / 55.0 + 1e-9)
        #expect(layout.fontScale > 40.0 / 55.0 - 0.5 / 128)  // the search's resolution
        #expect(layout.metrics.isTruncated == false)
        #expect(scene.size("t") == "40 × 10")
        #expect(scene.diagnostics(.truncatedText).isEmpty)
    }

    @Test func minimumScaleFactorTruncatesAtTheSmallestScaleWhenNothingFits() throws {
        // At 0.9 a character is 4.5 pt: "Hello w…" is 36 pt; the line 11.25 → 12 pt.
        let scene = compose(text10("Hello world").lineLimit(1).minimumScaleFactor(0.9).named("t"), width: 40)
        let layout = try #require(scene.textLayout("t"))
        #expect(layout.fontScale == 0.9)
        #expect(layout.metrics.isTruncated)
        #expect(scene.size("t") == "36 × 12")
        #expect(scene.diagnostics(.truncatedText).count == 1)
    }

    @Test func withoutMinimumScaleFactorTheFontKeepsItsSize() throws {
        let scene = compose(text10("Hello world").lineLimit(1).named("t"), width: 40)
        let layout = try #require(scene.textLayout("t"))
        #expect(layout.fontScale == 1)
        #expect(scene.size("t") == "40 × 13")
    }

    @Test func lineLimitReservesSpace() {
        let text = text10("Hi").lineLimit(3, reservesSpace: true).named("t")
        #expect(compose(text, scale: 1).size("t") == "10 × 38")
        #expect(compose(text, scale: 3).size("t") == "10 × 37.667")
        // Without reservesSpace the limit only caps.
        #expect(compose(text10("Hi").lineLimit(3).named("t")).size("t") == "10 × 13")
    }

    @Test func aHeightProposalLimitsTheLines() {
        // Two lines need 25 pt; 20 pt holds one: "one two…".
        let cut = compose(text10("one two three").named("t"), width: 40, height: 20)
        #expect(cut.size("t") == "40 × 13")
        #expect(cut.textLayout("t")?.maxLines == 1)
        #expect(cut.textLayout("t")?.metrics.isTruncated == true)
        #expect(cut.diagnostics(.truncatedText).count == 1)

        let roomy = compose(text10("one two three").named("t"), width: 40, height: 30)
        #expect(roomy.size("t") == "35 × 25")
        #expect(roomy.textLayout("t")?.metrics.isTruncated == false)
    }

    @Test func aHeightProposalAlwaysLeavesOneLine() {
        let scene = compose(text10("one two three").named("t"), width: 40, height: 5)
        #expect(scene.size("t") == "40 × 13")
        #expect(scene.textLayout("t")?.metrics.lineCount == 1)
    }

    @Test func emptyTextHasZeroSize() {
        let scene = compose(Text(verbatim: "").named("t"))
        #expect(scene.rect("t") == "(100, 50, 0, 0)")
        #expect(scene.diagnostics.isEmpty)
    }

    @Test func veryLongTextLaysOut() {
        let long = String(repeating: "lorem ipsum ", count: 4_166) + "dolor si"  // 50,000 characters
        #expect(long.count == 50_000)
        let scene = compose(text10(long).named("t"), width: 200, height: 100)
        // 40 characters per line; 100 pt hold 8 lines of 12.5.
        #expect(scene.size("t") == "200 × 100")
        #expect(scene.textLayout("t")?.metrics.lineCount == 8)
        #expect(scene.diagnostics(.truncatedText).count == 1)

        // Unlimited, it is cut to the first 4,000 characters (a widget shows a few hundred);
        // "lorem ipsum lorem ipsum lorem ipsum " wraps after 36 characters (3 pairs per line).
        let unlimited = compose(text10(long).named("t").fixedSize(horizontal: false, vertical: true), width: 200)
        #expect(unlimited.textLayout("t")?.metrics.lineCount == 111)
        #expect(unlimited.layout.node(withIdentifier: "t")?.textPrimitive?.text.string.count == 4_000)
        #expect(unlimited.diagnostics(.limitExceeded).map(\.message) == ["text \"lorem ipsum lorem ipsum \u{2026}\" has 50000 characters; the first 4000 are laid out. A widget shows a few hundred: shorten it."])
        #expect(unlimited.allFramesFinite)
    }
}
