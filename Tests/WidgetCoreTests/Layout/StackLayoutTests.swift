import Foundation
import Testing

@testable import WidgetCore

/// `HStack`, `VStack`, `ZStack`, `ViewThatFits` and content flattening (the Layout Algorithm article, "Stacks").
@Suite struct StackLayoutTests {
    // MARK: The measured cases of the Layout Algorithm article

    @Test func maxWidthAndMinWidthFramesOverflowAsMeasuredOnIOS() {
        let scene = compose(
            HStack(spacing: 0) {
                Color.red.frame(maxWidth: 100).named("red")
                Color.green.frame(minWidth: 100).named("green")
            }, width: 150)
        #expect(scene.size("red") == "75 × 100")
        #expect(scene.size("green") == "100 × 100")
        #expect(scene.rootRect == "(-12.5, 0, 175, 100)")
        #expect(scene.rect("red") == "(-12.5, 0, 75, 100)")
        #expect(scene.rect("green") == "(62.5, 0, 100, 100)")
    }

    @Test func aSpacerIsReservedItsMinimumFirst() {
        let scene = compose(
            HStack {
                Color.red.named("red")
                Spacer().named("spacer")
            }, width: 200)
        #expect(scene.rect("red") == "(0, 0, 192, 100)")
        #expect(scene.rect("spacer") == "(192, 50, 8, 0)")
    }

    // MARK: Spacing

    @Test func explicitSpacingAppliesBetweenEveryPair() {
        let scene = compose(
            HStack(spacing: 10) {
                Color.red.frame(width: 20).named("a")
                Color.green.frame(width: 20).named("b")
                Color.blue.frame(width: 20).named("c")
            })
        #expect(scene.rootRect == "(60, 0, 80, 100)")
        #expect(scene.rect("a") == "(60, 0, 20, 100)")
        #expect(scene.rect("b") == "(90, 0, 20, 100)")
        #expect(scene.rect("c") == "(120, 0, 20, 100)")
    }

    @Test func explicitSpacingAppliesNextToSpacersToo() {
        let scene = compose(
            HStack(spacing: 10) {
                Color.red.frame(width: 20).named("a")
                Spacer().named("s")
            })
        #expect(scene.rect("s") == "(30, 50, 170, 0)")
    }

    @Test func defaultSpacingIsEight() {
        let scene = compose(
            HStack {
                Color.red.frame(width: 20).named("a")
                Color.green.frame(width: 20).named("b")
            })
        #expect(scene.rect("a") == "(76, 0, 20, 100)")
        #expect(scene.rect("b") == "(104, 0, 20, 100)")
        let vertical = compose(
            VStack {
                Color.red.frame(height: 20).named("a")
                Color.green.frame(height: 20).named("b")
            })
        #expect(vertical.rect("b") == "(0, 54, 200, 20)")
    }

    @Test func defaultSpacingIsZeroNextToASpacer() {
        let scene = compose(
            HStack {
                Color.red.frame(width: 20).named("a")
                Spacer().named("s")
                Color.green.frame(width: 20).named("b")
            })
        #expect(scene.rect("a") == "(0, 0, 20, 100)")
        #expect(scene.rect("s") == "(20, 50, 160, 0)")
        #expect(scene.rect("b") == "(180, 0, 20, 100)")
    }

    @Test func defaultSpacingBetweenTextsComesFromTheirFonts() {
        // The lower text's leading: 0 for the system font (TextSpacingTests has the rest).
        let scene = compose(
            VStack {
                text10("A").named("a")
                text10("B").named("b")
            })
        #expect(scene.rootRect == "(97.5, 37, 5, 26)")
        #expect(scene.rect("b") == "(97.5, 50, 5, 13)")
    }

    // MARK: Sizing

