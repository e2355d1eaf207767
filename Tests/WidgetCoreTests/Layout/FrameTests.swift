import Foundation
import Testing

@testable import WidgetCore

/// `frame(width:height:alignment:)` and `frame(minWidth:idealWidth:maxWidth:…)`
/// (the Layout Algorithm article, "Modifiers").
@Suite struct FrameTests {
    // MARK: Fixed frames

    @Test func givenDimensionsAreFixed() {
        let scene = compose(Color.red.named("c").frame(width: 50, height: 30).named("f"))
        #expect(scene.rect("f") == "(75, 35, 50, 30)")
        #expect(scene.rect("c") == "(75, 35, 50, 30)")
    }

    @Test func missingDimensionsComeFromTheChild() {
        let scene = compose(Color.red.frame(width: 50).named("f"))
        #expect(scene.rect("f") == "(75, 0, 50, 100)")
        let text = compose(text10("Hi").frame(height: 40).named("f"))
        #expect(text.rect("f") == "(95, 30, 10, 40)")
    }

    @Test func theChildIsProposedTheGivenDimensions() {
        // The text wraps at 30 (two lines of 25); the frame stays 30 wide and centres it.
        let scene = compose(text10("Hello world").named("t").frame(width: 30).named("f"))
        #expect(scene.rect("f") == "(85, 37.5, 30, 25)")
        #expect(scene.rect("t") == "(87.5, 37.5, 25, 25)")
    }

    @Test func aFrameSmallerThanItsChildKeepsItsSizeAndCentresTheChild() {
        let scene = compose(Color.red.frame(width: 80, height: 80).named("c").frame(width: 40, height: 40).named("f"))
        #expect(scene.rect("f") == "(80, 30, 40, 40)")
        #expect(scene.rect("c") == "(60, 10, 80, 80)")
    }

    struct AlignmentCase: Sendable, CustomTestStringConvertible {
        var alignment: Alignment
        var name: String
        var child: String
        var testDescription: String { name }
    }

    /// A 20 × 10 child in a 100 × 60 frame at (50, 20).
    static let alignmentCases: [AlignmentCase] = [
        AlignmentCase(alignment: .topLeading, name: "topLeading", child: "(50, 20, 20, 10)"),
        AlignmentCase(alignment: .top, name: "top", child: "(90, 20, 20, 10)"),
        AlignmentCase(alignment: .topTrailing, name: "topTrailing", child: "(130, 20, 20, 10)"),
        AlignmentCase(alignment: .leading, name: "leading", child: "(50, 45, 20, 10)"),
        AlignmentCase(alignment: .center, name: "center", child: "(90, 45, 20, 10)"),
        AlignmentCase(alignment: .trailing, name: "trailing", child: "(130, 45, 20, 10)"),
        AlignmentCase(alignment: .bottomLeading, name: "bottomLeading", child: "(50, 70, 20, 10)"),
        AlignmentCase(alignment: .bottom, name: "bottom", child: "(90, 70, 20, 10)"),
        AlignmentCase(alignment: .bottomTrailing, name: "bottomTrailing", child: "(130, 70, 20, 10)"),
    ]

    @Test(arguments: alignmentCases)
    func alignmentPlacesTheChild(_ c: AlignmentCase) {
        let child = Color.red.frame(width: 20, height: 10).named("c")
        let fixed = compose(child.frame(width: 100, height: 60, alignment: c.alignment).named("f"))
        #expect(fixed.rect("f") == "(50, 20, 100, 60)")
        #expect(fixed.rect("c") == c.child)
        let flexible = compose(child.frame(maxWidth: 100, maxHeight: 60, alignment: c.alignment).named("f"))
        #expect(flexible.rect("f") == "(50, 20, 100, 60)")
        #expect(flexible.rect("c") == c.child)
    }

    // MARK: Flexible frames

    @Test func maxBelowMinIsRaisedToMin() {
        // max = max(min, max) = 100, so the frame is exactly 100 (not clamped to 50).
        let scene = compose(Color.red.named("c").frame(minWidth: 100, maxWidth: 50).named("f"))
        #expect(scene.size("f") == "100 × 100")
        #expect(scene.size("c") == "100 × 100")
    }

    @Test func idealBelowMinIsRaisedToMin() {
        let scene = compose(Color.red.frame(minWidth: 50, idealWidth: 10).named("f").fixedSize())
        #expect(scene.size("f") == "50 × 10")
    }

