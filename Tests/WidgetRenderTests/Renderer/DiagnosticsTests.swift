import Foundation
import Testing

@testable import WidgetRender

@Suite("Diagnostics")
struct DiagnosticsTests {
    let renderer: WidgetRenderer

    init() throws {
        renderer = try WidgetRenderer()
    }

    private func diagnostics<V: View>(_ view: V, family: WidgetFamily = .systemSmall) throws -> [Diagnostic] {
        try renderer.renderContent(view, family: family).diagnostics
    }

    @Test func textUnderElevenPointsIsReported() throws {
        let d = try diagnostics(Text("Tiny").font(.system(size: 9)))
        #expect(d == [Diagnostic(.smallText, "text \"Tiny\" is 9 pt; widget text should be at least 11 pt. Use .caption2 or larger.")])
        #expect(try diagnostics(Text("Fine").font(.caption2)).isEmpty)
    }

    @Test func truncatedTextIsReportedOnce() throws {
        let d = try diagnostics(Text("A sentence that is far too long for one line").lineLimit(1))
        #expect(d.count == 1)
        #expect(d.first?.kind == .truncatedText)
        #expect(d.first?.message.hasPrefix("text \"A sentence that is far t…\" is truncated to 1 line(s) in ") == true)
    }

    @Test func substitutedDesignsAndCustomFontsAreReported() throws {
        let d = try diagnostics(
            VStack {
                Text("Round").font(.system(size: 15, design: .rounded))
                Text("Brand").font(.custom("Helvetica Neue", size: 15))
            })
        // Every design has a bundled substitute: only the unknown family is reported.
        #expect(d.map(\.kind) == [.fontSubstitution])
        #expect(d.first?.message == "Font.custom(\"Helvetica Neue\") is not bundled; drawn with the default design (Inter). Bundled: Inter, Quicksand, Noto Serif, JetBrains Mono.")
    }

    @Test func contentLargerThanTheContentAreaIsReported() throws {
        let d = try diagnostics(Color.red.frame(width: 100, height: 140))
        #expect(d == [Diagnostic(.contentOverflow, "the content is 100 × 140 pt but the systemSmall content area is 130.67 × 130.67 pt; it is centred and cut off. Make it smaller or let it shrink (Spacer, minimumScaleFactor, lineLimit).")])
    }

    @Test func aColourNoAssetCatalogHasIsReported() throws {
        let d = try diagnostics(Color("BrandBlue"))
        #expect(d.first == Diagnostic(.missingAsset, "Color(\"BrandBlue\") is in none of the asset catalogs searched (none set); drawn magenta. Add the colour set or set WidgetContext.assetCatalogs."))
    }

    @Test func contentMarginsAndTheirOptOut() throws {
        let tagged = Color.red.accessibilityIdentifier("content").containerBackground(for: .widget) { Color.white }
        let withMargins = try renderer.render(tagged, in: WidgetContext(family: .systemMedium))
        #expect(withMargins.layout.frame(of: "content") == CGRect(x: 16, y: 16, width: 312.67, height: 130.67))
        let without = try renderer.render(tagged, in: WidgetContext(family: .systemMedium, contentMarginsDisabled: true))
        #expect(without.layout.frame(of: "content") == CGRect(x: 0, y: 0, width: 344.67, height: 162.67))
        let lockScreen = try renderer.render(tagged, in: WidgetContext(family: .accessoryRectangular))
        #expect(lockScreen.layout.frame(of: "content") == CGRect(x: 0, y: 0, width: 147.67, height: 58))
    }
}

@Suite("Missing glyphs")
struct MissingGlyphDiagnosticsTests {
    @Test func charactersNoBundledFontHasAreReported() throws {
        let renderer = try WidgetRenderer()
        // No CJK font is bundled; the emoji is drawn.
        let d = try renderer.renderContent(Text("日本 👋")).diagnostics
        #expect(d == [Diagnostic(.missingGlyphs, "text \"日本 👋\" has 2 character(s) no bundled font can draw; they show as boxes. Chinese, Japanese and Korean characters are not bundled (Fonts/README.md); use characters of the bundled fonts' scripts.")])
        #expect(try renderer.renderContent(Text("Grüße, Ελλάδα")).diagnostics.isEmpty)
    }
}
