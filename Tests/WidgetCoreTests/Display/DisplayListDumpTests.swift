import Foundation
import Testing

@testable import WidgetCore

@Suite struct DisplayListDumpTests {
    private func dump<V: View>(_ view: V) -> String {
        compose(view).displayList.dump()
    }

    @Test func radialGradientsDumpTheirCentreAndRadiiInPoints() {
        let view = Rectangle()
            .fill(RadialGradient(colors: [.red, .blue], center: .topLeading, startRadius: 5, endRadius: 50))
            .frame(width: 100, height: 60)
        #expect(dump(view) == "fill (50, 20, 100, 60) radialGradient(centre (50, 20), radius 5 → 50; #FF3B30@0 #007AFF@1) default")
    }

    @Test func linearGradientsDumpTheirEndPoints() {
        let view = Rectangle()
            .fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
            .frame(width: 100, height: 60)
        #expect(dump(view) == "fill (50, 20, 100, 60) linearGradient((100, 20) → (100, 80); #FF3B30@0 #007AFF@1) default")
    }

    @Test func strokeBorderIsInsetByHalfItsWidthAndStrokeIsNot() {
        #expect(
            dump(Circle().strokeBorder(.red, lineWidth: 4).frame(width: 40, height: 40))
                == "stroke (82, 32, 36, 36) width 4 color(#FF3B30) default")
        #expect(
            dump(Circle().stroke(.red, lineWidth: 4).frame(width: 40, height: 40))
                == "stroke (80, 30, 40, 40) width 4 color(#FF3B30) default")
    }

    @Test func scopesIndentTheirContentAndAccentGroupsAreShown() {
        let view = ZStack {
            Color.red
            Text(verbatim: "Hi").font(.system(size: 10)).widgetAccentable()
        }
        .frame(width: 40, height: 20)
        .clipShape(Rectangle())
        .opacity(0.5)
        #expect(
            dump(view) == """
                group opacity 0.5
                  clip (80, 40, 40, 20)
                    fill (80, 40, 40, 20) color(#FF3B30) default
                    text (95, 44, 10, 13) "Hi" color(#000000) accent
                  endClip
                endGroup
                """)
    }

    @Test func paintedListsAreWellFormed() {
        let scene = compose(
            VStack {
                Text(verbatim: "a").opacity(0.5).clipped()
                ZStack {
                    Color.red
                    Color.blue
                }.opacity(0.3).clipShape(Circle())
            })
        #expect(scene.displayList.invariantViolations().isEmpty)
        #expect(scene.layout.invariantViolations().isEmpty)
    }

    @Test func invariantsCatchNonFiniteFramesAndOpenScopes() {
        let list = DisplayList(
            size: CGSize(width: 10, height: 10), scale: 1,
            items: [
                DisplayItem(.beginMask),
                DisplayItem(.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), style: .color(RGBA(red: 1, green: 0, blue: 0)), bounds: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 1), rule: .nonZero)),
                DisplayItem(.endMask),
            ])
        #expect(
            list.invariantViolations() == [
                "item 1: bounds (nan, 0, nan, 1) are not finite and non-negative",
                "item 2: endMask does not match the innermost scope (mask opened at item 0)",
                "item 0: mask is never closed",
            ])
    }
}
