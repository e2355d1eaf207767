import Foundation
import Testing

@testable import WidgetCore

@Suite struct MaskTests {
    @Test func theMaskIsLaidOutOverTheContentAndPaintedFirst() {
        let scene = compose(
            Color.red.frame(width: 100, height: 40).named("content")
                .mask(alignment: .leading) { Circle().frame(width: 20, height: 20).named("dot") }
        )
        #expect(scene.rect("content") == "(50, 30, 100, 40)")
        #expect(scene.rect("dot") == "(50, 40, 20, 20)")
        #expect(
            scene.displayList.dump() == """
                mask
                  fill (50, 40, 20, 20) color(#000000) default
                maskedContent
                  fill (50, 30, 100, 40) color(#FF3B30) default
                endMask
                """)
    }

    @Test func aMaskKeepsTheContentsSizeAndPriorityInAStack() {
        let scene = compose(
            HStack(spacing: 0) {
                Color.blue.mask { Color.black.frame(width: 5) }.layoutPriority(1).named("masked")
                Color.green.frame(minWidth: 30).named("rest")
            })
        #expect(scene.rect("masked") == "(0, 0, 170, 100)")
        #expect(scene.rect("rest") == "(170, 0, 30, 100)")
    }

    @Test func anEmptyMaskDrawsNothing() {
        let scene = compose(Color.red.mask { EmptyView() })
        #expect(scene.displayList.items.isEmpty)
        #expect(scene.rootRect == "(0, 0, 200, 100)")
    }
}
