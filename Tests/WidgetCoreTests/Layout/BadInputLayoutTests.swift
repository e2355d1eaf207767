import Foundation
import Testing

@testable import WidgetCore

/// Values a widget may pass by mistake: reported as `.invalidValue`, never NaN in the tree.
@Suite struct BadInputLayoutTests {
    static let badLengths: [CGFloat] = [.nan, .infinity, -.infinity, -10]

    @Test(arguments: badLengths)
    func badFrameWidthIsReportedAndIgnored(_ value: CGFloat) {
        let scene = compose(Color.red.frame(width: value, height: 50).named("f"))
        #expect(scene.diagnostics(.invalidValue).count == 1)
        #expect(scene.allFramesFinite)
        #expect(scene.rect("f") == "(0, 25, 200, 50)")
    }

    @Test(arguments: badLengths)
    func badFrameHeightIsReportedAndIgnored(_ value: CGFloat) {
        let scene = compose(Color.red.frame(width: 50, height: value).named("f"))
        #expect(scene.diagnostics(.invalidValue).count == 1)
        #expect(scene.allFramesFinite)
        #expect(scene.rect("f") == "(75, 0, 50, 100)")
    }

    @Test(arguments: badLengths)
    func badFlexibleFrameBoundsAreReported(_ value: CGFloat) {
        let scene = compose(Color.red.frame(minWidth: value, idealWidth: value, minHeight: value, idealHeight: value).named("f").fixedSize())
        #expect(scene.diagnostics(.invalidValue).count == 4)
        #expect(scene.allFramesFinite)
        #expect(scene.size("f") == "10 × 10")
    }

    @Test(arguments: [CGFloat.nan, -CGFloat.infinity, -10])
    func badMaximumsAreReported(_ value: CGFloat) {
        let scene = compose(Color.red.frame(maxWidth: value, maxHeight: value).named("f"))
        #expect(scene.diagnostics(.invalidValue).count == 2)
        #expect(scene.allFramesFinite)
        #expect(scene.size("f") == "200 × 100")
    }

    @Test func infiniteMaximumsAreValid() {
        let scene = compose(Color.red.frame(maxWidth: .infinity, maxHeight: .infinity))
        #expect(scene.diagnostics(.invalidValue).isEmpty)
    }

    @Test func aNegativeMinimumIsReportedAndNormalisedToZero() {
        // The Layout Algorithm article normalises min = max(min, 0): a frame with only a minimum answers
        // max(min(proposal, child), 0) = min(100, 150) = 100, not the child's 150.
        let scene = compose(Color.red.frame(width: 150).frame(minWidth: -20).named("f"), width: 100)
        #expect(scene.diagnostics(.invalidValue).count == 1)
        #expect(scene.size("f") == "100 × 100")
    }

    @Test(arguments: [CGFloat.nan, CGFloat.infinity, -CGFloat.infinity])
    func nonFinitePaddingIsReportedAndTreatedAsZero(_ value: CGFloat) {
        let all = compose(Color.red.named("c").padding(value).named("p"))
        #expect(all.diagnostics(.invalidValue).count == 4)
        #expect(all.allFramesFinite)
        #expect(all.rect("c") == "(0, 0, 200, 100)")

        let one = compose(Color.red.named("c").padding(EdgeInsets(top: value, leading: 5, bottom: 0, trailing: 0)))
        #expect(one.diagnostics(.invalidValue).count == 1)
        #expect(one.rect("c") == "(5, 0, 195, 100)")
    }

    @Test(arguments: [CGFloat.nan, CGFloat.infinity])
    func nonFiniteOffsetAndSpacingAreReported(_ value: CGFloat) {
        let scene = compose(
            HStack(spacing: value) {
                Color.red.frame(width: 20).named("a").offset(x: value, y: value)
                Color.green.frame(width: 20).named("b")
            })
        #expect(scene.diagnostics(.invalidValue).count == 3)
        #expect(scene.allFramesFinite)
        #expect(scene.rect("a") == "(76, 0, 20, 100)")
        #expect(scene.rect("b") == "(104, 0, 20, 100)")
    }

    @Test func aNonFiniteAspectRatioFallsBackToTheContentRatio() {
        let scene = compose(Color.red.named("c").aspectRatio(.nan, contentMode: .fit))
        #expect(scene.diagnostics(.invalidValue).count == 1)
        #expect(scene.allFramesFinite)
        #expect(scene.rect("c") == "(50, 0, 100, 100)")
    }

    @Test func badInputDeepInATreeKeepsEveryFrameFinite() {
        let scene = compose(
            VStack {
                HStack {
                    Color.red.frame(width: .nan, height: .infinity)
                    text10("Hello").padding(.nan).frame(minWidth: -.infinity, maxWidth: .nan)
                    Spacer(minLength: .nan)
                }
                Color.blue.frame(minHeight: .infinity).padding(EdgeInsets(top: .infinity, leading: .nan, bottom: 0, trailing: 0))
            })
        #expect(scene.diagnostics(.invalidValue).count >= 7)
        #expect(scene.allFramesFinite)
    }
}
