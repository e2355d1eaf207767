import Foundation
import Testing

@testable import WidgetCore

/// `LazyVGrid` and `LazyHGrid` (the Layout Algorithm article, "Lazy grids"): tracks from the
/// `GridItem`s alone, worked out twice as SwiftUI does, lines as long as their longest item.
/// The first three cases are objc.io's three `LazyVGrid` quizzes ("SwiftUI's Grid Views",
/// 2020), whose answers were measured in SwiftUI.
@Suite struct LazyGridLayoutTests {
    func items(_ count: Int, height: CGFloat = 10) -> some View {
        ForEach(0..<count) { i in Color.red.frame(height: height).named("i\(i)") }
    }

    /// A fixed 70 and an adaptive 40 in 200 pt: 70, then two slots of 57.
    @Test func aFixedColumnThenAnAdaptiveOneFilledWithTwoSlots() {
        let scene = compose(LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]) { items(6) }.frame(width: 200).named("grid"))
        #expect(scene.rect("grid") == "(0, 36, 200, 28)")
        #expect(scene.rect("i0") == "(0, 36, 70, 10)")
        #expect(scene.rect("i1") == "(78, 36, 57, 10)")
        #expect(scene.rect("i2") == "(143, 36, 57, 10)")
        #expect(scene.rect("i3") == "(0, 54, 70, 10)")
        #expect(scene.diagnostics.isEmpty)
    }

    /// A flexible 140 leaves an adaptive 70 only 52 pt: one slot of 52, under its minimum.
    @Test func anAdaptiveColumnNarrowerThanItsMinimumIsOneSlot() {
        let scene = compose(LazyVGrid(columns: [GridItem(.flexible(minimum: 140)), GridItem(.adaptive(minimum: 70))]) { items(2) }.frame(width: 200))
        #expect(scene.rect("i0") == "(0, 45, 140, 10)")
        #expect(scene.rect("i1") == "(148, 45, 52, 10)")
    }

    /// Flexible minimums of 50 and 120 in 200 pt: the grid answers 96 + 8 + 120 = 224 and is
    /// centred 12 pt to the left; drawn, the columns are worked out again for 224 (108 and 120)
    /// and overhang its trailing edge.
    @Test func flexibleMinimumsWiderThanTheProposalAreWorkedOutTwice() {
        let scene = compose(LazyVGrid(columns: [GridItem(.flexible(minimum: 50)), GridItem(.flexible(minimum: 120))]) { items(2) }.named("grid").frame(width: 200))
        #expect(scene.rect("grid") == "(-12, 45, 224, 10)")
        #expect(scene.rect("i0") == "(-12, 45, 108, 10)")
        #expect(scene.rect("i1") == "(104, 45, 120, 10)")
        let overflow = scene.diagnostics(.contentOverflow).map(\.message)
        #expect(overflow.contains("LazyVGrid's columns need 236 pt but the grid is 224 pt; they overhang its trailing edge, as in SwiftUI. Lower the flexible minimums or the fixed sizes."))
    }

    /// Flexible minimums of 100 and 180 in 300 pt (the other published case): 163 and 180,
    /// 17 pt past the left edge and 34 past the right.
    @Test func theSecondPassOfAnotherPublishedCase() {
        let scene = compose(LazyVGrid(columns: [GridItem(.flexible(minimum: 100)), GridItem(.flexible(minimum: 180))]) { items(2) }, width: 300)
        #expect(scene.rect("i0") == "(-17, 45, 163, 10)")
        #expect(scene.rect("i1") == "(154, 45, 180, 10)")
    }

    /// Fixed columns narrower than the grid sit in it by the grid's alignment.
    @Test(arguments: [(HorizontalAlignment.leading, "0", "58"), (.center, "46", "104"), (.trailing, "92", "150")])
    func fixedColumnsSitByTheGridsAlignment(alignment: HorizontalAlignment, first: String, second: String) {
        let scene = compose(LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.fixed(50))], alignment: alignment) { items(2) }.named("grid"))
        #expect(scene.rect("grid") == "(0, 45, 200, 10)")
        #expect(scene.rect("i0") == "(\(first), 45, 50, 10)")
        #expect(scene.rect("i1") == "(\(second), 45, 50, 10)")
    }

    /// An item smaller than its slot is centred in it; a `GridItem` alignment places it. The
    /// three columns (166 pt with their gaps) are centred in the 200 pt grid.
    @Test func anItemSitsInItsSlotByItsGridItemsAlignment() {
        let scene = compose(
            LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.fixed(50), alignment: .topLeading), GridItem(.fixed(50))]) {
                Color.red.frame(width: 20, height: 10).named("a")
                Color.red.frame(width: 20, height: 10).named("b")
                Color.red.frame(width: 50, height: 30).named("c")
            })
        #expect(scene.rect("a") == "(32, 45, 20, 10)")
        #expect(scene.rect("b") == "(75, 35, 20, 10)")
        #expect(scene.rect("c") == "(133, 35, 50, 30)")
    }

    /// Section headers and footers are lines across the grid; a section starts a new line.
    @Test func sectionHeadersAreLinesOfTheirOwn() {
        let scene = compose(
            LazyVGrid(columns: [GridItem(), GridItem()]) {
                Section {
                    items(3)
                } header: {
                    Color.blue.frame(height: 12).named("h")
                }
                Section(header: Color.blue.frame(height: 12).named("h2")) {
                    Color.red.frame(height: 10).named("d")
                }
            })
        #expect(scene.rect("h") == "(0, 7, 200, 12)")
        #expect(scene.rect("i0") == "(0, 27, 96, 10)")
        #expect(scene.rect("i1") == "(104, 27, 96, 10)")
        #expect(scene.rect("i2") == "(0, 45, 96, 10)")
        #expect(scene.rect("h2") == "(0, 63, 200, 12)")
        #expect(scene.rect("d") == "(0, 83, 96, 10)")
    }

    /// Outside a lazy grid a section is its header, content and footer, as a group.
    @Test func outsideALazyGridASectionIsAGroup() {
        let scene = compose(
            VStack(spacing: 0) {
                Section {
                    Color.red.frame(width: 10, height: 10).named("c")
                } header: {
                    Color.blue.frame(width: 10, height: 10).named("h")
                } footer: {
                    Color.green.frame(width: 10, height: 10).named("f")
                }
            })
        #expect(scene.rect("h") == "(95, 35, 10, 10)")
        #expect(scene.rect("c") == "(95, 45, 10, 10)")
        #expect(scene.rect("f") == "(95, 55, 10, 10)")
    }

    @Test func aLazyHGridIsTheSameTurnedOnItsSide() {
        let scene = compose(
            LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(30))]) {
                ForEach(0..<5) { i in Color.red.frame(width: 20).named("i\(i)") }
            }.named("grid"))
        #expect(scene.rect("grid") == "(62, 0, 76, 100)")
        #expect(scene.rect("i0") == "(62, 16, 20, 30)")
        #expect(scene.rect("i1") == "(62, 54, 20, 30)")
        #expect(scene.rect("i2") == "(90, 16, 20, 30)")
        #expect(scene.rect("i4") == "(118, 16, 20, 30)")
    }

    @Test func spacingSetsTheGapBetweenRowsAndGridItemSpacingTheGapAfterAColumn() {
        let scene = compose(LazyVGrid(columns: [GridItem(.fixed(50), spacing: 2), GridItem(.fixed(50))], alignment: .leading, spacing: 3) { items(4) })
        #expect(scene.rect("i1") == "(52, 38.5, 50, 10)")
        #expect(scene.rect("i3") == "(52, 51.5, 50, 10)")
    }

    /// Right to left, the columns are mirrored.
    @Test func rightToLeftTheColumnsAreMirrored() {
        var env = EnvironmentValues()
        env.layoutDirection = .rightToLeft
        let scene = compose(LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.fixed(50))], alignment: .leading) { items(2) }, environment: env)
        #expect(scene.rect("i0") == "(150, 45, 50, 10)")
        #expect(scene.rect("i1") == "(92, 45, 50, 10)")
    }
}
