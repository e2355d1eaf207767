import Foundation
import Testing

@testable import WidgetCore

/// The default spacing between texts derives from their fonts (``ViewSpacing/textToTextDistance(above:below:)``).
@Suite struct TextSpacingTests {
    private func loose(_ string: String) -> Text {
        Text(verbatim: string).font(.system(size: 10).leading(.loose))
    }

    @Test func textsInTheSystemFontTouchVertically() {
        let scene = compose(
            VStack {
                text10("A").named("a")
                text10("B").named("b")
            })
        #expect(scene.rootRect == "(97.5, 37, 5, 26)")
        #expect(scene.rect("a") == "(97.5, 37, 5, 13)")
        #expect(scene.rect("b") == "(97.5, 50, 5, 13)")
    }

    @Test func theLowerTextsLeadingIsTheGapRoundedUpToPixels() {
        // Loose leading at 10 pt: 2/17 em = 1.176 pt of line gap, 2 pt at 1×, 4/3 pt at 3×.
        let stack = VStack {
            text10("A").named("a")
            loose("B").named("b")
        }
        let scene = compose(stack)
        #expect(scene.rect("a") == "(97.5, 35.5, 5, 13)")
        #expect(scene.rect("b") == "(97.5, 50.5, 5, 14)")
        let sharp = compose(stack, scale: 3)
        let a = sharp.layout.frame(of: "a")
        let b = sharp.layout.frame(of: "b")
        #expect(LayoutDump.format((b?.minY ?? 0) - (a?.maxY ?? 0)) == "1.333")
        // The upper text's leading does not count.
        let reversed = compose(
            VStack {
                loose("A").named("a")
                text10("B").named("b")
            })
        #expect(reversed.rect("b").hasPrefix("(97.5, 50"))
        #expect((reversed.layout.frame(of: "b")?.minY ?? 0) == (reversed.layout.frame(of: "a")?.maxY ?? -1))
    }

    @Test func textsSideBySideAndOtherNeighboursKeepTheStandardSpacing() {
        let row = compose(
            HStack {
                text10("A").named("a")
                text10("B").named("b")
            })
        #expect(row.rect("a") == "(91, 43.5, 5, 13)")
        #expect(row.rect("b") == "(104, 43.5, 5, 13)")
        let mixed = compose(
            VStack {
                text10("A").named("a")
                Color.red.frame(width: 5, height: 5).named("c")
            })
        #expect(mixed.rect("c") == "(97.5, 58, 5, 5)")
    }

    @Test func aFrameKeepsItsTextsSpacingAndPaddingDoesNot() {
        let framed = compose(
            VStack(alignment: .leading) {
                text10("A").frame(maxWidth: .infinity, alignment: .leading).named("a")
                text10("B").named("b")
            })
        #expect(framed.rect("a") == "(0, 37, 200, 13)")
        #expect(framed.rect("b") == "(0, 50, 5, 13)")
        let padded = compose(
            VStack {
                text10("A").padding(.horizontal, 1).named("a")
                text10("B").named("b")
            })
        #expect(padded.rect("b") == "(97.5, 54, 5, 13)")
    }

    @Test func explicitSpacingStillWins() {
        let scene = compose(
            VStack(spacing: 3) {
                text10("A").named("a")
                text10("B").named("b")
            })
        #expect(scene.rect("b") == "(97.5, 51.5, 5, 13)")
    }
}