    @Test func maxBelowIdealIsRaisedToIdeal() {
        // The child is proposed clamp(ideal 80, max 80) = 80, not the raw max 40.
        let scene = compose(Color.red.named("c").frame(idealWidth: 80, maxWidth: 40).named("f").fixedSize())
        #expect(scene.size("f") == "80 × 10")
        #expect(scene.size("c") == "80 × 10")
    }

    @Test func maxWidthInfinityTakesTheProposal() {
        let scene = compose(text10("Hi").named("t").frame(maxWidth: .infinity).named("f"))
        #expect(scene.rect("f") == "(0, 43.5, 200, 13)")
        #expect(scene.rect("t") == "(95, 43.5, 10, 13)")
    }

    @Test func maxWidthInfinityNeverShrinksBelowTheChild() {
        let scene = compose(Color.red.frame(width: 150).frame(maxWidth: .infinity).named("f"), width: 100)
        #expect(scene.rect("f") == "(-25, 0, 150, 100)")
    }

    @Test func maxWidthCapsTheProposal() {
        let text = compose(text10("Hi").named("t").frame(maxWidth: 50).named("f"))
        #expect(text.size("f") == "50 × 13")
        #expect(text.size("t") == "10 × 13")
        let colour = compose(Color.red.named("c").frame(maxWidth: 50).named("f"))
        #expect(colour.size("c") == "50 × 100")
    }

    @Test func minWidthOnlyGrows() {
        #expect(compose(text10("Hi").frame(minWidth: 50).named("f")).size("f") == "50 × 13")
        #expect(compose(text10("Hello world").frame(minWidth: 30).named("f")).size("f") == "55 × 13")
        #expect(compose(Color.red.frame(minWidth: 50).named("f")).size("f") == "200 × 100")
        // Proposed less than its minimum: the minimum, and the child is proposed the minimum.
        let narrow = compose(Color.red.named("c").frame(minWidth: 120).named("f"), width: 100)
        #expect(narrow.rect("f") == "(-10, 0, 120, 100)")
        #expect(narrow.rect("c") == "(-10, 0, 120, 100)")
        // A child larger than the proposal: min(proposal, child) = the proposal; the child
        // overflows the frame, centred.
        let wide = compose(Color.red.frame(width: 150).named("c").frame(minWidth: 50).named("f"), width: 100)
        #expect(wide.rect("f") == "(0, 0, 100, 100)")
        #expect(wide.rect("c") == "(-25, 0, 150, 100)")
    }

    @Test func bothBoundsClampTheProposal() {
        #expect(compose(text10("Hi").frame(minWidth: 20, maxWidth: 80).named("f")).size("f") == "80 × 13")
        #expect(compose(text10("Hi").frame(minWidth: 20, maxWidth: 80).named("f"), width: 10).size("f") == "20 × 13")
    }

    @Test func idealSizeAnswersANilProposal() {
        let scene = compose(Color.red.named("c").frame(idealWidth: 50, idealHeight: 30).named("f").fixedSize())
        #expect(scene.rect("f") == "(75, 35, 50, 30)")
        #expect(scene.rect("c") == "(75, 35, 50, 30)")
        // Only the fixed axis uses the ideal.
        let horizontal = compose(Color.red.frame(idealWidth: 50, idealHeight: 30).named("f").fixedSize(horizontal: true, vertical: false))
        #expect(horizontal.size("f") == "50 × 100")
    }

    @Test func idealSizeIsIgnoredForAConcreteProposal() {
        #expect(compose(Color.red.frame(idealWidth: 50).named("f")).size("f") == "200 × 100")
    }

    @Test func aNilProposalWithoutIdealUsesTheChildWithinTheBounds() {
        // The child answers 10 for nil; min 20 raises it, max 5 lowers it.
        #expect(compose(Color.red.frame(minWidth: 20).named("f").fixedSize()).size("f") == "20 × 10")
        #expect(compose(Color.red.frame(maxWidth: 5).named("f").fixedSize()).size("f") == "5 × 10")
    }

    @Test func heightBoundsWorkLikeWidthBounds() {
        let scene = compose(text10("Hi").named("t").frame(minHeight: 30, maxHeight: .infinity).named("f"))
        #expect(scene.rect("f") == "(95, 0, 10, 100)")
        #expect(scene.rect("t") == "(95, 43.5, 10, 13)")
    }
}
