import Foundation
import Testing

@testable import WidgetRender

@Suite("UIImage cap insets and rendering modes")
struct UIImageResizingTests {
    /// A 4 × 4 PNG: a red 1-pixel frame around a blue middle.
    private func framedSquare() throws -> UIImage {
        let renderer = try WidgetRenderer()
        var env = EnvironmentValues()
        env.displayScale = 1
        let view = ZStack {
            Color.red
            Color.blue.padding(1)
        }.frame(width: 4, height: 4)
        let png = try renderer.render(view, canvas: CGSize(width: 4, height: 4), environment: env).pngData()
        return try #require(UIImage(data: png))
    }

    @Test func capInsetsAreKeptAndCopied() throws {
        let image = try framedSquare()
        let insets = UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
        let resizable = image.resizableImage(withCapInsets: insets, resizingMode: .stretch)
        #expect(resizable.capInsets == insets && resizable.resizingMode == .stretch)
        #expect(image.resizableImage(withCapInsets: insets).resizingMode == .tile)
        #expect(resizable.size == image.size)
        #expect(resizable.withRenderingMode(.alwaysTemplate).capInsets == insets)
        #expect(resizable != image)
    }

    @Test func aResizableUIImageKeepsItsCapsWhenStretched() throws {
        let renderer = try WidgetRenderer()
        var env = EnvironmentValues()
        env.displayScale = 1
        let image = try framedSquare().resizableImage(withCapInsets: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1), resizingMode: .stretch)
        let drawn = try renderer.render(Image(uiImage: image).resizable().frame(width: 20, height: 20), canvas: CGSize(width: 20, height: 20), environment: env)
        #expect(drawn.diagnostics.isEmpty, "\(drawn.diagnostics)")
        let edge = try #require(drawn.bitmap.pixel(x: 0, y: 10))
        let middle = try #require(drawn.bitmap.pixel(x: 10, y: 10))
        let inside = try #require(drawn.bitmap.pixel(x: 2, y: 10))
        #expect(edge.red > 200 && edge.blue < 100, "the 1-pixel cap stays red: \(edge)")
        #expect(inside.blue > 200 && inside.red < 50, "without caps the red edge would stretch to 5 pixels: \(inside)")
        #expect(middle.blue > 200)
    }

    @Test func alwaysTemplateDrawsInTheForegroundStyle() throws {
        let renderer = try WidgetRenderer()
        var env = EnvironmentValues()
        env.displayScale = 1
        let image = try framedSquare()
        let template = try renderer.render(Image(uiImage: image.withRenderingMode(.alwaysTemplate)).foregroundStyle(Color.green), canvas: CGSize(width: 4, height: 4), environment: env)
        let original = try renderer.render(Image(uiImage: image.withRenderingMode(.alwaysOriginal)).foregroundStyle(Color.green), canvas: CGSize(width: 4, height: 4), environment: env)
        let t = try #require(template.bitmap.pixel(x: 2, y: 2))
        let o = try #require(original.bitmap.pixel(x: 2, y: 2))
        #expect(t.green > 150 && t.red < 100 && t.blue < 120, "\(t)")
        #expect(o.blue > 200 && o.red < 50, "\(o)")
    }
}
