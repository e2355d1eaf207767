import Foundation
import Testing

@testable import WidgetCore

@Suite struct TrimAndRotationTests {
    private func end(of path: Path) -> CGPoint? {
        for e in path.elements.reversed() {
            switch e {
            case .move(let p), .line(let p): return p
            case .quadCurve(let p, _), .curve(let p, _, _): return p
            case .closeSubpath: continue
            }
        }
        return nil
    }

    private func near(_ a: CGPoint?, _ b: CGPoint, _ tolerance: CGFloat = 0.05) -> Bool {
        guard let a else { return false }
        return abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    @Test func halfASquareEndsAtTheOppositeCorner() {
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(near(end(of: square.trimmedPath(from: 0, to: 0.5)), CGPoint(x: 10, y: 10)))
        // The closing line counts: three quarters end at the bottom-left corner.
        #expect(near(end(of: square.trimmedPath(from: 0, to: 0.75)), CGPoint(x: 0, y: 10)))
        #expect(near(end(of: square.trimmedPath(from: 0, to: 0.875)), CGPoint(x: 0, y: 5)))
    }

    @Test func aQuarterCircleEndsAtTheBottom() {
        // Circles start at the rightmost point and run clockwise on screen.
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(near(end(of: circle.trimmedPath(from: 0, to: 0.25)), CGPoint(x: 50, y: 100)))
        #expect(near(end(of: circle.trimmedPath(from: 0.1, to: 0.5)), CGPoint(x: 0, y: 50)))
        let piece = circle.trimmedPath(from: 0.25, to: 0.5)
        guard case .move(let start) = piece.elements.first else {
            Issue.record("no move")
            return
        }
        #expect(near(start, CGPoint(x: 50, y: 100)))
    }

    @Test func emptyAndOutOfRangeTrims() {
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(square.trimmedPath(from: 0.6, to: 0.4).isEmpty)
        #expect(square.trimmedPath(from: 0.5, to: 0.5).isEmpty)
        #expect(square.trimmedPath(from: -3, to: 7) == square)
        #expect(square.trimmedPath(from: .nan, to: 0.5).elements.count > 1)
    }

    @Test func trimOutOfRangeIsReportedAndTheRestDraws() {
        let scene = compose(
            HStack {
                Circle().trim(from: -1, to: .nan).stroke(Color.red, lineWidth: 2).frame(width: 20, height: 20)
                Color.blue.frame(width: 10, height: 10).named("rest")
            })
        #expect(
            scene.diagnostics(.invalidValue).map(\.message) == [
                "trim(from: -1.0) is outside 0…1; clamped. Pass fractions of the outline's length in 0…1.",
                "trim(to: nan) is outside 0…1; clamped. Pass fractions of the outline's length in 0…1.",
            ])
        #expect(scene.rect("rest") == "(109, 45, 10, 10)")
    }

    @Test func rotationTurnsTheOutlineAboutTheAnchor() {
        let shape = Rectangle().rotation(.degrees(90), anchor: .topLeading)
        let path = shape.path(in: CGRect(x: 0, y: 0, width: 20, height: 10))
        // (20, 0) turns to (0, 20) about the origin.
        #expect(path.elements.contains { if case .line(let p) = $0 { return near(p, CGPoint(x: 0, y: 20)) } else { return false } })
        #expect(shape.sizeThatFits(ProposedViewSize(width: 30, height: 40)) == CGSize(width: 30, height: 40))
    }
}
