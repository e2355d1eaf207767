import Foundation
import Testing

@testable import WidgetCore

/// The Infograph face's top circular slot: the complication below the bezel, its label bent
/// along the bezel; elsewhere on the watch the label is dropped and reported.
@Suite struct WatchBezelLayoutTests {
    private func f(_ v: CGFloat) -> String { LayoutDump.format((v * 100).rounded() / 100) }

    private func circular<V: View>(_ view: V, placement: WatchPlacement) throws -> ComposedScene {
        var context = WidgetContext(family: .accessoryCircular, device: .watch45mm)
        context.watchPlacement = placement
        return try WidgetComposer(measurer: FakeTextMeasurer()).composeWidget(view, in: context, now: WidgetContext.referenceDate)
    }

    @Test func theBezelGeometryOfA45mmWatch() throws {
        let g = try #require(WatchBezelGeometry(device: .watch45mm))
        #expect(g.canvas == CGSize(width: 198, height: 121))
        #expect(f(g.labelOuterRadius) == "98")
        // 98 − 15.6 − 1 below the face's centre's height 121: the complication's top at 39.6.
        #expect(LayoutDump.rect(g.contentFrame) == "(74, 39.6, 50, 50)")
        #expect(g.labelWidth == 267)
        var context = WidgetContext(family: .accessoryCircular, device: .watch45mm)
        #expect(try context.canvasSize() == CGSize(width: 50, height: 50))
        context.watchPlacement = .bezel
        #expect(try context.canvasSize() == CGSize(width: 198, height: 121))
        #expect(try context.pixelSize() == (396, 242))
        #expect(try context.size() == CGSize(width: 50, height: 50))
    }

    @Test func theLabelIsBentAlongTheBezelAboveTheComplication() throws {
        let scene = try circular(
            Color.blue.accessibilityIdentifier("main").widgetLabel { Text("7,842 steps").accessibilityIdentifier("label") }, placement: .bezel)
        #expect(scene.rect("main") == "(74, 39.6, 50, 50)")
        let texts = scene.displayList.dump().split(separator: "\n").filter { $0.contains("text ") }
        // Its centre lands at (99, 30.5), above the complication's top (39.6).
        #expect(texts == ["  text (66, 57, 66, 15) \"7,842 steps\" color(#FFFFFF) bent about (99, 121) r 90.5 at -90° default"])
        #expect(!scene.diagnostics.contains { $0.kind == .renderingModeAdjusted })
    }

    @Test func onAnotherFaceTheLabelIsDroppedAndReported() throws {
        let scene = try circular(Color.blue.widgetLabel { Text("7,842 steps").accessibilityIdentifier("label") }, placement: .face)
        #expect(scene.rect("label") == "missing")
        #expect(
            scene.diagnostics.filter { $0.kind == .renderingModeAdjusted }.map(\.message) == [
                "a widgetLabel on accessoryCircular shows only along the bezel of the Infograph face's top slot; elsewhere the watch drops it. Set WidgetContext.watchPlacement = .bezel to see it."
            ])
    }
}
