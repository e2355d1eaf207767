import Foundation
import Testing

@testable import WidgetCore

/// What a parent asks that a canvas cannot (nil, ∞), what a widget cannot show, and bad input.
@Suite struct LazyGridEdgeCaseTests {
    /// Proposed no width, flexible columns are their minimums; proposed ∞, their maximums.
    @Test func theIdealWidthIsTheMinimumsAndTheMaximumWidthTheMaximums() {
        let grid = LazyVGrid(columns: [GridItem(), GridItem(.flexible(minimum: 30, maximum: 60))]) { Color.red.frame(height: 10) }
        #expect(sizeThatFits(grid, .unspecified) == CGSize(width: 48, height: 10))
        #expect(sizeThatFits(grid, ProposedViewSize(width: .infinity, height: nil)).width == .infinity)
        let bounded = LazyVGrid(columns: [GridItem(.flexible(maximum: 40)), GridItem(.adaptive(minimum: 10, maximum: 25))]) { Color.red.frame(height: 10) }
        #expect(sizeThatFits(bounded, ProposedViewSize(width: .infinity, height: nil)).width == 73)
    }

    /// Found by the fuzzer (seed 21, tree 865): a ratio of 1e308 times a row's 400 pt made an
    /// infinite proposal, so a lazy grid's column (and its items' frames) became infinite.
    @Test func aHugeAspectRatioInALazyGridStaysFinite() {
        let ratio = Rectangle().aspectRatio(1e308, contentMode: .fit)
        #expect(sizeThatFits(ratio, ProposedViewSize(width: nil, height: 400)).width == 1_000_000)
        let scene = compose(LazyHGrid(rows: [GridItem(.fixed(40))]) { Rectangle().aspectRatio(1e308, contentMode: .fit) })
        #expect(scene.allFramesFinite)
    }

    @Test func anEmptyGridHasNoHeight() {
        #expect(sizeThatFits(LazyVGrid(columns: [GridItem(.fixed(40))]) {}, .unspecified) == CGSize(width: 40, height: 0))
    }

    /// A widget does not scroll: a grid taller than the widget says how many views it cuts.
    /// 15 rows of 20 pt, 8 pt apart, are 412 pt, centred on the 130.67 pt content area of a
    /// 162.67 pt systemSmall: rows 5 to 9 lie wholly inside it.
    @Test func aGridTallerThanTheWidgetSaysHowManyViewsItCuts() throws {
        let grid = LazyVGrid(columns: [GridItem(), GridItem()]) { ForEach(0..<30) { _ in Color.red.frame(height: 20) } }.named("grid")
        let scene = try WidgetComposer(measurer: FakeTextMeasurer()).composeWidget(
            grid.containerBackground(for: .widget) {}, in: WidgetContext(family: .systemSmall), now: WidgetContext.referenceDate)
        #expect(scene.size("grid") == "130.67 × 412")
        #expect(
            scene.diagnostics(.contentOverflow).map(\.message).contains(
                "LazyVGrid: 20 of its 30 views lie wholly or partly outside the systemSmall widget, which does not scroll, and are cut off; 10 are shown whole. Show fewer items in this family (e.g. with prefix(_:))."
            ))
    }

    /// A stack that offers the grid less than it takes grows to hold it: nothing is cut, and
    /// nothing is reported.
    @Test func aGridThatFitsTheWidgetIsNotReported() throws {
        let view = VStack {
            LazyVGrid(columns: [GridItem(), GridItem()]) { ForEach(0..<6) { _ in Color.red.frame(height: 20) } }
            Color.blue
        }
        let scene = try WidgetComposer(measurer: FakeTextMeasurer()).composeWidget(
            view.containerBackground(for: .widget) {}, in: WidgetContext(family: .systemSmall), now: WidgetContext.referenceDate)
        #expect(scene.diagnostics(.contentOverflow).isEmpty)
    }

    @Test func itemsPastTheLimitAreReportedAndNotLaidOut() {
        let scene = compose(
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 1, maximum: 1), spacing: 0)], spacing: 0) {
                // Two ForEaches: one builds at most 1,000 views (ForEachLimits).
                ForEach(0..<600) { i in Color.red.frame(height: 1).named("i\(i)") }
                ForEach(600..<1_005) { i in Color.red.frame(height: 1).named("i\(i)") }
            })
        #expect(scene.diagnostics(.limitExceeded).map(\.message) == ["LazyVGrid lays out 1000 items; the 5 after them are not drawn. Pass fewer items: a widget shows only what fits."])
        #expect(scene.rect("i999") == "(199, 51.5, 1, 1)")
        #expect(scene.size("i1004") == "0 × 1")  // proposed zero: a colour of no width draws nothing
    }

    @Test func badItemsAndNoColumnsAreReportedAndReplaced() {
        let scene = compose(
            VStack {
                LazyVGrid(columns: [], pinnedViews: [.sectionHeaders]) { Color.red.frame(height: 10).named("a") }
                LazyHGrid(rows: [GridItem(.fixed(.nan)), GridItem(.flexible(minimum: -4), spacing: .infinity)]) { Color.red.frame(width: 10) }
            })
        #expect(scene.size("a") == "200 × 10")
        let messages = scene.diagnostics.map(\.message)
        #expect(messages.contains("LazyVGrid has no columns; its items are laid out in one flexible column. Pass at least one GridItem."))
        #expect(messages.contains("LazyVGrid(pinnedViews:) pins nothing in a widget, which does not scroll; section headers and footers are drawn where they lie."))
        #expect(messages.contains("LazyHGrid: GridItem fixed size nan is not a finite, non-negative length; 0 used."))
        #expect(messages.contains("LazyHGrid: GridItem flexible minimum -4 is not a finite, non-negative length; 10 used."))
        #expect(messages.contains("LazyHGrid: GridItem spacing inf is not a finite, non-negative length; the default 8 pt used."))
        #expect(scene.allFramesFinite)
    }
}
