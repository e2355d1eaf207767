import Foundation
import Testing

@testable import WidgetRender

/// A corner's label drawn bent: where its ink lands, and that it is drawn opaque whatever
/// Pango drew before it.
@Suite struct BentTextTests {
    static let renderer = Result { try WidgetRenderer() }

    /// A labelled corner whose main view is empty, so all its ink is the label's.
    struct LabelOnly: View {
        var body: some View {
            Color.clear.widgetLabel("Hydration")
        }
    }

    private func corner(_ slot: WatchCorner = .topLeading) throws -> RenderedImage {
        var context = WidgetContext(family: .accessoryCorner, device: .watch45mm)
        context.watchCorner = slot
        return try Self.renderer.get().render(LabelOnly(), in: context)
    }

    /// The alpha-weighted centre of the image's ink, in points.
    private func inkCentre(_ image: RenderedImage) -> (x: Double, y: Double, maxAlpha: UInt8) {
        var (sx, sy, sa) = (0.0, 0.0, 0.0)
        var most: UInt8 = 0
        let pixels = image.pixels  // converted from the bitmap on each access
        for y in 0..<pixels.height {
            for x in 0..<pixels.width {
                let a = pixels[x: x, y: y].alpha
                most = max(most, a)
                sx += Double(x) * Double(a)
                sy += Double(y) * Double(a)
                sa += Double(a)
            }
        }
        let scale = Double(image.scale)
        return sa > 0 ? ((sx / sa + 0.5) / scale, (sy / sa + 0.5) / scale, most) : (0, 0, most)
    }

    @Test func theLabelsInkSitsOnItsCircleInsideTheCorner() throws {
        let image = try corner()
        let ink = inkCentre(image)
        // The label's centre lands 114.1 pt from the face's centre (99, 121), towards the corner
        // (−128.6°): (27.8, 31.8); the ink's centre is a little further in (the baseline side of
        // an ascender-heavy word lies towards the centre).
        let distance = hypot(ink.x - 99, ink.y - 121)
        let angle = atan2(ink.y - 121, ink.x - 99) * 180 / .pi
        #expect(abs(distance - 114.1) < 2.5, "ink centre \(ink) is \(distance) pt from the face's centre")
        #expect(abs(angle + 128.6) < 2, "ink centre \(ink) is at \(angle)°")
        // Straight text would put its ink on one row band; bent, the word's ends differ in height.
        let pixels = image.pixels
        let rows = (0..<pixels.height).filter { y in (0..<pixels.width).contains { pixels[x: $0, y: y].alpha > 128 } }
        #expect((rows.max() ?? 0) - (rows.min() ?? 0) > 60, "the label spans \(rows.count) rows: not turned along the corner")
    }

    /// In every corner the label's ink sits on its circle about the face's centre (half the
    /// screen from the slot's corner of the 95 pt image), 114.1 pt out towards the corner.
    @Test(arguments: [
        (WatchCorner.topTrailing, -4.0, 121.0, -51.4),
        (.bottomLeading, 99, -26, 128.6),
        (.bottomTrailing, -4, -26, 51.4),
    ])
    func theLabelsInkSitsInsideEveryCorner(slot: WatchCorner, cx: Double, cy: Double, degrees: Double) throws {
        let image = try corner(slot)
        let ink = inkCentre(image)
        let distance = hypot(ink.x - cx, ink.y - cy)
        let angle = atan2(ink.y - cy, ink.x - cx) * 180 / .pi
        #expect(abs(distance - 114.1) < 2.5, "ink centre \(ink) is \(distance) pt from the face's centre")
        #expect(abs(angle - degrees) < 2, "ink centre \(ink) is at \(angle)°")
    }

    /// A label whose ink is all at its start: a heavy "W" and light dots.
    struct HeavyStart: View {
        var body: some View {
            Color.clear.widgetLabel("W........")
        }
    }

    /// Mirrored, not merely moved: in every corner the label reads left to right, so its heavy
    /// first letter lies left of where the label's centre lands (a line read right to left, or
    /// upside down in a bottom corner, would put it on the right).
    @Test(arguments: WatchCorner.allCases)
    func everyCornersLabelReadsLeftToRight(slot: WatchCorner) throws {
        var context = WidgetContext(family: .accessoryCorner, device: .watch45mm)
        context.watchCorner = slot
        let ink = inkCentre(try Self.renderer.get().render(HeavyStart(), in: context))
        let geometry = [WatchCorner.topLeading: (99.0, 121.0, -128.6), .topTrailing: (-4, 121, -51.4), .bottomLeading: (99, -26, 128.6), .bottomTrailing: (-4, -26, 51.4)]
        let (cx, _, degrees) = try #require(geometry[slot])
        let centreX = cx + 114.1 * cos(degrees * .pi / 180)
        #expect(ink.x < centreX - 2, "\(slot): the ink's centre \(ink) is not left of the label's centre x \(centreX)")
    }

    @Test func aSecondaryLabelDrawnBeforeDoesNotFadeTheBentOne() throws {
        let renderer = try Self.renderer.get()
        // A 60 % text drawn straight first (Pango's shared renderer keeps its alpha).
        _ = try renderer.render(
            Text("Hydration").foregroundStyle(.secondary), in: WidgetContext(family: .accessoryRectangular, device: .watch45mm))
        #expect(inkCentre(try corner()).maxAlpha == 255)
    }
}
