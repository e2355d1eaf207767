import Foundation
import Testing

@testable import WidgetRender

@Suite struct RasterizerTests {
    private let opaqueWhite = Bitmap.Pixel(red: 255, green: 255, blue: 255, alpha: 255)
    private let opaqueRed = Bitmap.Pixel(red: 255, green: 0, blue: 0, alpha: 255)

    private func expectPixel(_ bitmap: Bitmap, _ x: Int, _ y: Int, near expected: (Int, Int, Int, Int), tolerance: Int = 1, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let pixel = try #require(bitmap.pixel(x: x, y: y), sourceLocation: sourceLocation)
        let channels = [Int(pixel.red), Int(pixel.green), Int(pixel.blue), Int(pixel.alpha)]
        let wanted = [expected.0, expected.1, expected.2, expected.3]
        #expect(zip(channels, wanted).allSatisfy { abs($0 - $1) <= tolerance }, "pixel (\(x), \(y)) is \(pixel), expected \(wanted)", sourceLocation: sourceLocation)
    }

    @Test func aRedRectangleOnWhiteHasExactPixels() throws {
        let list = DisplayList(
            size: CGSize(width: 10, height: 10), scale: 2,
            items: [
                fill(CGRect(x: 0, y: 0, width: 10, height: 10), white),
                fill(CGRect(x: 2, y: 2, width: 4, height: 4), red),
            ])
        let bitmap = try Rasterizer.render(list)
        #expect(bitmap.width == 20 && bitmap.height == 20)
        #expect(bitmap.bytes.count == 20 * 20 * 4)
        #expect(bitmap.pixel(x: 0, y: 0) == opaqueWhite)
        #expect(bitmap.pixel(x: 4, y: 4) == opaqueRed)
        #expect(bitmap.pixel(x: 11, y: 11) == opaqueRed)
        #expect(bitmap.pixel(x: 12, y: 11) == opaqueWhite)
        #expect(bitmap.pixel(x: 3, y: 4) == opaqueWhite)
        #expect(bitmap.pixel(x: 19, y: 19) == opaqueWhite)
    }

    @Test func uncoveredPixelsAreTransparent() throws {
        let bitmap = try Rasterizer.render(DisplayList(size: CGSize(width: 3, height: 2), scale: 1))
        #expect(bitmap.bytes == [UInt8](repeating: 0, count: 3 * 2 * 4))
    }

    @Test func theCanvasRoundsSizeTimesScale() throws {
        let bitmap = try Rasterizer.render(DisplayList(size: CGSize(width: 10.2, height: 10.1), scale: 3))
        #expect(bitmap.width == 31 && bitmap.height == 30)
    }

    @Test func aClipLimitsLaterFills() throws {
        let list = DisplayList(
            size: CGSize(width: 10, height: 10), scale: 1,
            items: [
                fill(CGRect(x: 0, y: 0, width: 10, height: 10), white),
                DisplayItem(.beginClip(Path(CGRect(x: 0, y: 0, width: 5, height: 10)))),
                fill(CGRect(x: 0, y: 0, width: 10, height: 10), red),
                DisplayItem(.endClip),
                fill(CGRect(x: 0, y: 8, width: 10, height: 2), blue),
            ])
        let bitmap = try Rasterizer.render(list)
        #expect(bitmap.pixel(x: 4, y: 0) == opaqueRed)
        #expect(bitmap.pixel(x: 5, y: 0) == opaqueWhite)
        // After endClip the whole canvas is drawable again.
        #expect(bitmap.pixel(x: 9, y: 9) == Bitmap.Pixel(red: 0, green: 0, blue: 255, alpha: 255))
    }

    @Test func anOpacityGroupBlendsItsContentOnce() throws {
        let list = DisplayList(
            size: CGSize(width: 10, height: 10), scale: 1,
            items: [
                fill(CGRect(x: 0, y: 0, width: 10, height: 10), white),
                DisplayItem(.beginGroup(opacity: 0.5)),
                fill(CGRect(x: 0, y: 0, width: 6, height: 10), red),
                fill(CGRect(x: 4, y: 0, width: 6, height: 10), blue),
                DisplayItem(.endGroup),
            ])
        let bitmap = try Rasterizer.render(list)
        // red at 50% over white: (255, 127.5, 127.5)
        try expectPixel(bitmap, 1, 5, near: (255, 128, 128, 255))
        // Overlap: the group holds opaque blue there, blended once.
        try expectPixel(bitmap, 5, 5, near: (128, 128, 255, 255))
        try expectPixel(bitmap, 9, 5, near: (128, 128, 255, 255))
    }

