import Foundation
import Testing

@testable import WidgetCore

/// The corner's geometry in numbers, and a labelled corner laid out and painted with the fake
/// text measurer: the main view shrinks into the corner, the label's text is bent on a circle
/// about the face's centre.
@Suite struct WatchCornerLayoutTests {
    private func f(_ v: CGFloat) -> String { LayoutDump.format((v * 100).rounded() / 100) }

    @Test func theCornerGeometryOfA45mmWatch() throws {
        let g = try #require(WatchCornerGeometry(device: .watch45mm))
        #expect(g.canvas == CGSize(width: 95, height: 95))
        #expect(g.faceCenter == CGPoint(x: 99, y: 121))
        #expect(g.contentFrame == CGRect(x: 0, y: 0, width: 38, height: 38))
        #expect(g.labeledContentFrame == CGRect(x: 0, y: 0, width: 24, height: 24))
        #expect(g.labelFontSize == 12)
        // From the face's centre (99, 121) to the main view's centre (12, 12): up and to the left.
        #expect(f(g.angle * 180 / .pi) == "-128.6")
        // |(99, 121) − (24, 24)| − 1; with curved content, less the content band (24) and a gap (1).
        #expect(f(g.labelOuterRadius()) == "121.61")
        #expect(f(g.labelOuterRadius(curvedContent: true)) == "96.61")
        #expect(f(g.labelWidth(lineHeight: 15.6)) == "62")
        #expect(f(g.contentWidth) == "60")
    }

    /// Each corner's region mirrors the top-leading one: the face's centre half the screen from
    /// the slot's corner, the main view in that corner, the label's circle and direction
    /// mirrored, clockwise in the top corners and anticlockwise in the bottom ones.
    @Test(arguments: [
        (WatchCorner.topLeading, "(99, 121)", "(0, 0, 38, 38)", "(0, 0, 24, 24)", "-128.6", true),
        (.topTrailing, "(-4, 121)", "(57, 0, 38, 38)", "(71, 0, 24, 24)", "-51.4", true),
        (.bottomLeading, "(99, -26)", "(0, 57, 38, 38)", "(0, 71, 24, 24)", "128.6", false),
        (.bottomTrailing, "(-4, -26)", "(57, 57, 38, 38)", "(71, 71, 24, 24)", "51.4", false),
    ])
    func everyCornerOfA45mmFace(corner: WatchCorner, centre: String, frame: String, labeled: String, degrees: String, clockwise: Bool) throws {
        let g = try #require(WatchCornerGeometry(device: .watch45mm, corner: corner))
        func r(_ rect: CGRect) -> String { "(\(f(rect.minX)), \(f(rect.minY)), \(f(rect.width)), \(f(rect.height)))" }
        #expect(g.canvas == CGSize(width: 95, height: 95))
        #expect("(\(f(g.faceCenter.x)), \(f(g.faceCenter.y)))" == centre)
        #expect(r(g.contentFrame) == frame && r(g.labeledContentFrame) == labeled)
        #expect(f(g.angle * 180 / .pi) == degrees)
        // The same radii and lengths in every corner: the regions are mirror images.
        #expect(f(g.labelOuterRadius()) == "121.61" && f(g.labelOuterRadius(curvedContent: true)) == "96.61")
        #expect(f(g.labelWidth(lineHeight: 15.6)) == "62" && f(g.contentWidth) == "60")
        let bend = g.labelBend(anchor: CGPoint(x: 50, y: 10), lineHeight: 15.6)
        #expect(bend.clockwise == clockwise && f(bend.radius) == "113.81")
        // The anchor lands on the circle at the corner's direction, turned so that the line
        // reads left to right: its baseline points right (cos > 0) in every corner.
        let landing = bend.point(for: CGPoint(x: 50, y: 10))
        #expect(f(hypot(landing.x - g.faceCenter.x, landing.y - g.faceCenter.y)) == "113.81")
        #expect(cos(bend.rotation(at: CGPoint(x: 50, y: 10))) > 0.6)
    }