    @Test func theLeastFlexibleChildIsSizedFirst() {
        // Sorted: the fixed 50 (flexibility 0), then max 30 (30), then the colour (∞).
        let scene = compose(
            HStack(spacing: 0) {
                Color.red.named("any")
                Color.green.frame(width: 50).named("fixed")
                Color.blue.frame(maxWidth: 30).named("capped")
            })
        #expect(scene.size("any") == "120 × 100")
        #expect(scene.size("fixed") == "50 × 100")
        #expect(scene.size("capped") == "30 × 100")
        #expect(scene.rootRect == "(0, 0, 200, 100)")
    }

    @Test func twoInfinitelyFlexibleChildrenTheLargerMinimumFirst() {
        let scene = compose(
            HStack(spacing: 0) {
                Color.red.frame(minWidth: 20).named("small")
                Color.green.frame(minWidth: 120).named("large")
            })
        #expect(scene.size("large") == "120 × 100")
        #expect(scene.size("small") == "80 × 100")
        #expect(scene.rootRect == "(0, 0, 200, 100)")
    }

    @Test func equalChildrenShareEqually() {
        let scene = compose(
            HStack(spacing: 0) {
                Color.red.named("a")
                Color.green.named("b")
                Color.blue.named("c")
            })
        #expect(scene.rect("a") == "(0, 0, 66.667, 100)")
        #expect(scene.rect("b") == "(66.667, 0, 66.667, 100)")
        #expect(scene.rect("c") == "(133.333, 0, 66.667, 100)")
    }

    @Test func priorityGroupsReserveTheMinimumsOfLowerGroups() {
        // 200 − (30 + 20) reserved = 150 for the top group; each lower group then gets its
        // minimum back.
        let scene = compose(
            HStack(spacing: 0) {
                Color.red.named("low").frame(minWidth: 20).layoutPriority(0)
                Color.green.frame(minWidth: 30).named("middle").layoutPriority(1)
                Color.blue.named("high").layoutPriority(2)
            })
        #expect(scene.size("high") == "150 × 100")
        #expect(scene.size("middle") == "30 × 100")
        #expect(scene.rect("low") == "(0, 0, 20, 100)")
        #expect(scene.rootRect == "(0, 0, 200, 100)")
    }

    @Test func aLowerPriorityGroupGetsWhatIsLeft() {
        let scene = compose(
            HStack(spacing: 0) {
                text10("Hello").named("text").layoutPriority(1)
                Color.red.named("fill")
            })
        #expect(scene.size("text") == "25 × 13")
        #expect(scene.size("fill") == "175 × 100")
    }

    @Test func aNilMajorProposalAsksEveryChildForItsIdealSize() {
        let scene = compose(
            HStack {
                Color.red.named("a")
                text10("Hello world").named("t")
            }.fixedSize(horizontal: true, vertical: false))
        #expect(scene.rootRect == "(63.5, 0, 73, 100)")
        #expect(scene.size("a") == "10 × 100")
        #expect(scene.size("t") == "55 × 13")
    }

