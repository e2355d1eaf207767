import Foundation
import Testing

@testable import WidgetCore

/// A right-to-left layout direction mirrors every horizontal placement, as SwiftUI does.
@Suite struct RightToLeftLayoutTests {
    private func rtl(_ view: some View, width: CGFloat = 200) -> ComposedScene {
        var env = EnvironmentValues()
        env.layoutDirection = .rightToLeft
        return compose(view, width: width, environment: env)
    }

    @Test func anHStackRunsFromTheRightEdge() {
        let stack = HStack(spacing: 0) {
            Color.red.frame(width: 20).named("a")
            Color.green.frame(width: 30).named("b")
        }
        let ltr = compose(stack)
        #expect(ltr.rect("a") == "(75, 0, 20, 100)")
        #expect(ltr.rect("b") == "(95, 0, 30, 100)")
        let scene = rtl(stack)
        #expect(scene.rect("a") == "(105, 0, 20, 100)")
        #expect(scene.rect("b") == "(75, 0, 30, 100)")
    }

    @Test func theEnvironmentModifierMirrorsItsContentOnly() {
        let scene = compose(
            VStack(spacing: 0) {
                HStack(spacing: 0) {
                    Color.red.frame(width: 20, height: 10).named("a")
                    Color.green.frame(width: 30, height: 10).named("b")
                }
                .environment(\.layoutDirection, .rightToLeft)
                HStack(spacing: 0) {
                    Color.red.frame(width: 20, height: 10).named("c")
                    Color.green.frame(width: 30, height: 10).named("d")
                }
            })
        #expect(scene.rect("a") == "(105, 40, 20, 10)")
        #expect(scene.rect("b") == "(75, 40, 30, 10)")
        #expect(scene.rect("c") == "(75, 50, 20, 10)")
        #expect(scene.rect("d") == "(95, 50, 30, 10)")
    }

    @Test func aSpacerPushesTheContentToTheLeadingEdgeOnTheRight() {
        let scene = rtl(
            HStack {
                Color.red.frame(width: 20).named("a")
                Spacer().named("s")
            })
        #expect(scene.rect("a") == "(180, 0, 20, 100)")
        #expect(scene.rect("s") == "(0, 50, 180, 0)")
    }

    @Test(arguments: [(HorizontalAlignment.leading, "100"), (.center, "90"), (.trailing, "80")])
    func vStackAlignmentIsMirrored(alignment: HorizontalAlignment, narrowX: String) {
        let scene = rtl(
            VStack(alignment: alignment, spacing: 0) {
                Color.red.frame(width: 20, height: 20).named("narrow")
                Color.green.frame(width: 40, height: 20).named("wide")
            })
        #expect(scene.rect("wide") == "(80, 50, 40, 20)")
        #expect(scene.rect("narrow") == "(\(narrowX), 30, 20, 20)")
    }

