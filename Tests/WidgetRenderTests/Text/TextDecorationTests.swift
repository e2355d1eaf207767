import Foundation
import Testing

@testable import WidgetRender

/// Strikethrough and underline colours, drawn by Pango over black text on white.
@Suite struct TextDecorationTests {
    private let font = ResolvedFont(size: 40, weight: .bold)

    /// Renders one run of "HHHH" in black on white at scale 1; returns the bitmap and the
    /// text's frame.
    private func render(_ run: ResolvedText.Run) throws -> (Bitmap, CGRect) {
        let (item, frame) = try textItem(ResolvedText(runs: [run]), at: CGPoint(x: 10, y: 10))
        let canvas = CGRect(x: 0, y: 0, width: frame.maxX + 10, height: frame.maxY + 10)
        let bitmap = try Rasterizer.render(DisplayList(size: canvas.size, scale: 1, items: [fill(canvas, white), item]))
        return (bitmap, frame)
    }

    /// The rows of `bitmap` that hold a red pixel, with how many red pixels each holds.
    private func redPixelsPerRow(_ bitmap: Bitmap, matching isRed: (Bitmap.Pixel) -> Bool = { $0.red > 200 && $0.green < 60 && $0.blue < 60 }) -> [Int: Int] {
        var rows: [Int: Int] = [:]
        for y in 0..<bitmap.height {
            let count = (0..<bitmap.width).count(where: { x in bitmap.pixel(x: x, y: y).map(isRed) ?? false })
            if count > 0 { rows[y] = count }
        }
        return rows
    }

    @Test func aRedStrikethroughCrossesBlackTextInTheMiddle() throws {
        let (bitmap, frame) = try render(.init(string: "HHHH", font: font, color: black, strikethrough: true, strikethroughColor: red))
        let rows = redPixelsPerRow(bitmap)
        let fullRows = rows.filter { Double($0.value) >= frame.width * 0.95 }.keys.sorted()
        #expect(!fullRows.isEmpty, "red rows \(rows)")
        // The line runs through the middle of the capitals, across the whole text.
        for row in fullRows {
            #expect(Double(row) > frame.minY + frame.height * 0.3 && Double(row) < frame.minY + frame.height * 0.7, "row \(row) in \(frame)")
        }
        // Some row is solid red across the text (its ends are anti-aliased), even over the
        // glyphs: the line is drawn over them.
        let opaqueRed = Bitmap.Pixel(red: 255, green: 0, blue: 0, alpha: 255)
        let inner = (Int(frame.minX) + 2)..<(Int(frame.maxX) - 2)
        #expect(fullRows.contains { row in inner.allSatisfy { bitmap.pixel(x: $0, y: row) == opaqueRed } }, "rows \(fullRows) in \(frame)")
    }

    @Test func withoutADecorationColourTheLineTakesTheTextColour() throws {
        let (bitmap, _) = try render(.init(string: "HHHH", font: font, color: black, strikethrough: true, underline: true))
        #expect(redPixelsPerRow(bitmap).isEmpty)
    }

    @Test func aColourWithoutItsDecorationDrawsNothing() throws {
        let plain = try render(.init(string: "HHHH", font: font, color: black))
        let coloured = try render(.init(string: "HHHH", font: font, color: black, strikethroughColor: red, underlineColor: red))
        #expect(coloured.0 == plain.0)
    }

    @Test func aRedUnderlineRunsBelowTheBaseline() throws {
        let text = ResolvedText(runs: [.init(string: "HHHH", font: font, color: black, underline: true, underlineColor: red)])
        let metrics = try measure(text)
        let (bitmap, frame) = try render(text.runs[0])
        let rows = redPixelsPerRow(bitmap).filter { Double($0.value) >= frame.width * 0.95 }.keys.sorted()
        #expect(!rows.isEmpty)
        for row in rows {
            #expect(Double(row) >= frame.minY + metrics.firstBaseline && Double(row) < frame.maxY, "row \(row) in \(frame)")
        }
    }

    /// Pango has no decoration alpha: the line takes the run's foreground alpha.
    @Test func decorationsTakeTheRunsAlpha() throws {
        let halfBlack = RGBA(red: 0, green: 0, blue: 0, alpha: 0.5)
        let (bitmap, frame) = try render(.init(string: "HHHH", font: font, color: halfBlack, strikethrough: true, strikethroughColor: red))
        // Red at 50%: (255, 128, 128) over white, (191, 64, 64) over the half-black stems; never
        // the opaque red of a line drawn at the decoration colour's own alpha.
        let pink = redPixelsPerRow(bitmap) { Int($0.red) - Int($0.green) > 100 && $0.green > 40 && $0.green == $0.blue }
        #expect(pink.values.contains { Double($0) >= frame.width * 0.95 }, "pink rows \(pink)")
    }
}