    @Test func aBottomCornersLineReadsLeftToRightWithItsTopsTowardsTheCentre() {
        // The bottom of a circle of 100 about (99, 121): anticlockwise, a point further right
        // goes further anticlockwise (right and up), a lower row further out.
        let bend = ArcBend(center: CGPoint(x: 99, y: 121), radius: 100, angle: .pi / 2, anchor: CGPoint(x: 50, y: 10), clockwise: false)
        let bottom = bend.point(for: CGPoint(x: 50, y: 10))
        #expect(f(bottom.x) == "99" && f(bottom.y) == "221")
        #expect(f(bend.rotation(at: CGPoint(x: 50, y: 10))) == "0", "upright at the bottom")
        let quarter = bend.point(for: CGPoint(x: 50 + 50 * CGFloat.pi, y: 10))
        #expect(f(quarter.x) == "199" && f(quarter.y) == "121")
        #expect(f(bend.point(for: CGPoint(x: 50, y: 20)).y) == "231", "10 pt lower lands 10 pt further out")
        // A drawing at the anchor moved there whole, unturned.
        let moved = bend.placement(of: CGPoint(x: 50, y: 10)).apply(CGPoint(x: 50, y: 10))
        #expect(f(moved.x) == "99" && f(moved.y) == "221")
        // In the bottom-right corner (51.4°) the baseline rises to the right: turned by −38.6°.
        var corner = bend
        corner.angle = 51.4 * .pi / 180
        #expect(f(corner.rotation(at: CGPoint(x: 50, y: 10)) * 180 / .pi) == "-38.6")
    }

    @Test func theSmallestAndNewestCasesTakeTheirColumns() throws {
        let small = try #require(WatchCornerGeometry(device: .watch40mm))
        #expect(small.labelFontSize == 10 && small.labeledContentFrame.width == 20 && small.canvas.width == 80)
        let series10 = try #require(WatchCornerGeometry(device: .watch42mm))
        #expect(series10.column == .mm44 && series10.labelFontSize == 11 && series10.side == 30)
        let ultra3 = try #require(WatchCornerGeometry(device: .watch49mmUltra3))
        #expect(ultra3.column == .mm45 && ultra3.faceCenter == CGPoint(x: 105.5, y: 128.5))
        #expect(WatchCornerGeometry(device: .iPhone6_1) == nil)
    }

    @Test func aBendKeepsLengthAlongItsCircle() {
        let bend = ArcBend(center: CGPoint(x: 99, y: 121), radius: 100, angle: -.pi / 2, anchor: CGPoint(x: 50, y: 10))
        let top = bend.point(for: CGPoint(x: 50, y: 10))
        #expect(f(top.x) == "99" && f(top.y) == "21")
        // 10 pt lower lands 10 pt closer to the centre; 100·π/2 further right, a quarter turn clockwise.
        let lower = bend.point(for: CGPoint(x: 50, y: 20))
        #expect(f(lower.y) == "31")
        // On that row, 90·π/2 further right is a quarter turn: every row keeps its length.
        let lowerQuarter = bend.point(for: CGPoint(x: 50 + 45 * CGFloat.pi, y: 20))
        #expect(f(lowerQuarter.x) == "189" && f(lowerQuarter.y) == "121")
        let quarter = bend.point(for: CGPoint(x: 50 + 50 * CGFloat.pi, y: 10))
        #expect(f(quarter.x) == "199" && f(quarter.y) == "121")
        #expect(f(bend.rotation(at: CGPoint(x: 50, y: 10))) == "0")
        let moved = bend.placement(of: CGPoint(x: 50, y: 10)).apply(CGPoint(x: 50, y: 10))
        #expect(f(moved.x) == "99" && f(moved.y) == "21")
    }

    private func corner<V: View>(_ view: V, _ device: DeviceProfile = .watch45mm) throws -> ComposedScene {
        try WidgetComposer(measurer: FakeTextMeasurer())
            .composeWidget(view, in: WidgetContext(family: .accessoryCorner, device: device), now: WidgetContext.referenceDate)
    }

    @Test func aLabelShrinksTheMainViewIntoTheCornerAndBendsInsideIt() throws {
        let scene = try corner(
            Color.blue.accessibilityIdentifier("main")
                .widgetLabel { Text("Hydration").accessibilityIdentifier("label") })
        #expect(scene.layout.canvas == CGSize(width: 95, height: 95))
        #expect(scene.rect("main") == "(0, 0, 24, 24)")
        #expect(scene.rect("label") == "(4, 0, 54, 15)")
        let texts = scene.displayList.dump().split(separator: "\n").filter { $0.contains("text ") }
        #expect(texts == ["  text (4, 0, 54, 15) \"Hydration\" color(#FFFFFF) bent about (99, 121) r 114.113 at -128.6° default"])
        #expect(!scene.diagnostics.contains { $0.kind == .contentOverflow })
    }

    @Test func inTheBottomTrailingCornerTheMainViewAndItsLabelSitInThatCorner() throws {
        var context = WidgetContext(family: .accessoryCorner, device: .watch45mm)
        context.watchCorner = .bottomTrailing
        #expect(try context.canvasSize() == CGSize(width: 95, height: 95))
        #expect(context.contentFrame(in: CGSize(width: 95, height: 95)) == CGRect(x: 57, y: 57, width: 38, height: 38))
        let scene = try WidgetComposer(measurer: FakeTextMeasurer())
            .composeWidget(
                Color.blue.accessibilityIdentifier("main").widgetLabel { Text("Hydration").accessibilityIdentifier("label") }, in: context,
                now: WidgetContext.referenceDate)
        #expect(scene.rect("main") == "(71, 71, 24, 24)")
        let texts = scene.displayList.dump().split(separator: "\n").filter { $0.contains("text ") }
        #expect(texts.count == 1)
        #expect(texts.first?.hasSuffix("bent about (-4, -26) r 114.113 at 51.4° anticlockwise default") == true, "\(texts)")
    }