    @Test func aLinearGradientRunsBetweenItsUnitPoints() throws {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 4)
        let list = DisplayList(
            size: rect.size, scale: 1,
            items: [
                fill(
                    rect,
                    .linearGradient(
                        [GradientStop(color: red, location: 0), GradientStop(color: blue, location: 1)],
                        start: .leading, end: .trailing
                    ))
            ])
        let bitmap = try Rasterizer.render(list)
        // Pixel centres at x = 0.5 and 99.5: 0.5% from each end.
        try expectPixel(bitmap, 0, 2, near: (254, 0, 1, 255))
        try expectPixel(bitmap, 99, 2, near: (1, 0, 254, 255))
        try expectPixel(bitmap, 50, 2, near: (126, 0, 129, 255))
    }

    @Test func evenOddLeavesTheInnerSubpathEmpty() throws {
        var path = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        path.addRect(CGRect(x: 3, y: 3, width: 4, height: 4))
        let evenOdd = try Rasterizer.render(
            DisplayList(
                size: CGSize(width: 10, height: 10), scale: 1,
                items: [
                    DisplayItem(.fill(path, style: .color(red), bounds: .zero, rule: .evenOdd))
                ]))
        let nonZero = try Rasterizer.render(
            DisplayList(
                size: CGSize(width: 10, height: 10), scale: 1,
                items: [
                    DisplayItem(.fill(path, style: .color(red), bounds: .zero, rule: .nonZero))
                ]))
        #expect(evenOdd.pixel(x: 5, y: 5)?.alpha == 0)
        #expect(evenOdd.pixel(x: 1, y: 1) == opaqueRed)
        #expect(nonZero.pixel(x: 5, y: 5) == opaqueRed)
    }

    @Test func strokesFollowTheirWidthAndDash() throws {
        var line = Path()
        line.move(to: CGPoint(x: 0, y: 5))
        line.addLine(to: CGPoint(x: 20, y: 5))
        let list = DisplayList(
            size: CGSize(width: 20, height: 10), scale: 1,
            items: [
                DisplayItem(.stroke(line, style: .color(red), bounds: .zero, stroke: StrokeStyle(lineWidth: 2, dash: [5, 5])))
            ])
        let bitmap = try Rasterizer.render(list)
        #expect(bitmap.pixel(x: 2, y: 4) == opaqueRed)
        #expect(bitmap.pixel(x: 2, y: 5) == opaqueRed)
        #expect(bitmap.pixel(x: 2, y: 6)?.alpha == 0)
        #expect(bitmap.pixel(x: 7, y: 4)?.alpha == 0)  // in the first gap
        #expect(bitmap.pixel(x: 12, y: 4) == opaqueRed)
    }

    @Test func quadCurvesAreDrawn() throws {
        let path = Path { p in
            p.move(to: CGPoint(x: 0, y: 20))
            p.addQuadCurve(to: CGPoint(x: 20, y: 20), control: CGPoint(x: 10, y: 0))
            p.closeSubpath()
        }
        let bitmap = try Rasterizer.render(
            DisplayList(
                size: CGSize(width: 20, height: 20), scale: 1,
                items: [
                    DisplayItem(.fill(path, style: .color(red), bounds: .zero, rule: .nonZero))
                ]))
        // The curve peaks at y = 10 (halfway to its control point).
        #expect(bitmap.pixel(x: 10, y: 12) == opaqueRed)
        #expect(bitmap.pixel(x: 10, y: 8)?.alpha == 0)
    }

    /// A malformed list is refused with a message naming the items, instead of being drawn
    /// with its mismatched ends silently ignored.
    @Test func malformedNestingIsRefusedNamingTheItems() throws {
        let list = DisplayList(
            size: CGSize(width: 4, height: 4), scale: 1,
            items: [
                DisplayItem(.endGroup),
                DisplayItem(.endClip),
                DisplayItem(.beginGroup(opacity: 1)),
                DisplayItem(.beginClip(Path(CGRect(x: 0, y: 0, width: 2, height: 4)))),
                fill(CGRect(x: 0, y: 0, width: 4, height: 4), red),
                DisplayItem(.endGroup),  // mismatched: the clip is innermost
                fill(CGRect(x: 0, y: 0, width: 4, height: 4), .color(RGBA(red: 0, green: 0, blue: 0, alpha: 0))),
                DisplayItem(.stroke(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), style: .color(red), bounds: .zero, stroke: StrokeStyle(dash: [0, 0]))),
            ])
        #expect(
            list.invariantViolations() == [
                "item 0: endGroup does not match the innermost scope (nothing open)",
                "item 1: endClip does not match the innermost scope (nothing open)",
                "item 5: endGroup does not match the innermost scope (clip opened at item 3)",
                "item 2: group is never closed",
                "item 3: clip is never closed",
            ])
        #expect(throws: WidgetRenderError.self) { try Rasterizer.render(list) }
    }

    @Test func textDrawsInsideItsFrameOnly() throws {
        let (item, frame) = try textItem(plainText("Hello, widget"), at: CGPoint(x: 10, y: 12))
        let list = DisplayList(size: CGSize(width: 140, height: 50), scale: 2, items: [item])
        let bitmap = try Rasterizer.render(list)
        var inside = 0
        var outside = 0
        // One pixel of slack for antialiasing at the logical rectangle's edges.
        let slack = frame.insetBy(dx: -0.5, dy: -0.5)
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where (bitmap.pixel(x: x, y: y)?.alpha ?? 0) > 0 {
                let centre = CGPoint(x: (CGFloat(x) + 0.5) / 2, y: (CGFloat(y) + 0.5) / 2)
                if slack.contains(centre) { inside += 1 } else { outside += 1 }
            }
        }
        #expect(inside > 200)
        #expect(outside == 0)
    }

    @Test func textUsesItsRunColourOrTheDrawingStyle() throws {
        let font = ResolvedFont(size: 20, weight: .black)
        let text = ResolvedText(runs: [.init(string: "HHH", font: font), .init(string: "HHH", font: font, color: blue)])
        let (item, frame) = try textItem(text, at: .zero, style: .color(red))
        let bitmap = try Rasterizer.render(DisplayList(size: frame.size, scale: 1, items: [item]))
        var left: [Bitmap.Pixel] = []
        var right: [Bitmap.Pixel] = []
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                guard let pixel = bitmap.pixel(x: x, y: y), pixel.alpha > 0 else { continue }
                if x < bitmap.width * 2 / 5 { left.append(pixel) }
                if x > bitmap.width * 3 / 5 { right.append(pixel) }
            }
        }
        #expect(left.count > 50 && right.count > 50)
        #expect(left.allSatisfy { $0.red == $0.alpha && $0.blue == 0 && $0.green == 0 })
        #expect(right.allSatisfy { $0.blue == $0.alpha && $0.red == 0 && $0.green == 0 })
    }

    @Test(arguments: [(TextAlignment.leading, 0.0), (.center, 0.5), (.trailing, 1.0)], [nil, 200] as [CGFloat?])
    func linesAlignWithinTheWidestLine(placement: (alignment: TextAlignment, position: Double), width: CGFloat?) throws {
        let (alignment, position) = placement
        let text = plainText("I\nIIIIIIIIIIII", size: 20, weight: .black, alignment: alignment)
        let (item, frame) = try textItem(text, at: .zero, width: width)
        let bitmap = try Rasterizer.render(DisplayList(size: frame.size, scale: 1, items: [item]))
        // The ink of the short first line, in its upper half.
        var columns: [Int] = []
        for y in 0..<Int(frame.height / 4) {
            for x in 0..<bitmap.width where (bitmap.pixel(x: x, y: y)?.alpha ?? 0) > 128 { columns.append(x) }
        }
        let minX = try #require(columns.min())
        let maxX = try #require(columns.max())
        let centre = Double(minX + maxX + 1) / 2
        let slack = Double(maxX - minX + 1) / 2 + 3  // half the "I" plus side bearings
        let expected = slack + position * (Double(frame.width) - 2 * slack)
        #expect(abs(centre - expected) < 3, "first line centred at \(centre), expected about \(expected) in \(frame.width)")
    }

    @Test(arguments: [
        CGSize(width: 20_000, height: 10),
        CGSize(width: CGFloat.nan, height: 10),
        CGSize(width: CGFloat.infinity, height: 10),
        CGSize(width: 0, height: 10),
        CGSize(width: -5, height: 10),
    ])
    func absurdCanvasSizesAreErrors(size: CGSize) {
        #expect(throws: WidgetRenderError.self) {
            _ = try Rasterizer.render(DisplayList(size: size, scale: 1))
        }
    }

    @Test func theSizeErrorExplainsTheLimit() {
        #expect(
            throws: WidgetRenderError(
                "cannot render a canvas of 10000.0×10.0 points at scale 3.0; expected a finite size and scale giving 1 to 16384 pixels per side"
            )
        ) {
            _ = try Rasterizer.render(DisplayList(size: CGSize(width: 10_000, height: 10), scale: 3))
        }
    }
}
