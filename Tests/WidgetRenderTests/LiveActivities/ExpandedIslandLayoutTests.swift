import Foundation
import Testing

@testable import WidgetCore

/// Apple's region rule for the expanded island, on regions of given sizes: 371 pt wide,
/// 16 pt margins, 8 pt between regions, the camera 125.33 × 36.67 pt at the top centre.
@Suite struct ExpandedIslandLayoutTests {
    let layout = ExpandedIslandLayout(width: 371, margins: EdgeInsets(16))

    func region(_ position: DynamicIslandExpandedRegionPosition, ideal: CGFloat, height: CGFloat, priority: Double = 0, below: Bool = false) -> ExpandedIslandLayout.Region {
        ExpandedIslandLayout.Region(position, idealWidth: ideal, margins: EdgeInsets(16), priority: priority, belowIfTooWide: below) { _ in height }
    }

    func expectFrame(_ frame: CGRect?, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let frame else {
            Issue.record("no frame", sourceLocation: sourceLocation)
            return
        }
        for (a, b) in [(frame.minX, x), (frame.minY, y), (frame.width, w), (frame.height, h)] {
            #expect(abs(a - b) < 0.01, "\(frame) is not (\(x), \(y), \(w), \(h))", sourceLocation: sourceLocation)
        }
    }

    @Test func theCenterIsSizedFirstAndTheSidesGetEqualSpace() {
        let result = layout.layout([
            region(.leading, ideal: 30, height: 28), region(.trailing, ideal: 60, height: 24),
            region(.center, ideal: 150, height: 22), region(.bottom, ideal: 300, height: 40),
        ])
        expectFrame(result.frames[.leading], 16, 16, 60, 28)  // the wider side's width, beside the camera
        expectFrame(result.frames[.trailing], 295, 16, 60, 24)
        expectFrame(result.frames[.center], 84, 110.0 / 3, 203, 22)  // below the camera, between the sides
        expectFrame(result.frames[.bottom], 16, 110.0 / 3 + 22 + 8, 339, 40)
        #expect(abs(result.contentHeight - (110.0 / 3 + 22 + 8 + 40 + 16)) < 0.01)
        #expect(result.underCamera.isEmpty)
    }

    @Test func aCenterWithTheHighestPriorityGetsTheFullWidth() {
        let result = layout.layout([
            region(.leading, ideal: 30, height: 28), region(.trailing, ideal: 60, height: 24),
            region(.center, ideal: 150, height: 22, priority: 1),
        ])
        expectFrame(result.frames[.center], 16, 52, 339, 22)  // below the sides (16 + 28 + 8)
        expectFrame(result.frames[.leading], 16, 16, 60, 28)
    }

    @Test func aSideWithTheHighestPriorityKeepsItsWidth() {
        let result = layout.layout([
            region(.leading, ideal: 100, height: 20, priority: 1), region(.trailing, ideal: 60, height: 20),
            region(.center, ideal: 150, height: 20),
        ])
        expectFrame(result.frames[.leading], 16, 16, 100, 20)
        expectFrame(result.frames[.trailing], 295, 16, 60, 20)
        expectFrame(result.frames[.center], 124, 110.0 / 3, 163, 20)  // what is left between them
    }

    @Test func aTooWideSideMovesBelowTheCameraOnlyWithBelowIfTooWide() {
        let stays = layout.layout([region(.leading, ideal: 140, height: 20)])
        expectFrame(stays.frames[.leading], 16, 16, 140, 20)
        #expect(stays.underCamera == [.leading])
        let moves = layout.layout([region(.leading, ideal: 140, height: 20, below: true)])
        expectFrame(moves.frames[.leading], 16, 110.0 / 3, 140, 20)
        #expect(moves.underCamera.isEmpty)
    }

    @Test func withoutRegionsTheContentIsTheCameraBandAndTheMargin() {
        #expect(abs(layout.layout([]).contentHeight - (110.0 / 3 + 16)) < 0.01)
    }
}