    @Test func aRightToLeftWidgetKeepsItsPhysicalCorner() throws {
        var context = WidgetContext(family: .accessoryCorner, device: .watch45mm)
        context.watchCorner = .topTrailing
        context.layoutDirection = .rightToLeft
        let scene = try WidgetComposer(measurer: FakeTextMeasurer())
            .composeWidget(Color.blue.accessibilityIdentifier("main").widgetLabel("x"), in: context, now: WidgetContext.referenceDate)
        #expect(scene.rect("main") == "(71, 0, 24, 24)")
    }

    @Test func curvedContentTakesTheOuterBandAndTheLabelMovesInside() throws {
        let scene = try corner(
            Text("72°").accessibilityIdentifier("main").widgetCurvesContent()
                .widgetLabel { Text("Cupertino") })
        let texts = scene.displayList.dump().split(separator: "\n").filter { $0.contains("text ") }
        #expect(
            texts == [
                "  text (-0.5, 1.5, 25.5, 21.5) \"72°\" color(#FFFFFF) bent about (99, 121) r 109.613 at -128.6° default",
                "  text (23.5, 0, 54, 15) \"Cupertino\" color(#FFFFFF) bent about (99, 121) r 89.113 at -128.6° default",
            ])
    }

    @Test func withoutALabelTheMainViewKeepsTheWholeCornerAndNothingCurves() throws {
        let scene = try corner(Text("72°").accessibilityIdentifier("main").widgetCurvesContent())
        #expect(scene.rect("main") == "(6.25, 8.25, 25.5, 21.5)")
        #expect(!scene.displayList.dump().contains("bent"))
        #expect(
            scene.diagnostics.filter { $0.kind == .renderingModeAdjusted }.map(\.message) == [
                "widgetCurvesContent() curves an accessoryCorner's content only beside a widgetLabel, which this corner has none of; it is drawn straight. Add .widgetLabel(…) after widgetCurvesContent()."
            ])
    }

    @Test func curvedShapesAreMovedOntoTheCurveWhole() throws {
        let scene = try corner(Circle().frame(width: 10, height: 10).widgetCurvesContent().widgetLabel("x"))
        let lines = scene.displayList.dump().split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let fill = try #require(lines.firstIndex { $0.hasPrefix("fill") })
        // Turned by −128.6° + 90° (cos 0.782, sin −0.624) and moved onto the content's band.
        #expect(lines[fill - 1] == "effect transform [0.782 -0.624 0.624 0.782 13.756 33.437]")
        #expect(lines[fill + 1].hasPrefix("end"))
    }

    @Test func curvedTextInsideAClipIsReported() throws {
        let clipped = try corner(Text("72°").padding(2).background(Color.blue).clipShape(Capsule()).widgetCurvesContent().widgetLabel("x"))
        #expect(
            clipped.diagnostics.filter { $0.kind == .unsupported }.map(\.message) == [
                "widgetCurvesContent() bends text glyph by glyph, but a clip, mask or transform around that text stays straight and may cut or misplace it. Put the clip or mask on the content's images and shapes, not around its text."
            ])
        // An opacity group around curved text is fine: nothing to report.
        let faded = try corner(Text("72°").opacity(0.5).widgetCurvesContent().widgetLabel("x"))
        #expect(!faded.diagnostics.contains { $0.kind == .unsupported })
    }

    @Test func aLabelThatIsNotTextIsMovedWholeAndReported() throws {
        let scene = try corner(Color.blue.widgetLabel { Capsule().frame(width: 30, height: 4) })
        #expect(
            scene.diagnostics.filter { $0.kind == .unsupported }.map(\.message) == [
                "an accessoryCorner's widgetLabel is bent glyph by glyph only when it is text; its Capsule is moved onto the curve whole, straight. Use a Text label for a curved one."
            ])
    }

    @Test func offTheWatchALabelIsLaidStraightOverTheBottom() throws {
        let scene = try WidgetComposer(measurer: FakeTextMeasurer())
            .composeWidget(
                Color.blue.widgetLabel { Text("Label").accessibilityIdentifier("label") }, in: WidgetContext(family: .accessoryCircular),
                now: WidgetContext.referenceDate)
        #expect(!scene.displayList.dump().contains("bent"))
        #expect(scene.rect("label") != "missing")
    }
}
