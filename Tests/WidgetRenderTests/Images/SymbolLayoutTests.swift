import Foundation
import Testing
import WidgetRender

/// Symbols beside text: size per text style and image scale, the text baseline, variants,
/// rendering modes, unknown names.
@Suite struct SymbolLayoutTests {
    static let renderer = Result { try WidgetRenderer() }

    func frame<V: View>(_ view: V, _ id: String, canvas: CGSize = CGSize(width: 200, height: 200)) throws -> CGRect? {
        var env = EnvironmentValues()
        env.displayScale = 3
        return try Self.renderer.get().layout(view, in: canvas, environment: env).frame(of: id)
    }

    /// `circle.fill` is the whole 16-unit box: its side is the point size × the scale factor.
    @Test(arguments: [(Font.body, 17.0), (.caption2, 11), (.largeTitle, 34), (.headline, 17)])
    func aSymbolIsSizedFromItsFont(font: Font, size: Double) throws {
        let f = try #require(try frame(Image(systemName: "circle.fill").font(font).accessibilityIdentifier("s"), "s"))
        let expected = size * 0.9961
        #expect(abs(f.width - expected) < 0.2 && abs(f.height - expected) < 0.2, "\(f.size) vs \(expected)")
    }

    @Test(arguments: [(Image.Scale.small, 0.7886), (.medium, 0.9961), (.large, 1.272)])
    func imageScaleScalesTheSymbol(scale: Image.Scale, factor: Double) throws {
        let f = try #require(try frame(Image(systemName: "circle.fill").imageScale(scale).accessibilityIdentifier("s"), "s"))
        #expect(abs(f.width - 17 * factor) < 0.2, "\(f.width)")
    }

    @Test func symbolsAreCentredOnTheCapHeightAboveTheBaseline() throws {
        let view = HStack(alignment: .firstTextBaseline, spacing: 0) {
            Image(systemName: "circle.fill").accessibilityIdentifier("circle")
            Image(systemName: "minus").accessibilityIdentifier("minus")
            Color.red.frame(width: 2, height: 2).alignmentGuide(.firstTextBaseline) { $0[.bottom] }.accessibilityIdentifier("baseline")
            Text("Hg").accessibilityIdentifier("text")
        }
        let circle = try #require(try frame(view, "circle"))
        let minus = try #require(try frame(view, "minus"))
        let baseline = try #require(try frame(view, "baseline")).maxY
        let capCentre = baseline - 17 * 0.727 / 2
        #expect(abs(circle.midY - capCentre) < 0.5, "\(circle.midY) vs \(capCentre)")
        #expect(abs(minus.midY - capCentre) < 0.5, "\(minus.midY) vs \(capCentre)")
        #expect(minus.height < 3)  // a wide, short symbol has a wide, short frame
    }

    @Test func aHeavierWeightDrawsMoreInk() throws {
        var env = EnvironmentValues()
        env.displayScale = 2
        func ink(_ weight: Font.Weight) throws -> Int {
            let image = try Self.renderer.get().render(Image(systemName: "heart").font(.system(size: 40, weight: weight)), canvas: CGSize(width: 50, height: 50), environment: env)
            let bytes = image.pixels.bytes
            return stride(from: 3, to: bytes.count, by: 4).reduce(0) { $0 + Int(bytes[$1]) }
        }
        let light = try ink(.light)
        let regular = try ink(.regular)
        let black = try ink(.black)
        #expect(light < regular && regular < black, "\(light) \(regular) \(black)")
    }

    /// An entry's garbage as a symbol name: the message shows its start and length, and the
    /// nearest names come from its first 64 characters (the search's cost is bounded by that).
    @Test func aThirtyThousandCharacterNameIsShownShortAndSearchedByItsStart() throws {
        var env = EnvironmentValues()
        env.displayScale = 1
        let name = "sun.maxx" + String(repeating: "q", count: 29_992)
        let image = try Self.renderer.get().render(Image(systemName: name), canvas: CGSize(width: 40, height: 20), environment: env)
        let start = String(name.prefix(64))
        #expect(
            image.diagnostics.map(\.message) == [
                "symbol \"\(start)… (30000 characters)\" is not bundled; a placeholder is drawn. Nearest bundled names: \"sun.max\", \"sun.max.circle\", \"sun.max.circle.fill\"."
            ])
    }

    @Test func anUnknownSymbolIsAPlaceholderNamingTheNearestNames() throws {
        var env = EnvironmentValues()
        env.displayScale = 1
        let view = HStack(spacing: 0) {
            Image(systemName: "sun.maxx")
            Color(red: 1, green: 0, blue: 0).frame(width: 10, height: 10)
        }
        let image = try Self.renderer.get().render(view, canvas: CGSize(width: 40, height: 20), environment: env)
        #expect(image.diagnostics == [Diagnostic(.missingSymbol, "symbol \"sun.maxx\" is not bundled; a placeholder is drawn. Nearest bundled names: \"sun.max\", \"sun.haze\", \"sun.min\".")])
        #expect(image.pixels[x: 28, y: 10] == PixelBuffer.Pixel(red: 255, green: 0, blue: 0, alpha: 255))
    }

    @Test func symbolVariantLooksUpTheFilledName() throws {
        var env = EnvironmentValues()
        env.displayScale = 2
        let outline = try Self.renderer.get().render(Image(systemName: "heart").font(.system(size: 30)), canvas: CGSize(width: 40, height: 40), environment: env)
        let filled = try Self.renderer.get().render(Image(systemName: "heart").symbolVariant(.fill).font(.system(size: 30)), canvas: CGSize(width: 40, height: 40), environment: env)
        #expect(outline.pixels[x: 40, y: 40].alpha == 0)
        #expect(filled.pixels[x: 40, y: 40].alpha == 255)
        // A variant the set lacks falls back to the name without it.
        let fallback = try Self.renderer.get().render(Image(systemName: "wind").symbolVariant(.fill), canvas: CGSize(width: 40, height: 40), environment: env)
        #expect(fallback.diagnostics.isEmpty, "\(fallback.diagnostics)")
    }

    @Test func hierarchicalDrawsTheEnclosureAtHalfOpacity() throws {
        var env = EnvironmentValues()
        env.displayScale = 2
        let view = Image(systemName: "checkmark.circle.fill").font(.system(size: 40)).foregroundStyle(Color(red: 1, green: 0, blue: 0))
        let mono = try Self.renderer.get().render(view.background(Color.white), canvas: CGSize(width: 50, height: 50), environment: env)
        let hier = try Self.renderer.get().render(view.symbolRenderingMode(.hierarchical).background(Color.white), canvas: CGSize(width: 50, height: 50), environment: env)
        // Inside the circle, off the checkmark: solid red in monochrome, half red over white.
        let probe = (x: 50, y: 22)
        #expect(mono.pixels[x: probe.x, y: probe.y] == PixelBuffer.Pixel(red: 255, green: 0, blue: 0, alpha: 255))
        let p = hier.pixels[x: probe.x, y: probe.y]
        #expect(p.red == 255 && abs(Int(p.green) - 128) <= 2, "\(p)")
    }
}
