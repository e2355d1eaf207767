import Foundation
import Testing

@testable import WidgetCore

/// Padding, fixedSize, background/overlay, aspectRatio, layoutPriority and offset
/// (the Layout Algorithm article, "Modifiers").
@Suite struct ModifierLayoutTests {
    // MARK: padding

    @Test func defaultPaddingIsSixteenOnEachEdge() {
        let scene = compose(Color.red.named("c").padding().named("p"))
        #expect(scene.rect("p") == "(0, 0, 200, 100)")
        #expect(scene.rect("c") == "(16, 16, 168, 68)")
    }

    @Test func paddingPerEdge() {
        let leading = compose(Color.red.named("c").padding(.leading, 10))
        #expect(leading.rect("c") == "(10, 0, 190, 100)")
        let insets = compose(Color.red.named("c").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)))
        #expect(insets.rect("c") == "(2, 1, 194, 96)")
        let horizontal = compose(Color.red.named("c").padding(.horizontal, 5))
        #expect(horizontal.rect("c") == "(5, 0, 190, 100)")
    }

    @Test func paddingAnswersTheChildPlusInsets() {
        let scene = compose(text10("Hi").named("t").padding(4).named("p"))
        #expect(scene.rect("p") == "(91, 39.5, 18, 21)")
        #expect(scene.rect("t") == "(95, 43.5, 10, 13)")
    }

    @Test func aNilProposalStaysNil() {
        let scene = compose(Color.red.named("c").padding(5).named("p").fixedSize())
        #expect(scene.size("p") == "20 × 20")
        #expect(scene.size("c") == "10 × 10")
    }

    @Test func proposalsClampAtZero() {
        let scene = compose(Color.red.named("c").padding(120).named("p"))
        #expect(scene.rect("p") == "(-20, -70, 240, 240)")
        #expect(scene.rect("c") == "(100, 50, 0, 0)")
        // Zero, not −40: a child whose ideal width is 0 fits.
        let fits = compose(
            ViewThatFits(in: .horizontal) {
                Color.red.frame(width: 0, height: 10).named("zero")
                Color.blue.frame(width: 5, height: 10).named("last")
            }.padding(.horizontal, 120))
        #expect(fits.size("zero") == "0 × 10")
        #expect(fits.rect("last") == "missing")
    }

    @Test func negativePaddingGrowsTheChildBeyondThePaddingFrame() {
        // Documented behaviour: insets of -10 propose 220 × 120 to the child, which sticks
        // out by 10 on every side; the padding answers 220 - 20 = 200 wide.
        let scene = compose(Color.red.named("c").padding(-10).named("p"))
        #expect(scene.rect("p") == "(0, 0, 200, 100)")
        #expect(scene.rect("c") == "(-10, -10, 220, 120)")
        #expect(scene.diagnostics(.invalidValue).isEmpty)
        // A child smaller than the negative insets: the size floors at 0.
        let small = compose(Color.red.frame(width: 10, height: 10).named("c").padding(-10).named("p"))
        #expect(small.rect("p") == "(100, 50, 0, 0)")
        #expect(small.rect("c") == "(90, 40, 10, 10)")
    }

    // MARK: fixedSize

    @Test func fixedSizeProposesNilOnTheFixedAxes() {
        let horizontal = compose(text10("Hello world").named("t").fixedSize(horizontal: true, vertical: false).named("f"), width: 40)
        #expect(horizontal.rect("t") == "(-7.5, 43.5, 55, 13)")
        #expect(horizontal.rect("f") == "(-7.5, 43.5, 55, 13)")
        let unfixed = compose(text10("Hello world").named("t"), width: 40)
        #expect(unfixed.size("t") == "25 × 25")
        let vertical = compose(Color.red.named("c").fixedSize(horizontal: false, vertical: true))
        #expect(vertical.rect("c") == "(0, 45, 200, 10)")
    }

    // MARK: background and overlay

    @Test func backgroundIsProposedThePrimarysSize() {
        let scene = compose(text10("Hi").named("t").background(Color.blue.named("bg")).named("b"))
        #expect(scene.rect("b") == "(95, 43.5, 10, 13)")
        #expect(scene.rect("bg") == "(95, 43.5, 10, 13)")
    }

    @Test func overlayIsProposedThePrimarysSizeAndAligned() {
        let scene = compose(
            text10("Hello").named("t").overlay(alignment: .topTrailing) {
                Color.red.frame(width: 4, height: 4).named("dot")
            })
        #expect(scene.rect("t") == "(87.5, 43.5, 25, 13)")
        #expect(scene.rect("dot") == "(108.5, 43.5, 4, 4)")
        let bottomLeading = compose(
            text10("Hello").overlay(alignment: .bottomLeading) {
                Color.red.frame(width: 4, height: 4).named("dot")
            })
        #expect(bottomLeading.rect("dot") == "(87.5, 52.5, 4, 4)")
    }

    @Test func theSecondaryDoesNotChangeThePrimarysSize() {
        let scene = compose(
            Color.red.frame(width: 50, height: 50).background {
                Color.blue.frame(width: 100, height: 100).named("bg")
            }.named("b"))
        #expect(scene.rect("b") == "(75, 25, 50, 50)")
        #expect(scene.rect("bg") == "(50, 0, 100, 100)")
    }

    @Test func backgroundIsDrawnBehindAndOverlayInFront() {
        let scene = compose(
            Color.red.named("primary")
                .background(Color.blue.named("behind"))
                .overlay(Color.green.named("front")))
        #expect(
            scene.layout.dump() == """
                overlay (0, 0, 200, 100)
                  background (0, 0, 200, 100)
                    Color #behind (0, 0, 200, 100)
                    Color #primary (0, 0, 200, 100)
                  Color #front (0, 0, 200, 100)
                """)
    }

    // MARK: aspectRatio

    @Test func aspectRatioFitWithAnExplicitRatio() {
        let scene = compose(Color.red.named("c").aspectRatio(2, contentMode: .fit), width: 200, height: 200)
        #expect(scene.rect("c") == "(0, 50, 200, 100)")
        let tall = compose(Color.red.named("c").aspectRatio(0.5, contentMode: .fit), width: 200, height: 100)
        #expect(tall.rect("c") == "(75, 0, 50, 100)")
    }

    @Test func aspectRatioFillWithAnExplicitRatioOverflows() {
        let scene = compose(Color.red.named("c").aspectRatio(2, contentMode: .fill), width: 200, height: 200)
        #expect(scene.rect("c") == "(-100, 0, 400, 200)")
    }

    @Test func aspectRatioWithASizeUsesItsRatio() {
        let scene = compose(Color.red.named("c").aspectRatio(CGSize(width: 4, height: 2), contentMode: .fit), width: 200, height: 200)
        #expect(scene.size("c") == "200 × 100")
    }

    @Test func aNilRatioUsesTheChildsIdealSize() {
        let ideal30x10 = Color.red.frame(idealWidth: 30, idealHeight: 10).named("c")
        #expect(compose(ideal30x10.aspectRatio(contentMode: .fit), width: 300, height: 300).rect("c") == "(0, 100, 300, 100)")
        #expect(compose(ideal30x10.scaledToFit(), width: 300, height: 300).rect("c") == "(0, 100, 300, 100)")
        #expect(compose(ideal30x10.scaledToFill(), width: 300, height: 300).rect("c") == "(-300, 0, 900, 300)")
    }

    @Test func scaledToFitOnACircle() {
        let scene = compose(Circle().named("c").scaledToFit(), width: 200, height: 100)
        #expect(scene.rect("c") == "(50, 0, 100, 100)")
    }

    @Test func anUnspecifiedProposalPassesThrough() {
        let scene = compose(Color.red.named("c").aspectRatio(2, contentMode: .fit).fixedSize())
        #expect(scene.size("c") == "10 × 10")
    }

    @Test func aNilAxisDoesNotLimitFit() {
        // k = min(200 / 2, ∞) = 100: the child is proposed 200 × 100.
        let scene = compose(Color.red.named("c").aspectRatio(2, contentMode: .fit).fixedSize(horizontal: false, vertical: true), width: 200, height: 300)
        #expect(scene.rect("c") == "(0, 100, 200, 100)")
    }

    @Test func aNilAxisMakesFillInfinite() {
        // The Layout Algorithm article: nil → ∞, so k = max(200 / 2, ∞) = ∞ and the child is proposed ∞ × ∞;
        // a child capped at 300 × 300 answers that.
        let scene = compose(
            Color.red.frame(maxWidth: 300, maxHeight: 300).named("c")
                .aspectRatio(2, contentMode: .fill)
                .fixedSize(horizontal: false, vertical: true),
            width: 200, height: 300)
        // Likewise an infinite axis: k = max(∞ / 2, 100) = ∞.
        let capped = Color.red.frame(maxWidth: 300, maxHeight: 300).aspectRatio(2, contentMode: .fill)
        let infinite = sizeThatFits(capped, ProposedViewSize(width: .infinity, height: 100))
        #expect(scene.size("c") == "300 × 300")
        #expect(infinite == CGSize(width: 300, height: 300))
    }

    @Test func anInfiniteAxisDoesNotLimitFit() {
        // k = min(∞ / 2, 100 / 1) = 100.
        let capped = Color.red.frame(maxWidth: 300, maxHeight: 300).aspectRatio(2, contentMode: .fit)
        #expect(sizeThatFits(capped, ProposedViewSize(width: .infinity, height: 100)) == CGSize(width: 200, height: 100))
    }

    // MARK: layoutPriority

    @Test func layoutPriorityIsServedFirst() {
        let scene = compose(
            HStack(spacing: 0) {
                Color.red.named("red").layoutPriority(1)
                Color.green.frame(minWidth: 30).named("green")
            })
        #expect(scene.size("red") == "170 × 100")
        #expect(scene.size("green") == "30 × 100")
        // Without the priority the larger minimum goes first and both get half.
        let plain = compose(
            HStack(spacing: 0) {
                Color.red.named("red")
                Color.green.frame(minWidth: 30).named("green")
            })
        #expect(plain.size("red") == "100 × 100")
    }

    enum PriorityModifier: String, CaseIterable, Sendable {
        case frame, flexibleFrame, padding, aspectRatio, background, overlay, fixedSize, offset

        /// `Color.red.layoutPriority(1)` with the modifier applied.
        var view: AnyView {
            let base = Color.red.layoutPriority(1)
            switch self {
            case .frame: return AnyView(base.frame(width: 10))
            case .flexibleFrame: return AnyView(base.frame(minWidth: 0))
            case .padding: return AnyView(base.padding(0))
            case .aspectRatio: return AnyView(base.aspectRatio(1, contentMode: .fit))
            case .background: return AnyView(base.background { Color.blue })
            case .overlay: return AnyView(base.overlay { Color.blue })
            case .fixedSize: return AnyView(base.fixedSize(horizontal: false, vertical: true))
            case .offset: return AnyView(base.offset(x: 1))
            }
        }

        var keepsPriority: Bool {
            switch self {
            case .frame, .flexibleFrame, .padding, .aspectRatio: false
            case .background, .overlay, .fixedSize, .offset: true
            }
        }
    }

    @Test(arguments: PriorityModifier.allCases)
    func layoutModifiersResetPriorityButLayersKeepIt(_ modifier: PriorityModifier) {
        #expect(resolvedNodes(modifier.view).map(\.priority) == [modifier.keepsPriority ? 1 : 0])
    }

    @Test func backgroundKeepsPriorityInAStack() {
        let scene = compose(
            HStack(spacing: 0) {
                Color.red.layoutPriority(1).background { Color.blue }.named("red")
                Color.green.frame(minWidth: 30).named("green")
            })
        #expect(scene.size("red") == "170 × 100")
    }

    @Test func paddingResetsPriorityInAStack() {
        let scene = compose(
            HStack(spacing: 0) {
                Color.red.layoutPriority(1).padding(0).named("red")
                Color.green.frame(minWidth: 30).named("green")
            })
        #expect(scene.size("red") == "100 × 100")
    }

    // MARK: offset

    @Test func offsetMovesTheViewWithoutChangingLayout() {
        let scene = compose(
            HStack(spacing: 0) {
                Color.red.frame(width: 50).named("red").offset(x: 10, y: 5).named("offset")
                Color.green.frame(width: 50).named("green")
            })
        #expect(scene.rect("offset") == "(50, 0, 50, 100)")
        #expect(scene.rect("red") == "(60, 5, 50, 100)")
        #expect(scene.rect("green") == "(100, 0, 50, 100)")
        #expect(scene.rootRect == "(50, 0, 100, 100)")
    }
}
