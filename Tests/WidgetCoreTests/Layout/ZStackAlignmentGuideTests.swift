import Foundation
import Testing

@testable import WidgetCore

/// A `ZStack` is the union of its children aligned by their guides; `overlay` and `background`
/// keep the primary view's size (the Layout Algorithm article, "ZStack").
@Suite struct ZStackAlignmentGuideTests {
    /// A 30 × 30 badge whose guides put it 15 pt past the top-trailing corner of what it is
    /// aligned with.
    func badge() -> some View {
        Color.red.frame(width: 30, height: 30)
            .alignmentGuide(.trailing) { d in d[.trailing] - 15 }
            .alignmentGuide(.top) { d in d[.top] + 15 }
            .named("badge")
    }

    @Test func aBadgeMovedOutwardByItsGuidesEnlargesTheStack() {
        let scene = compose(
            ZStack(alignment: .topTrailing) {
                Color.blue.frame(width: 150, height: 50).named("button")
                badge()
            }.named("stack"))
        #expect(scene.size("stack") == "165 × 65")
        #expect(scene.rect("stack") == "(17.5, 17.5, 165, 65)")
        #expect(scene.rect("button") == "(17.5, 32.5, 150, 50)")
        #expect(scene.rect("badge") == "(152.5, 17.5, 30, 30)")
    }

    /// Right to left, SwiftUI lays out in leading-to-trailing coordinates, guides included, and
    /// mirrors the result: the stack keeps its 165 × 65 union and the badge overhangs the
    /// top-left corner, the trailing one in that direction.
    @Test func rightToLeftTheUnionIsMirroredAndTheBadgeOverhangsTheTopLeft() {
        var environment = EnvironmentValues()
        environment.layoutDirection = .rightToLeft
        let scene = compose(
            ZStack(alignment: .topTrailing) {
                Color.blue.frame(width: 150, height: 50).named("button")
                badge()
            }.named("stack"),
            width: 200, environment: environment)
        #expect(scene.size("stack") == "165 × 65")
        #expect(scene.rect("stack") == "(17.5, 17.5, 165, 65)")
        #expect(scene.rect("button") == "(32.5, 32.5, 150, 50)")
        #expect(scene.rect("badge") == "(17.5, 17.5, 30, 30)")
    }

    @Test func aGreedyChildKeepsTheProposalAndTheBadgeStillEnlargesTheStack() {
        let scene = compose(
            ZStack(alignment: .topTrailing) {
                Color.blue.named("fill")
                badge()
            }.named("stack"))
        #expect(scene.rect("stack") == "(-7.5, -7.5, 215, 115)")
        #expect(scene.rect("fill") == "(-7.5, 7.5, 200, 100)")
        #expect(scene.rect("badge") == "(177.5, -7.5, 30, 30)")
    }

    @Test func aGuideThatKeepsTheChildInsideChangesNothing() {
        let scene = compose(
            ZStack(alignment: .topTrailing) {
                Color.blue.frame(width: 150, height: 50).named("button")
                Color.red.frame(width: 30, height: 30).alignmentGuide(.trailing) { d in d[.trailing] + 10 }.named("badge")
            }.named("stack"))
        #expect(scene.rect("stack") == "(25, 25, 150, 50)")
        #expect(scene.rect("badge") == "(135, 25, 30, 30)")
    }

    @Test func aStackInAnHStackStaysFinite() {
        let scene = compose(
            HStack(spacing: 0) {
                ZStack(alignment: .topTrailing) {
                    Color.blue.named("fill")
                    badge()
                }.named("stack")
                Color.green.frame(width: 20).named("green")
            })
        #expect(scene.allFramesFinite)
        #expect(scene.rect("green") == "(187.5, 0, 20, 100)")
    }

    /// SwiftUI's `overlay` and `background` answer the primary view's size whatever their
    /// secondary view does, so the "(and overlay/background)" does not hold: the badge
    /// overhangs, and the modified view stays 150 × 50.
    @Test func overlayAndBackgroundDoNotGrow() {
        let overlay = compose(
            Color.blue.frame(width: 150, height: 50).overlay(alignment: .topTrailing) { badge() }.named("button"))
        #expect(overlay.rect("button") == "(25, 25, 150, 50)")
        #expect(overlay.rect("badge") == "(160, 10, 30, 30)")
        let background = compose(
            Color.blue.frame(width: 150, height: 50).background(alignment: .topTrailing) { badge() }.named("button"))
        #expect(background.rect("button") == "(25, 25, 150, 50)")
        #expect(background.rect("badge") == "(160, 10, 30, 30)")
    }
}
