import Foundation
import Testing

@testable import WidgetRender

/// Images and symbols in a corner's curved content (`widgetCurvesContent()`), with the bundled
/// symbols: each is moved onto the circle whole, at its own place, turned to the tangent
/// there; a clip moves with its picture.
@Suite struct CurvedPictureTests {
    static let renderer = Result { try WidgetRenderer() }

    private func scene<V: View>(_ view: V, _ slot: WatchCorner = .topLeading) throws -> ComposedScene {
        var context = WidgetContext(family: .accessoryCorner, device: .watch45mm)
        context.watchCorner = slot
        return try Self.renderer.get().withEngine { engine in
            try WidgetComposer(measurer: engine).composeWidget(view, in: context, now: WidgetContext.referenceDate)
        }
    }

    /// A symbol in curved content is turned to the circle's tangent at its own place (not the
    /// content's centre) and its centre lands on the circle there, as each glyph's does.
    @Test(arguments: [WatchCorner.topLeading, .bottomTrailing])
    func aCurvedSymbolTurnsToTheTangentAtItsOwnPlace(slot: WatchCorner) throws {
        let view = HStack(spacing: 2) {
            Image(systemName: "drop.fill").font(.system(size: 12))
            Text("72°")
        }
        .widgetCurvesContent().widgetLabel("Cupertino")
        let scene = try scene(view, slot)
        let items = scene.displayList.items
        let index = try #require(items.firstIndex { if case .image = $0.operation { true } else { false } })
        guard case .image(let image) = items[index].operation, case .beginEffect(.transform(let t)) = items[index - 1].operation else {
            Issue.record("the symbol is not inside a transform: \(scene.displayList.dump())")
            return
        }
        // The content's band: its frame is centred on the labelled main view (24 pt square in
        // the slot's corner), the bend anchored there.
        let g = try #require(WatchCornerGeometry(device: .watch45mm, corner: slot))
        let anchor = CGPoint(x: g.labeledContentFrame.midX, y: g.labeledContentFrame.midY)
        let bend = g.contentBend(anchor: anchor)
        let centre = CGPoint(x: image.frame.midX, y: image.frame.midY)
        #expect(centre.x < anchor.x - 5, "the symbol leads the line: \(centre)")
        // Where the centre lands: on its row's circle, at the angle its distance along it gives.
        let landed = t.apply(centre)
        let expected = bend.point(for: centre)
        #expect(abs(landed.x - expected.x) < 0.001 && abs(landed.y - expected.y) < 0.001)
        #expect(abs(hypot(landed.x - g.faceCenter.x, landed.y - g.faceCenter.y) - bend.radius(atY: centre.y)) < 0.001)
        // Turned to the tangent there: a rotation (no warp, no scale) by the circle's angle at
        // the symbol, which differs from the angle at the anchor by the symbol's offset / radius.
        let turn = atan2(t.b, t.a)
        #expect(abs(hypot(t.a, t.b) - 1) < 1e-9 && abs(t.a - t.d) < 1e-9 && abs(t.b + t.c) < 1e-9)
        #expect(abs(turn - bend.rotation(at: centre)) < 1e-9)
        let offset = (bend.rotation(at: centre) - bend.rotation(at: anchor)) * 180 / .pi
        let along = (centre.x - anchor.x) / bend.radius(atY: centre.y) * 180 / .pi
        #expect(abs(offset - (slot.isTop ? along : -along)) < 1e-6)
        #expect(abs(offset) > 3, "turned by \(offset)° from the anchor's tangent")
    }

    @Test func aClippedImageInCurvedContentTravelsWithItsClip() throws {
        let scene = try scene(
            Image(systemName: "drop.fill").font(.system(size: 14)).padding(2).background(Color.blue).clipShape(Circle())
                .widgetCurvesContent().widgetLabel("x"))
        let lines = scene.displayList.dump().split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        // The circle's clip: the last one (the widget's own clip, if any, comes first).
        let clip = try #require(lines.lastIndex { $0.hasPrefix("clip") })
        // One transform moves the clip, the plate and the symbol together, ending after the clip.
        #expect(lines[clip - 1].hasPrefix("effect transform"), "\(lines)")
        let endClip = try #require(lines[clip...].firstIndex { $0 == "endClip" })
        try #require(endClip + 1 < lines.count, "\(lines)")
        #expect(lines[endClip + 1] == "endEffect", "\(lines)")
        #expect(lines[clip..<endClip].filter { $0.hasPrefix("effect transform") }.isEmpty, "nothing inside the clip is moved again")
    }
}
