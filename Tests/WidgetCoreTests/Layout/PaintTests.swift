import Foundation
import Testing

@testable import WidgetCore

@Suite struct PaintTests {
    private func operations<V: View>(_ view: V) -> [String] {
        compose(view).displayList.items.map { item in
            switch item.operation {
            case .fill(_, let style, _, _): return "fill \(style)"
            case .stroke: return "stroke"
            case .text(let t): return "text \(t.style)"
            case .beginClip: return "clip"
            case .endClip: return "endClip"
            case .beginGroup(let o): return "group \(o)"
            case .endGroup: return "endGroup"
            case .image: return "image"
            case .beginMask, .beginMaskedContent, .endMask: return "mask"
            case .beginEffect, .endEffect: return "effect"
            case .beginLuminanceToAlpha, .endLuminanceToAlpha: return "luminanceToAlpha"
            }
        }
    }

    @Test func opacityOnOneDrawingFoldsIntoItsColour() {
        #expect(operations(Rectangle().fill(.red).opacity(0.5)) == ["fill color(#FF3B30@0.5)"])
        #expect(operations(text10("a").foregroundStyle(.blue).opacity(0.5)) == ["text color(#007AFF@0.5)"])
    }

    @Test func opacityOnSeveralDrawingsUsesAGroup() {
        #expect(
            operations(
                ZStack {
                    Color.red
                    Color.blue
                }.opacity(0.5)) == ["group 0.5", "fill color(#FF3B30)", "fill color(#007AFF)", "endGroup"])
        #expect(operations(text10("a").strikethrough().opacity(0.5)).first == "group 0.5")
    }

    @Test func zeroOpacityDrawsNothingAndFullOpacityNoGroup() {
        #expect(operations(Rectangle().fill(.red).opacity(0)).isEmpty)
        #expect(operations(Rectangle().fill(.red).opacity(1)) == ["fill color(#FF3B30)"])
    }
}

@Suite struct PixelSnappingTests {
    @Test func framesSnapTheirOriginAndFarCornerToDevicePixelsTiesUp() {
        let painter = Painter(scale: 3)
        // 1/6 pt is half a pixel at @3x: ties round up.
        #expect(painter.snap(CGRect(x: 1.0 / 6, y: 0, width: 10, height: 10)) == CGRect(x: 1.0 / 3, y: 0, width: 10, height: 10))
        // 0.1 pt (0.3 px) rounds down; the far corner 10.1 (30.3 px) rounds down too.
        #expect(painter.snap(CGRect(x: 0.1, y: 0.1, width: 10, height: 10)) == CGRect(x: 0, y: 0, width: 10, height: 10))
        // Adjacent frames share their snapped edge, so no gap or overlap appears between them.
        let a = painter.snap(CGRect(x: 0, y: 0, width: 75.4, height: 1))
        let b = painter.snap(CGRect(x: 75.4, y: 0, width: 24.6, height: 1))
        #expect(a.maxX == b.minX)
        #expect(b.maxX == 100)
        // Non-finite frames draw nothing.
        #expect(painter.snap(CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1)) == .zero)
    }

    @Test func theDisplayListIsSnappedWhileTheLayoutKeepsFractions() {
        var env = EnvironmentValues()
        env.displayScale = 3
        let scene = WidgetComposer(measurer: FakeTextMeasurer()).composeView(
            HStack(spacing: 0) {
                Color.red.frame(width: 10.1)
                Color.blue
            }.named("row"),
            canvas: CGSize(width: 100, height: 10), environment: env)
        #expect(scene.layout.node(withIdentifier: "row")?.children.first?.frame.width == 10.1)
        guard case .fill(_, _, let bounds, _) = scene.displayList.items.first?.operation else {
            Issue.record("no fill")
            return
        }
        #expect(bounds == CGRect(x: 0, y: 0, width: 10, height: 10))
    }
}
