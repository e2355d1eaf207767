import Foundation
import Testing

@testable import WidgetRender

@Suite struct EffectRasterTests {
    private func render(_ items: [DisplayItem], size: CGFloat = 20) throws -> Bitmap {
        try Rasterizer.render(DisplayList(size: CGSize(width: size, height: size), scale: 1, items: items))
    }

    private func effect(_ e: RenderEffect, _ inner: [DisplayItem]) -> [DisplayItem] {
        [DisplayItem(.beginEffect(e))] + inner + [DisplayItem(.endEffect)]
    }

    private let canvas = CGRect(x: 0, y: 0, width: 20, height: 20)

    @Test func saturationZeroTurnsRedGrey() throws {
        let bitmap = try render(effect(.colorMatrix(.saturation(0)), [fill(canvas, red)]))
        let p = try #require(bitmap.pixel(x: 5, y: 5))
        #expect(p.red == p.green && p.green == p.blue)
        #expect(abs(Int(p.red) - 54) <= 1)  // 0.2126 × 255
        #expect(p.alpha == 255)
    }

    @Test func colourInversionKeepsAlpha() throws {
        let bitmap = try render(effect(.colorMatrix(.invert), [fill(canvas, RGBA(red: 1, green: 0, blue: 0, alpha: 0.5))]))
        let p = try #require(bitmap.pixel(x: 5, y: 5))
        #expect(abs(Int(p.alpha) - 128) <= 1)
        // Premultiplied: cyan at half alpha.
        #expect(p.red <= 1 && abs(Int(p.green) - 128) <= 1 && abs(Int(p.blue) - 128) <= 1)
    }

    @Test func blurSpreadsAnEdgeAndKeepsTheMiddle() throws {
        let bitmap = try render(effect(.blur(sigma: 2), [fill(CGRect(x: 0, y: 0, width: 20, height: 40), red)]), size: 40)
        let inside = try #require(bitmap.pixel(x: 10, y: 20))
        let edge = try #require(bitmap.pixel(x: 20, y: 20))
        let outside = try #require(bitmap.pixel(x: 28, y: 20))
        #expect(inside.alpha > 240)
        #expect(edge.alpha > 60 && edge.alpha < 200)
        #expect(outside.alpha < 10)
    }

    @Test func aShadowIsDrawnBelowAndOffset() throws {
        let square = CGRect(x: 4, y: 4, width: 8, height: 8)
        let bitmap = try render(effect(.shadow(color: black, sigma: 0.01, offset: CGSize(width: 4, height: 4)), [fill(square, red)]))
        #expect(bitmap.pixel(x: 6, y: 6) == Bitmap.Pixel(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(bitmap.pixel(x: 14, y: 14) == Bitmap.Pixel(red: 0, green: 0, blue: 0, alpha: 255))
        #expect(bitmap.pixel(x: 2, y: 2)?.alpha == 0)
    }

    @Test func multiplyDarkensWhatIsBelow() throws {
        let bitmap = try render([fill(canvas, RGBA(red: 1, green: 1, blue: 0))] + effect(.blend(.multiply), [fill(canvas, RGBA(red: 0, green: 1, blue: 1))]))
        #expect(bitmap.pixel(x: 5, y: 5) == Bitmap.Pixel(red: 0, green: 255, blue: 0, alpha: 255))
    }

    @Test func destinationOutErasesBelow() throws {
        let bitmap = try render([fill(canvas, red)] + effect(.blend(.destinationOut), [fill(CGRect(x: 0, y: 0, width: 10, height: 20), black)]))
        #expect(bitmap.pixel(x: 5, y: 5)?.alpha == 0)
        #expect(bitmap.pixel(x: 15, y: 5)?.alpha == 255)
    }

    @Test func transformsMoveTheDrawingAndAZeroScaleDrawsNothing() throws {
        let turned = try render(effect(.transform(.rotation(.pi / 2, about: CGPoint(x: 10, y: 10))), [fill(CGRect(x: 0, y: 8, width: 20, height: 4), red)]))
        #expect(turned.pixel(x: 10, y: 2)?.alpha == 255)
        #expect(turned.pixel(x: 2, y: 10)?.alpha == 0)
        let flat = try render(effect(.transform(.scale(0, 0, about: .zero)), [fill(canvas, red)]) + [fill(CGRect(x: 0, y: 0, width: 2, height: 2), blue)])
        #expect(flat.pixel(x: 10, y: 10)?.alpha == 0)
        #expect(flat.pixel(x: 1, y: 1) == Bitmap.Pixel(red: 0, green: 0, blue: 255, alpha: 255))
    }

    @Test func redactedTextIsDrawnAsOneBarPerLine() throws {
        let text = plainText("Redacted words wrap onto lines", size: 12)
        let (item, frame) = try textItem(text, at: CGPoint(x: 2, y: 2), width: 60)
        let bitmap = try Rasterizer.render(DisplayList(size: CGSize(width: 80, height: 80), scale: 1, items: effect(.redactText, [item])))
        // Count the rows that carry a bar: each line's bar is separated by clear rows.
        var bars = 0
        var inBar = false
        for y in Int(frame.minY)..<Int(frame.maxY) {
            let any = (Int(frame.minX)..<Int(frame.maxX)).contains { (bitmap.pixel(x: $0, y: y)?.alpha ?? 0) > 0 }
            if any && !inBar { bars += 1 }
            inBar = any
        }
        #expect(bars >= 2)
        // Bars are the text colour at the placeholder opacity, drawn flat.
        let alphas = Set((0..<80).flatMap { x in (0..<80).compactMap { y in bitmap.pixel(x: x, y: y)?.alpha } }.filter { $0 > 0 })
        #expect(alphas.max().map { abs(Int($0) - 77) <= 1 } == true)
    }
}
