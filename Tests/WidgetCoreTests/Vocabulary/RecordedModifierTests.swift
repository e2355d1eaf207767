import Foundation
import Testing

@testable import WidgetCore

@Suite struct RecordedModifierTests {
    @Test func stillImageModifiersAreRecordedAndDrawTheirContent() {
        let scene = compose(
            text10("42").contentTransition(.numericText()).transition(.opacity).animation(.default, value: 42)
                .id("answer").invalidatableContent().named("text")
        )
        #expect(scene.size("text") == "10 × 13")
        let dump = scene.layout.dump()
        for name in ["contentTransition(numericText)", "transition(opacity)", "animation(default)", "id(answer)", "invalidatableContent"] {
            #expect(dump.contains(name), "\(name) missing from\n\(dump)")
        }
        #expect(scene.displayList.items.count == 1)
    }

    @Test func accessibilityLabelsAreKeptOnTheLayoutNode() {
        let scene = compose(
            HStack {
                text10("72°").accessibilityLabel("72 degrees").named("temp")
                Color.red.frame(width: 5, height: 5).accessibilityHidden(true).named("dot")
            }.accessibilityElement(children: .combine))
        var labels: [String] = []
        var hidden = 0
        scene.layout.forEach { node in
            if let l = node.accessibilityLabel { labels.append(l) }
            if node.isAccessibilityHidden { hidden += 1 }
        }
        #expect(labels == ["72 degrees"])
        #expect(hidden == 1)
        #expect(scene.layout.dump().contains("accessibilityElement(combine)"))
    }

    @Test func aRecordedModifierKeepsTextBaselinesAndSpacing() {
        let plain = compose(
            HStack(alignment: .firstTextBaseline) {
                text10("a").named("a")
                text10("b").font(.system(size: 20)).named("b")
            })
        let recorded = compose(
            HStack(alignment: .firstTextBaseline) {
                text10("a").contentTransition(.opacity).named("a")
                text10("b").font(.system(size: 20)).named("b")
            })
        #expect(plain.rect("a") == recorded.rect("a"))
        #expect(plain.rect("b") == recorded.rect("b"))
    }
}
