import Foundation
import Testing

@testable import WidgetRender

/// `contentShape`: the tap target of a control is the bounding box of its label's shape.
@Suite("Content shapes")
struct ContentShapeTests {
    let renderer: WidgetRenderer

    init() throws {
        renderer = try WidgetRenderer()
    }

    private func render<V: View>(_ view: V) throws -> RenderedImage {
        try renderer.render(view.containerBackground(for: .widget) { Color.white }, in: WidgetContext(family: .systemMedium))
    }

    private func linkFrame<V: View>(_ label: V) throws -> CGRect {
        let targets = try render(Link(destination: URL(string: "app://a")!) { label }).tapTargets
        return try #require(targets.first { $0.kind == .link }).frame
    }

    private let label = Color.blue.frame(width: 100, height: 40)

    @Test func aCircleInAWideLabelNarrowsTheTapTargetToItsSquare() throws {
        let plain = try linkFrame(label)
        #expect(plain.size == CGSize(width: 100, height: 40))
        let circle = try linkFrame(label.contentShape(Circle()))
        #expect(circle.size == CGSize(width: 40, height: 40))
        #expect(circle.midX == plain.midX)
        #expect(circle.midY == plain.midY)
    }

    @Test func aShapeFillingTheLabelKeepsItsFrame() throws {
        #expect(try linkFrame(label.contentShape(Capsule())) == linkFrame(label))
        #expect(try linkFrame(label.contentShape(Rectangle(), eoFill: true)) == linkFrame(label))
    }

    @Test func onlyTheInteractionKindChangesTheTapTarget() throws {
        #expect(try linkFrame(label.contentShape(.accessibility, Circle())).width == 100)
        #expect(try linkFrame(label.contentShape([.interaction, .accessibility], Circle())).width == 40)
    }

    @Test func aTapBesideTheShapeMissesTheControl() throws {
        let image = try render(
            Link(destination: URL(string: "app://a")!) { label.contentShape(Circle()) }.widgetURL(URL(string: "app://home")))
        let link = try #require(image.tapTargets.first { $0.kind == .link })
        let beside = CGPoint(x: link.frame.minX - 10, y: link.frame.midY)
        let hit = image.tapTargets.last { $0.kind != .widgetURL && $0.frame.contains(beside) }
        #expect(hit == nil)
    }

    @Test func theShapeIsNotDrawn() throws {
        let plain = try render(label).pngData()
        let shaped = try render(label.contentShape(Circle())).pngData()
        #expect(plain == shaped)
    }
}
