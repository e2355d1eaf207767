import Foundation
import Testing
import WidgetRender

/// `Tests/Fixtures/Widget.xcassets`: colour sets (any/dark, floats, 8-bit, hex), a 3-scale
/// image set, a namespaced SVG, a template image, and broken entries.
@Suite struct AssetCatalogTests {
    static let catalog = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/Widget.xcassets")
    static let renderer = Result { try WidgetRenderer() }

    func render<V: View>(_ view: V, size: CGSize = CGSize(width: 40, height: 20), scale: CGFloat = 1, scheme: ColorScheme = .light, catalogs: [URL] = [catalog]) throws -> RenderedImage {
        var env = EnvironmentValues()
        env.displayScale = scale
        env.colorScheme = scheme
        env.assetCatalogs = catalogs
        return try Self.renderer.get().render(view, canvas: size, environment: env)
    }

    @Test func aColourSetHasItsAnyAndDarkAppearances() throws {
        let light = try render(Color("Brand"))
        #expect(light.pixels[x: 5, y: 5] == PixelBuffer.Pixel(red: 51, green: 102, blue: 204, alpha: 255))
        #expect(light.diagnostics.isEmpty, "\(light.diagnostics)")
        let dark = try render(Color("Brand"), scheme: .dark)
        #expect(dark.pixels[x: 5, y: 5] == PixelBuffer.Pixel(red: 255, green: 128, blue: 0, alpha: 255))
    }

    @Test func hexComponentsAndColourResources() throws {
        let image = try render(Color(ColorResource(name: "Hex", bundle: .main)).background(Color.white))
        // 0x33 0x66 0x99 at 50 % over white.
        let p = image.pixels[x: 5, y: 5]
        #expect(abs(Int(p.red) - 153) <= 1 && abs(Int(p.green) - 178) <= 1 && abs(Int(p.blue) - 204) <= 1)
    }

    @Test func theImageOfTheDisplayScaleIsPicked() throws {
        let expected: [(CGFloat, PixelBuffer.Pixel)] = [
            (1, .init(red: 255, green: 0, blue: 0, alpha: 255)),
            (2, .init(red: 0, green: 255, blue: 0, alpha: 255)),
            (3, .init(red: 0, green: 0, blue: 255, alpha: 255)),
        ]
        for (scale, pixel) in expected {
            let image = try render(Image("Dot"), size: CGSize(width: 10, height: 10), scale: scale)
            #expect(image.pixels[x: Int(5 * scale), y: Int(5 * scale)] == pixel, "scale \(scale)")
            let tree = try Self.renderer.get().layout(Image("Dot").accessibilityIdentifier("dot"), in: CGSize(width: 50, height: 50), environment: env(scale))
            #expect(tree.frame(of: "dot")?.size == CGSize(width: 10, height: 10))
        }
    }

    @Test func theDarkAppearanceOfAnImageSetIsPickedInDarkMode() throws {
        let image = try render(Image("Dot"), size: CGSize(width: 10, height: 10), scale: 2, scheme: .dark)
        #expect(image.pixels[x: 10, y: 10] == PixelBuffer.Pixel(red: 255, green: 204, blue: 0, alpha: 255))
    }

    func env(_ scale: CGFloat) -> EnvironmentValues {
        var env = EnvironmentValues()
        env.displayScale = scale
        env.assetCatalogs = [Self.catalog]
        return env
    }

    @Test func aTemplateImageTakesTheForegroundStyle() throws {
        let image = try render(Image("Glyph").foregroundStyle(Color(red: 0, green: 0, blue: 1)), size: CGSize(width: 12, height: 12), scale: 2)
        #expect(image.pixels[x: 12, y: 12] == PixelBuffer.Pixel(red: 0, green: 0, blue: 255, alpha: 255))
        #expect(image.pixels[x: 0, y: 0].alpha == 0)
        let original = try render(Image("Glyph").renderingMode(.original), size: CGSize(width: 12, height: 12), scale: 2)
        #expect(original.pixels[x: 12, y: 12] == PixelBuffer.Pixel(red: 40, green: 40, blue: 40, alpha: 255))
    }

    @Test func aNamespacedSVGImageIsDrawnAtItsSize() throws {
        let tree = try Self.renderer.get().layout(Image("Icons/Logo").accessibilityIdentifier("logo"), in: CGSize(width: 100, height: 100), environment: env(1))
        #expect(tree.frame(of: "logo")?.size == CGSize(width: 40, height: 20))
        let image = try render(Image("Icons/Logo"), scale: 2)
        #expect(image.pixels[x: 60, y: 20] == PixelBuffer.Pixel(red: 255, green: 149, blue: 0, alpha: 255))
        #expect(image.pixels[x: 20, y: 20] == PixelBuffer.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(image.diagnostics.isEmpty, "\(image.diagnostics)")
    }

    @Test func aMissingImageIsAPlaceholderAndADiagnosticNamingTheCatalogs() throws {
        let view = HStack(spacing: 0) {
            Image("Nope")
            Color(red: 1, green: 0, blue: 0).frame(width: 10, height: 24)
        }
        let image = try render(view, size: CGSize(width: 34, height: 24))
        #expect(image.diagnostics == [Diagnostic(.missingAsset, "image \"Nope\" is in none of the asset catalogs searched (\(Self.catalog.path)); a placeholder is drawn. Add it or set WidgetContext.assetCatalogs.")])
        #expect(image.pixels[x: 29, y: 12] == PixelBuffer.Pixel(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(image.pixels[x: 12, y: 12].alpha > 0)  // the placeholder's cross
    }

    @Test func aCorruptImageIsReportedAndTheRestRenders() throws {
        let view = HStack(spacing: 0) {
            Image("Broken")
            Color(red: 1, green: 0, blue: 0).frame(width: 10, height: 24)
        }
        let image = try render(view, size: CGSize(width: 34, height: 24))
        #expect(image.diagnostics.map(\.kind) == [.unreadableImage])
        #expect(image.diagnostics.first?.message.hasPrefix("image \"Broken\" (broken.png) cannot be decoded") == true)
        #expect(image.pixels[x: 29, y: 12] == PixelBuffer.Pixel(red: 255, green: 0, blue: 0, alpha: 255))
    }

    @Test func aCorruptColourSetIsReportedAndDrawsMagenta() throws {
        let image = try render(Color("Broken"))
        #expect(image.diagnostics.map(\.kind) == [.unreadableImage])
        #expect(image.pixels[x: 5, y: 5] == PixelBuffer.Pixel(red: 255, green: 0, blue: 255, alpha: 255))
    }

    @Test func theContextsCatalogsReachTheWidget() throws {
        var context = WidgetContext(family: .systemSmall, scale: 1)
        context.assetCatalogs = [Self.catalog]
        let view = Color("Brand").containerBackground(for: .widget) { Color.white }
        let image = try Self.renderer.get().render(view, in: context)
        #expect(image.diagnostics.isEmpty, "\(image.diagnostics)")
        #expect(image.pixels[x: 80, y: 80] == PixelBuffer.Pixel(red: 51, green: 102, blue: 204, alpha: 255))
    }
}