    @Test func theMinorSizeIsTheUnionOfTheAlignedChildren() {
        let scene = compose(
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 30, height: 10)
                Color.green.frame(width: 50, height: 10)
            })
        #expect(scene.rootRect == "(75, 40, 50, 20)")
    }

    @Test func textsWrapToShareTheRow() {
        let scene = compose(
            HStack(spacing: 0) {
                text10("aaaa bbbb").named("a")
                text10("cc dd").named("b")
            }, width: 50)
        // Minimums are one character (5); the less flexible "cc dd" (25 − 5) goes first.
        #expect(scene.size("b") == "25 × 13")
        #expect(scene.size("a") == "20 × 25")
    }

    // MARK: Alignment

    struct VerticalCase: Sendable, CustomTestStringConvertible {
        var alignment: VerticalAlignment
        var name: String
        var shortY: String
        var testDescription: String { name }
    }

    static let verticalCases: [VerticalCase] = [
        VerticalCase(alignment: .top, name: "top", shortY: "30"),
        VerticalCase(alignment: .center, name: "center", shortY: "40"),
        VerticalCase(alignment: .bottom, name: "bottom", shortY: "50"),
    ]

    @Test(arguments: verticalCases)
    func hStackAlignment(_ c: VerticalCase) {
        let scene = compose(
            HStack(alignment: c.alignment, spacing: 0) {
                Color.red.frame(width: 20, height: 20).named("short")
                Color.green.frame(width: 20, height: 40).named("tall")
            })
        #expect(scene.rect("tall") == "(100, 30, 20, 40)")
        #expect(scene.rect("short") == "(80, \(c.shortY), 20, 20)")
    }

    struct HorizontalCase: Sendable, CustomTestStringConvertible {
        var alignment: HorizontalAlignment
        var name: String
        var narrowX: String
        var testDescription: String { name }
    }

    static let horizontalCases: [HorizontalCase] = [
        HorizontalCase(alignment: .leading, name: "leading", narrowX: "80"),
        HorizontalCase(alignment: .center, name: "center", narrowX: "90"),
        HorizontalCase(alignment: .trailing, name: "trailing", narrowX: "100"),
    ]

    @Test(arguments: horizontalCases)
    func vStackAlignment(_ c: HorizontalCase) {
        let scene = compose(
            VStack(alignment: c.alignment, spacing: 0) {
                Color.red.frame(width: 20, height: 20).named("narrow")
                Color.green.frame(width: 40, height: 20).named("wide")
            })
        #expect(scene.rect("wide") == "(80, 50, 40, 20)")
        #expect(scene.rect("narrow") == "(\(c.narrowX), 30, 20, 20)")
    }

    @Test func firstTextBaselineAlignsTextsAndTheBottomOfOtherViews() {
        // Baselines: 10 (size 10), 20 (size 20); the box's baseline is its bottom.
        let scene = compose(
            HStack(alignment: .firstTextBaseline, spacing: 0) {
                text10("A").named("small")
                Text(verbatim: "B").font(.system(size: 20)).named("large")
                Color.red.frame(width: 10, height: 10).named("box")
            })
        #expect(scene.rootRect == "(87.5, 37.5, 25, 25)")
        #expect(scene.rect("small") == "(87.5, 47.5, 5, 13)")
        #expect(scene.rect("large") == "(92.5, 37.5, 10, 25)")
        #expect(scene.rect("box") == "(102.5, 47.5, 10, 10)")
    }

    @Test func lastTextBaselineUsesTheLastLine() {
        // Two lines: last baseline 22.5; one line: 10.
        let scene = compose(
            HStack(alignment: .lastTextBaseline, spacing: 0) {
                text10("A\nB").named("two")
                text10("C").named("one")
            })
        #expect(scene.rootRect == "(95, 37.25, 10, 25.5)")
        #expect(scene.rect("two") == "(95, 37.25, 5, 25)")
        #expect(scene.rect("one") == "(100, 49.75, 5, 13)")
    }

    @Test func baselinesPassThroughPaddingAndNestedStacks() {
        let scene = compose(
            HStack(alignment: .firstTextBaseline, spacing: 0) {
                text10("A").padding(.top, 6).named("padded")
                VStack(spacing: 0) {
                    text10("B").named("inner")
                    text10("C")
                }
            })
        // The padded text's baseline is 16 from its top, the VStack's 10: the VStack moves down 6.
        #expect(scene.rect("padded") == "(95, 34, 5, 19)")
        #expect(scene.rect("inner") == "(100, 40, 5, 13)")
    }

    // MARK: ZStack

    struct ZStackCase: Sendable, CustomTestStringConvertible {
        var alignment: Alignment
        var name: String
        var a: String
        var b: String
        var testDescription: String { name }
    }

    static let zStackCases: [ZStackCase] = [
        ZStackCase(alignment: .center, name: "center", a: "(75, 40, 50, 20)", b: "(90, 20, 20, 60)"),
        ZStackCase(alignment: .topLeading, name: "topLeading", a: "(75, 20, 50, 20)", b: "(75, 20, 20, 60)"),
        ZStackCase(alignment: .bottomTrailing, name: "bottomTrailing", a: "(75, 60, 50, 20)", b: "(105, 20, 20, 60)"),
    ]

    @Test(arguments: zStackCases)
    func zStackIsTheUnionOfItsChildrenAndAlignsThem(_ c: ZStackCase) {
        let scene = compose(
            ZStack(alignment: c.alignment) {
                Color.red.frame(width: 50, height: 20).named("a")
                Color.green.frame(width: 20, height: 60).named("b")
            })
        #expect(scene.rootRect == "(75, 20, 50, 60)")
        #expect(scene.rect("a") == c.a)
        #expect(scene.rect("b") == c.b)
    }

    @Test func zStackSizesByItsHighestPriorityChildren() {
        let scene = compose(
            ZStack {
                Color.blue.named("fill")
                Color.red.frame(width: 40, height: 30).named("content").layoutPriority(1)
            })
        #expect(scene.rootRect == "(80, 35, 40, 30)")
        #expect(scene.rect("fill") == "(80, 35, 40, 30)")
        // Without the priority the colour makes the ZStack as large as the canvas.
        let plain = compose(
            ZStack {
                Color.blue.named("fill")
                Color.red.frame(width: 40, height: 30)
            })
        #expect(plain.rect("fill") == "(0, 0, 200, 100)")
    }

    // MARK: ViewThatFits

    @Test func viewThatFitsPicksTheFirstChildThatFits() {
        let scene = compose(
            ViewThatFits {
                Color.red.frame(width: 300, height: 10).named("wide")
                Color.green.frame(width: 150, height: 10).named("medium")
                Color.blue.frame(width: 50, height: 10).named("narrow")
            })
        #expect(scene.rect("medium") == "(25, 45, 150, 10)")
        #expect(scene.rect("wide") == "missing")
        #expect(scene.rect("narrow") == "missing")
    }

    @Test func viewThatFitsFallsBackToTheLastChild() {
        let scene = compose(
            ViewThatFits {
                Color.red.frame(width: 300, height: 10).named("wide")
                Color.green.frame(width: 250, height: 10).named("last")
            })
        #expect(scene.rect("last") == "(-25, 45, 250, 10)")
        #expect(scene.rect("wide") == "missing")
    }

    @Test func viewThatFitsComparesIdealSizesOfTexts() {
        let scene = compose(
            ViewThatFits(in: .horizontal) {
                text10("Hello, wide world").named("long")
                text10("Hi").named("short")
            }, width: 60)
        #expect(scene.rect("long") == "missing")
        #expect(scene.size("short") == "10 × 13")
    }

    @Test func viewThatFitsOnlyChecksTheGivenAxes() {
        let scene = compose(
            ViewThatFits(in: .horizontal) {
                Color.red.frame(width: 150, height: 500).named("tall")
                Color.green.frame(width: 10, height: 10).named("small")
            })
        #expect(scene.size("tall") == "150 × 500")
        let both = compose(
            ViewThatFits {
                Color.red.frame(width: 150, height: 500).named("tall")
                Color.green.frame(width: 10, height: 10).named("small")
            })
        #expect(both.rect("tall") == "missing")
        // Checking only heights, the text is probed at the proposed width: it wraps to two
        // lines (25 pt), taller than 20.
        let vertical = compose(
            ViewThatFits(in: .vertical) {
                text10("Hello world").named("wrapping")
                Color.green.frame(width: 10, height: 10).named("small")
            }, width: 30, height: 20)
        #expect(vertical.rect("wrapping") == "missing")
        #expect(vertical.size("small") == "10 × 10")
    }

    @Test func theChosenChildIsProposedTheFullProposal() {
        // The only child does not fit ideally (55 > 30); as the last, it gets 30 and wraps.
        let scene = compose(ViewThatFits { text10("Hello world").named("t") }, width: 30)
        #expect(scene.size("t") == "25 × 25")
    }

    @Test func spacingLargerThanTheProposalLeavesChildrenZero() {
        // avail = 80 − 100 < 0: every child is proposed max(avail / k, 0) = 0.
        let scene = compose(
            HStack(spacing: 50) {
                Color.red.named("a")
                Color.green.named("b")
                Color.blue.named("c")
            }, width: 80)
        #expect(scene.rootRect == "(-10, 0, 100, 100)")
        #expect(scene.rect("b") == "(40, 0, 0, 100)")
    }

    @Test func severalRootViewsAreStackedInAnImplicitVStack() {
        let scene = compose(
            Group {
                Color.red.frame(height: 10).named("a")
                Color.green.frame(height: 10).named("b")
            })
        #expect(scene.layout.root.name == "VStack")
        #expect(scene.rect("a") == "(0, 36, 200, 10)")
        #expect(scene.rect("b") == "(0, 54, 200, 10)")
    }

    // MARK: Empty stacks and flattening

    @Test func anEmptyStackHasZeroSize() {
        #expect(compose(HStack {}.named("e")).rect("e") == "(100, 50, 0, 0)")
        #expect(compose(VStack {}.named("e")).rect("e") == "(100, 50, 0, 0)")
        #expect(compose(ZStack {}.named("e")).rect("e") == "(100, 50, 0, 0)")
    }

    @Test func anEmptyContainerHasPriorityMinusInfinity() {
        #expect(resolvedNodes(HStack {}).map(\.priority) == [-.infinity])
        #expect(resolvedNodes(ZStack {}).map(\.priority) == [-.infinity])
        #expect(resolvedNodes(HStack { Color.red }).map(\.priority) == [0])
    }

    enum Choice: Sendable { case first, second }

    @Test(arguments: [true, false], [Choice.first, .second])
    func groupsForEachConditionalsAndOptionalsJoinTheParentStack(_ flag: Bool, _ choice: Choice) {
        let optional: Color? = flag ? Color.gray : nil
        let scene = compose(
            HStack(spacing: 0) {
                Group {
                    Color.red.frame(width: 10).named("g0")
                    Color.red.frame(width: 10).named("g1")
                }
                ForEach(0..<3) { i in
                    Color.blue.frame(width: 10).named("each\(i)")
                }
                if flag {
                    Color.green.frame(width: 10).named("if")
                } else {
                    Color.green.frame(width: 10).named("else")
                }
                switch choice {
                case .first: Color.yellow.frame(width: 10).named("case")
                case .second: Color.orange.frame(width: 10).named("case")
                }
                if let optional {
                    optional.frame(width: 10).named("optional")
                }
            })
        let count = flag ? 8 : 7
        #expect(scene.layout.root.children.count == count)
        #expect(scene.rootRect == "(\(LayoutDump.format(100 - 5 * CGFloat(count))), 0, \(count * 10), 100)")
        let x0 = 100 - 5 * CGFloat(count)
        #expect(scene.layout.frame(of: "each2")?.minX == x0 + 40)
        #expect(scene.layout.frame(of: flag ? "if" : "else")?.minX == x0 + 50)
        #expect(scene.layout.frame(of: flag ? "else" : "if") == nil)
        #expect(scene.layout.frame(of: "case")?.minX == x0 + 60)
        #expect((scene.layout.frame(of: "optional") != nil) == flag)
    }

    @Test func modifiersOnAGroupApplyToEachChild() {
        let scene = compose(
            HStack(spacing: 0) {
                Group {
                    Color.red.named("a")
                    Color.green.named("b")
                }
                .frame(width: 30)
                .padding(.horizontal, 5)
            })
        #expect(scene.layout.root.children.map(\.name) == ["padding", "padding"])
        #expect(scene.rootRect == "(60, 0, 80, 100)")
        #expect(scene.rect("a") == "(65, 0, 30, 100)")
        #expect(scene.rect("b") == "(105, 0, 30, 100)")
    }

    @Test func layoutPriorityOnAGroupAppliesToEachChild() {
        let scene = compose(
            HStack(spacing: 0) {
                Group {
                    Color.red.named("a")
                    Color.green.named("b")
                }
                .layoutPriority(1)
                Color.blue.frame(minWidth: 40).named("c")
            })
        #expect(scene.size("a") == "80 × 100")
        #expect(scene.size("b") == "80 × 100")
        #expect(scene.size("c") == "40 × 100")
    }
}
