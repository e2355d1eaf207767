import Foundation
import Testing

@testable import WidgetCore

private enum MidAccount: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[VerticalAlignment.center] }
}

extension VerticalAlignment {
    fileprivate static let midAccount = VerticalAlignment(MidAccount.self)
}

@Suite struct AlignmentGuideTests {
    @Test func anExplicitLeadingGuideShiftsTheViewInAStack() {
        let scene = compose(
            VStack(alignment: .leading) {
                Color.red.frame(width: 20, height: 10).named("a")
                Color.blue.frame(width: 20, height: 10).alignmentGuide(.leading) { d in d[.leading] - 8 }.named("b")
            }.named("stack"), width: 200, height: 100)
        #expect(scene.rect("stack") == "(86, 36, 28, 28)")
        #expect(scene.rect("a") == "(86, 36, 20, 10)")
        #expect(scene.rect("b") == "(94, 54, 20, 10)")
    }

    @Test func guidesComputeFromTheViewsDimensions() {
        let scene = compose(
            HStack(alignment: .top, spacing: 0) {
                Color.red.frame(width: 10, height: 40).named("tall")
                Color.blue.frame(width: 10, height: 10).alignmentGuide(.top) { d in d[.bottom] }.named("raised")
            }, width: 100, height: 100)
        // The small view's bottom sits on the tall one's top.
        #expect(scene.rect("tall") == "(40, 35, 10, 40)")
        #expect(scene.rect("raised") == "(50, 25, 10, 10)")
    }

    @Test func customGuidesPassThroughNestedStacks() {
        let scene = compose(
            HStack(alignment: .midAccount, spacing: 0) {
                Color.red.frame(width: 20, height: 20).named("avatar")
                VStack(spacing: 8) {
                    Color.gray.frame(width: 10, height: 10)
                    Color.blue.frame(width: 10, height: 10).alignmentGuide(.midAccount) { d in d[VerticalAlignment.center] }.named("name")
                }
            }, width: 100, height: 100)
        // The VStack's guide is its second child's centre (18 + 5 = 23); the avatar's is its centre (10).
        // The row is max(13 + 20, 28) = 33 tall, centred at y 33.5.
        #expect(scene.rect("avatar") == "(35, 46.5, 20, 20)")
        #expect(scene.rect("name") == "(55, 51.5, 10, 10)")
    }

    @Test func edgeGuidesStopAtTheFirstStack() {
        let scene = compose(
            HStack(alignment: .top, spacing: 0) {
                Color.red.frame(width: 10, height: 30).named("left")
                VStack { Color.blue.frame(width: 10, height: 10).alignmentGuide(.top) { _ in 5 }.named("inner") }
            }, width: 100, height: 100)
        #expect(scene.rect("left") == "(40, 35, 10, 30)")
        #expect(scene.rect("inner") == "(50, 35, 10, 10)")
    }

    @Test func textBaselinesMergeAsSwiftUIDocumentsFirstTheSmallestLastTheLargest() {
        let dims = { (view: AnyView) -> ViewDimensions in
            withLayoutBoxForTest(view) { $0.dimensions(for: ProposedViewSize(width: 200, height: 100)) }
        }
        let pair = AnyView(
            HStack(alignment: .bottom, spacing: 0) {
                text10("a")
                Text(verbatim: "b").font(.system(size: 20))
            })
        let d = dims(pair)
        // The 10 pt text is 13 tall (12.5 rounded up to the pixel; baseline 10), the 20 pt text 25
        // tall (baseline 20); aligned by their bottoms, their baselines sit at 22 and 20.
        #expect(d[explicit: VerticalAlignment.firstTextBaseline] == 20)
        #expect(d[explicit: VerticalAlignment.lastTextBaseline] == 22)
        #expect(VerticalAlignment.firstTextBaseline.combineExplicit([3, nil, 1]) == 1)
        #expect(HorizontalAlignment.center.combineExplicit([2, 4]) == 3)
    }

    @Test func aNonFiniteGuideIsReportedAndTheDefaultUsed() {
        let scene = compose(
            VStack(alignment: .leading) {
                Color.red.frame(width: 20, height: 10).alignmentGuide(.leading) { _ in .nan }.named("a")
            }, width: 100, height: 100)
        #expect(scene.rect("a") == "(40, 45, 20, 10)")
        #expect(scene.diagnostics(.invalidValue).count == 1)
    }
}
