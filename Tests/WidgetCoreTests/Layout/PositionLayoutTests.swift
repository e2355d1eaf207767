import Foundation
import Testing

@testable import WidgetCore

/// `position(x:y:)` and `position(_:)` (the Layout Algorithm article, "position").
@Suite struct PositionLayoutTests {
    @Test func positionTakesTheProposalAndCentresItsChildAtThePoint() {
        let scene = compose(Color.red.frame(width: 20, height: 10).named("dot").position(x: 30, y: 40).named("position"))
        #expect(scene.rect("position") == "(0, 0, 200, 100)")
        #expect(scene.rect("dot") == "(20, 35, 20, 10)")
    }

    @Test func aPointIsTheSameAsItsCoordinates() {
        let scene = compose(Color.red.frame(width: 20, height: 10).named("dot").position(CGPoint(x: 30, y: 40)))
        #expect(scene.rect("dot") == "(20, 35, 20, 10)")
    }

    @Test func theDefaultPointIsTheTopLeadingCorner() {
        let scene = compose(Color.red.frame(width: 20, height: 10).named("dot").position())
        #expect(scene.rect("dot") == "(-10, -5, 20, 10)")
    }

    @Test func anUnspecifiedAxisTakesTheChildsAnswer() {
        // Proposed nil × nil (fixedSize), the position answers what its child answers to nil.
        let fixed = compose(Color.red.frame(width: 20, height: 10).named("dot").position(x: 10, y: 5).named("position").fixedSize())
        #expect(fixed.rect("position") == "(90, 45, 20, 10)")
        #expect(fixed.rect("dot") == "(90, 45, 20, 10)")
        // A colour answers 10 pt to nil, so a position around it is 10 pt on that axis.
        let color = compose(Color.red.named("color").position(x: 0, y: 0).named("position").fixedSize(horizontal: true, vertical: false))
        #expect(color.rect("position") == "(95, 0, 10, 100)")
        // The child is then proposed the position's size: 10 × 100, centred at the corner.
        #expect(color.rect("color") == "(90, -50, 10, 100)")
    }

    @Test func positionIsGreedyInAStack() {
        let scene = compose(
            HStack(spacing: 0) {
                Color.red.frame(width: 50).named("red")
                Color.green.frame(width: 10, height: 10).named("dot").position(x: 5, y: 5).named("position")
            })
        #expect(scene.rect("red") == "(0, 0, 50, 100)")
        #expect(scene.rect("position") == "(50, 0, 150, 100)")
        #expect(scene.rect("dot") == "(50, 0, 10, 10)")
    }

    @Test func positionIsMeasuredFromTheLeadingEdgeInRightToLeft() {
        var env = EnvironmentValues()
        env.layoutDirection = .rightToLeft
        let scene = compose(Color.red.frame(width: 20, height: 10).named("dot").position(x: 30, y: 40), environment: env)
        #expect(scene.rect("dot") == "(160, 35, 20, 10)")
    }

    @Test func aNonFiniteCoordinateIsReportedAndZeroIsUsed() {
        let scene = compose(Color.red.frame(width: 20, height: 10).named("dot").position(x: .nan, y: 40))
        #expect(scene.rect("dot") == "(-10, 35, 20, 10)")
        #expect(scene.diagnostics(.invalidValue).count == 1)
    }
}
