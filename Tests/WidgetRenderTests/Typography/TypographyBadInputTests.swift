import Foundation
import Testing

@testable import WidgetRender

/// Hostile text input gives defined results and diagnostics, never a crash.
@Suite struct TypographyBadInputTests {
    let renderer = Result { try WidgetRenderer() }

    private func frame(_ image: RenderedImage) -> CGRect? { image.layout.frame(of: "t") }

    @Test func aHundredThousandCharacterStringTruncates() throws {
        let long = String(repeating: "lorem ipsum ", count: 8_334)
        let image = try renderer.get().renderContent(Text(long).lineLimit(2).accessibilityIdentifier("t"))
        let f = try #require(frame(image))
        #expect(f.height > 20 && f.height < 50, "\(f)")
        #expect(image.diagnostics.contains { $0.kind == .truncatedText })
    }

    @Test func invalidUTF8DecodedWithReplacementDrawsTheReplacementCharacter() throws {
        let bytes: [UInt8] = [0x48, 0x69, 0xFF, 0xFE, 0x21]
        let string = String(decoding: bytes, as: UTF8.self)
        #expect(string.contains("\u{FFFD}"))
        let image = try renderer.get().renderContent(Text(string).accessibilityIdentifier("t"))
        #expect(try #require(frame(image)).width > 10)
        #expect(!image.diagnostics.contains { $0.kind == .missingGlyphs })
    }

    @Test func aNaNMinimumScaleFactorIsOneWithADiagnostic() throws {
        let image = try renderer.get().renderContent(Text("Hello").minimumScaleFactor(.nan).accessibilityIdentifier("t"))
        #expect(image.diagnostics.contains { $0.kind == .invalidValue && $0.message.hasPrefix("minimumScaleFactor(nan)") })
        let plain = try renderer.get().renderContent(Text("Hello").accessibilityIdentifier("t"))
        #expect(frame(image) == frame(plain))
    }

    @Test func lineLimitZeroIsOneLine() throws {
        let image = try renderer.get().renderContent(Text("one two three four five six seven eight").lineLimit(0).accessibilityIdentifier("t"))
        let f = try #require(frame(image))
        #expect(abs(f.height - 17 * 1.1934) < 0.5, "\(f)")
        #expect(image.diagnostics.contains { $0.kind == .invalidValue })
    }

    @Test func kerningOfMinusAThousandGivesADefinedWidth() throws {
        let image = try renderer.get().renderContent(Text("Hello").kerning(-1000).accessibilityIdentifier("t"))
        let f = try #require(frame(image))
        #expect(f.width.isFinite && f.width >= 0 && f.height > 0, "\(f)")
    }

    @Test func minimumScaleFactorShrinksBeforeTruncating() throws {
        let text = "Headline too long"
        let shrunk = try renderer.get().renderContent(Text(text).font(.title).lineLimit(1).minimumScaleFactor(0.5).accessibilityIdentifier("t"))
        #expect(!shrunk.diagnostics.contains { $0.kind == .truncatedText })
        #expect(try #require(frame(shrunk)).height < 28 * 1.1934)
        let cut = try renderer.get().renderContent(Text(text).font(.title).lineLimit(1).accessibilityIdentifier("t"))
        #expect(cut.diagnostics.contains { $0.kind == .truncatedText })
    }

    @Test func anUnknownCustomFontFallsBackWithADiagnostic() throws {
        let d = try renderer.get().renderContent(Text("Hi").font(.custom("Comic Sans MS", size: 17))).diagnostics
        #expect(d.map(\.kind) == [.fontSubstitution])
        let bundled = try renderer.get().renderContent(Text("Hi").font(.custom("JetBrains Mono", size: 17))).diagnostics
        #expect(bundled.isEmpty, "\(bundled)")
    }

    /// Every design and script of the specimen draws without a substitution or missing glyph.
    @Test(arguments: Font.Design.allCases)
    func bundledDesignsAndScriptsNeedNoSubstitution(design: Font.Design) throws {
        let view = VStack {
            Text("Hamburgefonstiv 0123").fontDesign(design)
            Text("Ωμέγα Привет").fontDesign(design)
            Text("👨‍👩‍👧 🇫🇷 שלום مرحبا नमस्ते สวัสดี").fontDesign(design)
        }
        let d = try renderer.get().renderContent(view, family: .systemLarge).diagnostics
        #expect(!d.contains { $0.kind == .missingGlyphs || $0.kind == .fontSubstitution }, "\(d)")
    }
}

@Suite struct LineSpacingTests {
    @Test func lineSpacingAddsBetweenLinesOnly() throws {
        var spaced = plainText("one\ntwo")
        spaced.lineSpacing = 6
        let plain = try measure(plainText("one\ntwo"))
        let wide = try measure(spaced)
        #expect(abs(wide.size.height - plain.size.height - 6) < 0.01, "\(wide.size.height) vs \(plain.size.height)")
        var single = plainText("one")
        single.lineSpacing = 6
        #expect(abs(try measure(single).size.height - 17 * 1.1934) < 0.01)
    }
}
