import Foundation
import Testing

@testable import WidgetCore

/// Views without children: colours, shapes, `Spacer` and `Divider` (the Layout Algorithm article, "Leaves").
@Suite struct LeafLayoutTests {
    enum ShapeKind: String, CaseIterable, Sendable {
        case color, rectangle, roundedRectangle, capsule, ellipse

        var view: AnyView {
            switch self {
            case .color: AnyView(Color.red)
            case .rectangle: AnyView(Rectangle())
            case .roundedRectangle: AnyView(RoundedRectangle(cornerRadius: 4))
            case .capsule: AnyView(Capsule())
            case .ellipse: AnyView(Ellipse())
            }
        }
    }

    @Test(arguments: ShapeKind.allCases)
    func colourAndShapesAnswerTheProposal(_ kind: ShapeKind) {
        let scene = compose(kind.view.named("leaf"), width: 200, height: 100)
        #expect(scene.rect("leaf") == "(0, 0, 200, 100)")
    }

    @Test(arguments: ShapeKind.allCases)
    func colourAndShapesAnswerTenForANilProposal(_ kind: ShapeKind) {
        let both = compose(kind.view.named("leaf").fixedSize(), width: 200, height: 100)
        #expect(both.rect("leaf") == "(95, 45, 10, 10)")
        let widthOnly = compose(kind.view.named("leaf").fixedSize(horizontal: true, vertical: false), width: 200, height: 100)
        #expect(widthOnly.rect("leaf") == "(95, 0, 10, 100)")
    }

    @Test func circleIsASquareOfTheShorterSide() {
        let wide = compose(Circle().named("c"), width: 200, height: 100)
        #expect(wide.rect("c") == "(50, 0, 100, 100)")
        let tall = compose(Circle().named("c"), width: 60, height: 100)
        #expect(tall.rect("c") == "(0, 20, 60, 60)")
    }

    @Test func circleWithANilProposalIsTen() {
        #expect(compose(Circle().named("c").fixedSize()).rect("c") == "(95, 45, 10, 10)")
        // Width nil → 10, height 100: the square is min(10, 100).
        #expect(compose(Circle().named("c").fixedSize(horizontal: true, vertical: false)).rect("c") == "(95, 45, 10, 10)")
    }

    // MARK: Spacer

    @Test func spacerTakesTheRestAlongAnHStackAndNothingAcross() {
        let scene = compose(
            HStack(spacing: 0) {
                Color.red.frame(width: 50)
                Spacer().named("s")
            })
        #expect(scene.rect("s") == "(50, 50, 150, 0)")
    }

    @Test func spacerTakesTheRestAlongAVStackAndNothingAcross() {
        let scene = compose(
            VStack(spacing: 0) {
                Color.red.frame(height: 30)
                Spacer().named("s")
            })
        #expect(scene.rect("s") == "(100, 30, 0, 70)")
    }

    @Test func spacerMinLengthDefaultsToEight() {
        // The colour fills all but the spacer's minimum; the row overflows 200 by 3.
        let scene = compose(
            HStack {
                Color.red.frame(width: 195).named("red")
                Spacer().named("s")
            })
        #expect(scene.size("s") == "8 × 0")
        #expect(scene.rect("red") == "(-1.5, 0, 195, 100)")
        #expect(scene.rootRect == "(-1.5, 0, 203, 100)")
    }

    @Test func spacerMinLengthIsKeptWhenGiven() {
        let scene = compose(
            HStack {
                Color.red.named("red")
                Spacer(minLength: 20).named("s")
            })
        #expect(scene.rect("red") == "(0, 0, 180, 100)")
        #expect(scene.rect("s") == "(180, 50, 20, 0)")

        let zero = compose(
            HStack {
                Color.red.frame(width: 200)
                Spacer(minLength: 0).named("s")
            })
        #expect(zero.size("s") == "0 × 0")
    }

    @Test func spacerWithANilProposalInAStackIsItsMinimum() {
        let scene = compose(
            HStack(spacing: 0) {
                Color.red.frame(width: 10, height: 10)
                Spacer().named("s")
            }.fixedSize())
        #expect(scene.rootRect == "(91, 45, 18, 10)")
        #expect(scene.size("s") == "8 × 0")
    }

    @Test func spacerOutsideAStackIsGreedyOnBothAxes() {
        #expect(compose(Spacer().named("s")).rect("s") == "(0, 0, 200, 100)")
        #expect(compose(ZStack { Spacer().named("s") }).rect("s") == "(0, 0, 200, 100)")
        #expect(compose(Spacer().named("s").fixedSize()).rect("s") == "(96, 46, 8, 8)")
    }

    @Test func spacerPriorityIsMinusInfinity() {
        #expect(resolvedNodes(Spacer()).map(\.priority) == [-.infinity])
    }

    // MARK: Divider

    @Test func dividerInAnHStackIsOnePixelWideAndFullHeight() {
        let scene = compose(
            HStack(spacing: 0) {
                Color.red.frame(width: 20)
                Divider().named("d")
            }, scale: 3)
        #expect(scene.size("d") == "0.333 × 100")
        let atScale1 = compose(HStack(spacing: 0) { Divider().named("d") }, scale: 1)
        #expect(atScale1.size("d") == "1 × 100")
    }

    @Test func dividerInAVStackIsOnePixelHighAndFullWidth() {
        let scene = compose(
            VStack(spacing: 0) {
                Color.red.frame(height: 20)
                Divider().named("d")
            }, scale: 3)
        #expect(scene.size("d") == "200 × 0.333")
    }

    @Test func dividerOutsideAStackIsHorizontal() {
        let scene = compose(Divider().named("d"), scale: 3)
        #expect(scene.rect("d") == "(0, 49.833, 200, 0.333)")
        let unspecified = compose(Divider().named("d").fixedSize(), scale: 2)
        #expect(unspecified.size("d") == "10 × 0.5")
    }
}
