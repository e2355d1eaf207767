import Foundation
import Testing

@testable import WidgetRender

/// Right-to-left text: the layout direction is every paragraph's base direction and decides
/// which edge leading is; Arabic and Hebrew runs read right to left in either direction.
@Suite struct RightToLeftTextTests {
    private func text(_ string: String, direction: LayoutDirection, alignment: TextAlignment = .leading) -> ResolvedText {
        var text = plainText(string, alignment: alignment)
        text.layoutDirection = direction
        return text
    }

    /// The frame of character `index` and the text's measured width.
    private func firstCharacter(_ text: ResolvedText, at index: Int = 0, width: CGFloat? = nil) throws -> (frame: CGRect, width: CGFloat) {
        try TextEnginePool.shared.withEngine { engine in
            let metrics = engine.measure(text, width: width, maxLines: nil, fontScale: 1)
            let frame = try #require(try engine.characterFrame(at: index, of: text, width: width, maxLines: nil, fontScale: 1))
            return (frame, metrics.size.width)
        }
    }

    @Test(arguments: LayoutDirection.allCases)
    func hebrewAndArabicStartAtTheRightEdgeInEitherDirection(direction: LayoutDirection) throws {
        for string in ["שלום עולם", "مرحبا بالعالم"] {
            let (frame, width) = try firstCharacter(text(string, direction: direction))
            #expect(abs(frame.maxX - width) < 0.01, "\(string): first character \(frame) in a line \(width) wide")
            #expect(frame.minX > width / 2)
            #expect(frame.width > 0)
        }
    }

    @Test(arguments: LayoutDirection.allCases)
    func englishStartsAtTheLeftEdgeInEitherDirection(direction: LayoutDirection) throws {
        let (frame, width) = try firstCharacter(text("Hello", direction: direction))
        #expect(frame.minX == 0)
        #expect(frame.maxX < width / 2)
    }

    @Test func digitsAloneTakeTheLayoutDirection() throws {
        // "12 34": no strong character, so the paragraph runs in the layout direction: in a
        // right-to-left layout the first number is on the right.
        let ltr = try firstCharacter(text("12 34", direction: .leftToRight))
        #expect(ltr.frame.minX == 0)
        let rtl = try firstCharacter(text("12 34", direction: .rightToLeft))
        #expect(rtl.frame.minX > rtl.width / 2, "\(rtl)")
    }

    /// A wrapped Hebrew paragraph: the second (shorter) line starts at the right edge with
    /// leading alignment in a right-to-left layout, and not with trailing alignment or in a
    /// left-to-right layout.
    @Test func wrappedLinesAlignToTheLeadingEdgeOfTheLayoutDirection() throws {
        let string = "שלום עולם ומה שלומך היום"
        for (direction, alignment, atRight) in [(LayoutDirection.rightToLeft, TextAlignment.leading, true), (.leftToRight, .leading, false), (.rightToLeft, .trailing, false), (.leftToRight, .trailing, true)] {
            let t = text(string, direction: direction, alignment: alignment)
            // Pango outside the engine's own calls: under the text lock (see TextLock).
            let (lineStart, widest) = try TextEnginePool.shared.withEngine { engine -> (Int, CGFloat) in
                try TextLock.run {
                    let laid = try engine.makeLayout(t, width: 120, maxLines: nil, fontScale: 1)
                    #expect(laid.layout.lineCount == 2)
                    let byte = try #require(laid.layout.startOfLine(1))
                    let characters = laid.layout.text
                    let prefix = String(decoding: Array(characters.utf8).prefix(byte), as: UTF8.self)
                    return (prefix.count, try laid.metrics.size.width)
                }
            }
            let (frame, _) = try firstCharacter(t, at: lineStart, width: 120)
            let context = "\(direction) \(alignment): \(frame) in \(widest)"
            if atRight { #expect(abs(frame.maxX - widest) < 0.01, "\(context)") } else { #expect(frame.maxX < widest - 10, "\(context)") }
        }
    }

    /// English in a right-to-left layout: leading-aligned lines end at the right edge, and the
    /// paragraph's final "!" goes to the left of the text, as SwiftUI shows it.
    @Test func englishInARightToLeftLayoutAlignsRight() throws {
        let t = text("Call the bank about the card today", direction: .rightToLeft)
        let count = t.string.count
        let (last, widest) = try firstCharacter(t, at: count - 1, width: 120)
        #expect(abs(last.maxX - widest) < 0.01, "\(last) in \(widest)")
        let (mark, width) = try firstCharacter(text("Hello!", direction: .rightToLeft), at: 5)
        #expect(mark.minX == 0, "\(mark) in \(width)")
        let (ltrMark, ltrWidth) = try firstCharacter(text("Hello!", direction: .leftToRight), at: 5)
        #expect(abs(ltrMark.maxX - ltrWidth) < 0.01)
    }

    @Test func theRendererPlacesARightToLeftRowFromTheRight() throws {
        let renderer = try WidgetRenderer()
        let view = HStack(spacing: 6) {
            Text(verbatim: "שלום").accessibilityIdentifier("hebrew")
            Image(systemName: "star.fill").accessibilityIdentifier("star")
        }
        .frame(width: 150, alignment: .leading)
        .environment(\.layoutDirection, .rightToLeft)
        let tree = try renderer.layout(view, in: CGSize(width: 150, height: 60))
        let hebrew = try #require(tree.frame(of: "hebrew"))
        let star = try #require(tree.frame(of: "star"))
        #expect(hebrew.maxX == 150)
        #expect(star.maxX == hebrew.minX - 6)
    }
}
