import Foundation
import Testing

@testable import WidgetCore

@Suite struct EdgeCaseLayoutTests {
    @Test func aFrameAroundEmptyViewKeepsItsSize() {
        let scene = compose(EmptyView().frame(width: 50, height: 50).named("e"))
        #expect(scene.size("e") == "50 × 50")
        #expect(scene.allFramesFinite)
    }

    @Test func paddingAroundEmptyViewTakesNoSpace() {
        let scene = compose(
            HStack(spacing: 0) {
                EmptyView().padding()
                Color.red.frame(width: 10).named("r")
            })
        #expect(scene.rect("r") == "(95, 0, 10, 100)")
    }

    @Test func aColourArgumentPicksTheShapeStyleBackground() {
        let scene = compose(Color.clear.frame(width: 40, height: 20).background(Color.blue).overlay(Color.red.opacity(0.5)).named("v"))
        #expect(scene.size("v") == "40 × 20")
        let colours = scene.displayList.items.compactMap { item -> RGBA? in
            if case .fill(_, .color(let c), _, _) = item.operation { return c }
            return nil
        }
        #expect(colours.map(\.description) == ["#007AFF", "#000000@0", "#FF3B30@0.5"])
    }

    @Test func baselinesPassThroughFrames() {
        // "A" at 10 pt (baseline 10, 12.5 pt line rounded up to 13 at scale 1) centred in a
        // 20 × 30 frame sits (30 − 13) / 2 = 8.5 pt down; "B" at 20 pt has its baseline at 20,
        // so the two baselines meet when frame.minY + 8.5 + 10 = b.minY + 20.
        let scene = compose(
            HStack(alignment: .firstTextBaseline, spacing: 0) {
                text10("A").frame(width: 20, height: 30).named("a")
                Text("B").font(.system(size: 20)).named("b")
            }, width: 200, height: 100)
        let a = scene.layout.frame(of: "a")
        let b = scene.layout.frame(of: "b")
        #expect(a.map { $0.minY + 8.5 + 10 } == b.map { $0.minY + 20 })
        #expect(a != nil && b != nil)
    }
}