    @Test func leadingPaddingIsOnTheRight() {
        let scene = rtl(Color.red.frame(width: 20, height: 20).named("c").padding(.leading, 10).named("p"))
        #expect(scene.rect("p") == "(85, 40, 30, 20)")
        #expect(scene.rect("c") == "(85, 40, 20, 20)")
        let insets = rtl(Color.red.frame(width: 20, height: 20).named("c").padding(EdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 30)).named("p"))
        #expect(insets.rect("p") == "(70, 40, 60, 20)")
        #expect(insets.rect("c") == "(100, 40, 20, 20)")
    }

    @Test func aFrameAlignsItsContentToTheLeadingEdgeOnTheRight() {
        let scene = rtl(Color.red.frame(width: 20, height: 20).named("c").frame(width: 100, height: 20, alignment: .leading))
        #expect(scene.rect("c") == "(130, 40, 20, 20)")
        let top = rtl(Color.red.frame(width: 20, height: 20).named("c").frame(width: 100, height: 60, alignment: .topTrailing))
        #expect(top.rect("c") == "(50, 20, 20, 20)")
    }

    @Test func zStackAndOverlayAlignmentsAreMirrored() {
        let z = rtl(
            ZStack(alignment: .topLeading) {
                Color.red.frame(width: 50, height: 20).named("a")
                Color.green.frame(width: 20, height: 60).named("b")
            })
        #expect(z.rect("a") == "(75, 20, 50, 20)")
        #expect(z.rect("b") == "(105, 20, 20, 60)")
        let overlay = rtl(
            Color.red.frame(width: 100, height: 50).overlay(alignment: .bottomTrailing) {
                Color.green.frame(width: 10, height: 10).named("badge")
            })
        #expect(overlay.rect("badge") == "(50, 65, 10, 10)")
    }

    @Test func textFramesFollowTheStack() {
        let scene = rtl(
            HStack(spacing: 0) {
                text10("ab").named("first")
                text10("cde").named("second")
            })
        #expect(scene.rect("first") == "(102.5, 43.5, 10, 13)")
        #expect(scene.rect("second") == "(87.5, 43.5, 15, 13)")
        #expect(scene.textLayout("first") != nil)
    }

    @Test func flipsForRightToLeftLayoutDirectionMirrorsTheDrawingOnly() {
        let view = Color.red.frame(width: 10, height: 10).named("arrow").flipsForRightToLeftLayoutDirection(true)
        let scene = rtl(view)
        #expect(scene.rect("arrow") == "(95, 45, 10, 10)")
        #expect(scene.displayList.dump().contains("effect transform [-1 0 0 1 200 0]"))
        #expect(!compose(view).displayList.dump().contains("effect transform"))
        #expect(!rtl(Color.red.frame(width: 10, height: 10).flipsForRightToLeftLayoutDirection(false)).displayList.dump().contains("effect transform"))
    }

    @Test func directionalSymbolsMirrorAndOthersDoNot() {
        #expect(rtl(Image(systemName: "chevron.forward")).displayList.dump().contains("effect transform [-1 0 0 1 200 0]"))
        #expect(!compose(Image(systemName: "chevron.forward")).displayList.dump().contains("effect transform"))
        #expect(!rtl(Image(systemName: "arrow.right")).displayList.dump().contains("effect transform"))
        let mirrored = ["chevron.forward", "chevron.backward.circle.fill", "arrow.up.forward", "arrowshape.turn.up.backward"]
        let fixed = ["forward.fill", "backward.end", "arrow.right", "chevron.right", "star.fill"]
        #expect(mirrored.allSatisfy(Image.mirrorsInRightToLeft))
        #expect(!fixed.contains(where: Image.mirrorsInRightToLeft))
    }

    struct Wedge: Shape {
        func path(in rect: CGRect) -> Path {
            var path = Path()
            path.move(to: CGPoint(x: rect.minX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.closeSubpath()
            return path
        }
    }

    struct FixedWedge: Shape {
        func path(in rect: CGRect) -> Path { Wedge().path(in: rect) }
        var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    }

    @Test func customShapesMirrorUnlessFixedAndBuiltInShapesDoNot() {
        let mirror = "effect transform [-1 0 0 1 200 0]"
        #expect(rtl(Wedge().frame(width: 20, height: 10)).displayList.dump().contains(mirror))
        #expect(!compose(Wedge().frame(width: 20, height: 10)).displayList.dump().contains("effect transform"))
        #expect(!rtl(FixedWedge().frame(width: 20, height: 10)).displayList.dump().contains("effect transform"))
        #expect(rtl(Wedge().trim(from: 0, to: 0.5).frame(width: 20, height: 10)).displayList.dump().contains(mirror))
        for fixed in [AnyView(Rectangle()), AnyView(Circle().trim(from: 0, to: 0.25)), AnyView(Capsule()), AnyView(RoundedRectangle(cornerRadius: 4))] {
            #expect(!rtl(fixed.frame(width: 20, height: 10)).displayList.dump().contains("effect transform"))
        }
        #expect(rtl(Color.red.frame(width: 10, height: 10).layoutDirectionBehavior(.mirrors)).displayList.dump().contains(mirror))
        #expect(!rtl(Color.red.frame(width: 10, height: 10).layoutDirectionBehavior(.mirrors(in: .leftToRight))).displayList.dump().contains("effect transform"))
        #expect(compose(Color.red.frame(width: 10, height: 10).layoutDirectionBehavior(.mirrors(in: .leftToRight))).displayList.dump().contains(mirror))
    }

    @Test func theWidgetContextTakesItsDirectionFromTheLocaleUnlessSet() {
        var context = WidgetContext(family: .systemSmall)
        #expect(context.widgetLayoutDirection == .leftToRight)
        context.locale = Locale(identifier: "he_IL")
        #expect(context.widgetLayoutDirection == .rightToLeft)
        #expect(context.environment(now: WidgetContext.referenceDate).layoutDirection == .rightToLeft)
        context.layoutDirection = .leftToRight
        #expect(context.environment(now: WidgetContext.referenceDate).layoutDirection == .leftToRight)
        context = WidgetContext(family: .systemSmall, locale: Locale(identifier: "en_US"))
        context.layoutDirection = .rightToLeft
        #expect(context.widgetLayoutDirection == .rightToLeft)
    }

    @Test(arguments: [("ar_SA", LayoutDirection.rightToLeft), ("fa", .rightToLeft), ("ur_PK", .rightToLeft), ("he", .rightToLeft), ("de_DE", .leftToRight), ("ja_JP", .leftToRight), ("", .leftToRight)])
    func aLocaleNamesItsDirection(identifier: String, direction: LayoutDirection) {
        #expect(LayoutDirection(for: Locale(identifier: identifier)) == direction)
    }
}
