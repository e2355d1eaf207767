import Foundation
import Testing
import WidgetRender

/// The catalog colours Xcode's build settings name: `AccentColor` (the accent colour and so
/// the default tint) and `WidgetBackground` (the background of a widget that declares no
/// container background), from `Tests/Fixtures/App.xcassets`, snapshot-tested in
/// `Snapshots/Images/`.
@Suite struct CatalogDefaultsTests {
    static let catalog = PDFImageTests.catalog
    static let renderer = PDFImageTests.renderer
    static let accentLight = PixelBuffer.Pixel(red: 255, green: 51, blue: 102, alpha: 255)
    static let accentDark = PixelBuffer.Pixel(red: 255, green: 102, blue: 153, alpha: 255)
    static let systemBlue = PixelBuffer.Pixel(red: 0x00, green: 0x88, blue: 0xFF, alpha: 255)  // iOS 26

    func context(_ scheme: ColorScheme = .light, catalogs: [URL] = [catalog]) -> WidgetContext {
        var context = WidgetContext(family: .systemSmall, colorScheme: scheme, scale: 1)
        context.assetCatalogs = catalogs
        return context
    }

    func render<V: View>(_ view: V, in context: WidgetContext) throws -> RenderedImage {
        try Self.renderer.get().render(view.containerBackground(for: .widget) { Color.white }, in: context)
    }

    @Test func theCatalogsAccentColorIsTheAccentColourAndTheDefaultTint() throws {
        for (scheme, want) in [(ColorScheme.light, Self.accentLight), (.dark, Self.accentDark)] {
            let accent = try render(Color.accentColor, in: context(scheme))
            #expect(accent.pixels[x: 80, y: 80] == want, "\(scheme)")
            #expect(accent.diagnostics.isEmpty, "\(accent.diagnostics)")
            let tint = try render(Rectangle().fill(.tint), in: context(scheme))
            #expect(tint.pixels[x: 80, y: 80] == want, "\(scheme)")
            let button = try render(
                Button {
                } label: {
                    Color.clear.frame(width: 100, height: 60)
                }.buttonStyle(.borderedProminent), in: context(scheme))
            #expect(button.pixels[x: 80, y: 80] == want, "\(scheme)")
        }
        // An explicit tint still wins.
        let tinted = try render(Rectangle().fill(.tint).tint(Color(red: 0, green: 1, blue: 0)), in: context())
        #expect(tinted.pixels[x: 80, y: 80] == PixelBuffer.Pixel(red: 0, green: 255, blue: 0, alpha: 255))
    }

    @Test func theAccentColourNameIsTheContexts() throws {
        var renamed = context()
        renamed.globalAccentColorName = "SRGB"
        #expect(try render(Color.accentColor, in: renamed).pixels[x: 80, y: 80] == PixelBuffer.Pixel(red: 51, green: 102, blue: 204, alpha: 255))
        renamed.globalAccentColorName = nil
        #expect(try render(Color.accentColor, in: renamed).pixels[x: 80, y: 80] == Self.systemBlue)
        renamed.globalAccentColorName = "NoSuchColour"
        let missing = try render(Color.accentColor, in: renamed)
        #expect(missing.pixels[x: 80, y: 80] == Self.systemBlue)
        #expect(missing.diagnostics.isEmpty, "an app need not have an accent colour: \(missing.diagnostics)")
        let none = try render(Color.accentColor, in: context(catalogs: []))
        #expect(none.pixels[x: 80, y: 80] == Self.systemBlue)
        #expect(none.diagnostics.isEmpty, "\(none.diagnostics)")
    }

    @Test func aWidgetWithoutContainerBackgroundIsDrawnOnTheWidgetBackgroundColour() throws {
        let view = Text("Hi")
        let light = try Self.renderer.get().render(view, in: context())
        #expect(light.pixels[x: 10, y: 80] == PixelBuffer.Pixel(red: 0xF0, green: 0xE6, blue: 0xD2, alpha: 255))
        // iOS 17+ still asks for the API: the diagnostic stays.
        #expect(light.diagnostics.map(\.kind) == [.missingContainerBackground])
        let dark = try Self.renderer.get().render(view, in: context(.dark))
        #expect(dark.pixels[x: 10, y: 80] == PixelBuffer.Pixel(red: 0x1E, green: 0x28, blue: 0x32, alpha: 255))
        var unnamed = context()
        unnamed.widgetBackgroundColorName = nil
        let system = try Self.renderer.get().render(view, in: unnamed)
        #expect(system.pixels[x: 10, y: 80] == PixelBuffer.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
        let declared = try render(view, in: context())
        #expect(declared.pixels[x: 10, y: 80] == PixelBuffer.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
    }

    /// A widget of the fixture catalog: vector PDF icons (original, template in the accent
    /// colour, resized with and without preserved vector data), text and a capsule in the
    /// default tint, a swatch per colour set, on the catalog's WidgetBackground (it declares no
    /// container background).
    struct CatalogWidgetView: View {
        var body: some View {
            VStack(spacing: 8) {
                HStack(spacing: 4) {
                    Image("VectorIcon")
                    Image("TemplateIcon").foregroundStyle(.tint)
                    Image("VectorIcon").resizable().frame(width: 32, height: 32)
                    Image("RasterIcon").resizable().frame(width: 32, height: 32)
                }
                HStack(spacing: 6) {
                    Text("Accent").font(.headline).foregroundStyle(.tint)
                    Capsule().fill(.tint).frame(width: 40, height: 16)
                }
                HStack(spacing: 2) {
                    ForEach(["SRGB", "DisplayP3", "ExtendedSRGB", "ExtendedLinearSRGB", "GrayGamma22", "ExtendedGray", "EightBit", "Appearances", "SystemReference"], id: \.self) { name in
                        Color(name).frame(width: 12, height: 24)
                    }
                }
            }
        }
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func theCatalogWidgetSnapshot(_ scheme: ColorScheme) throws {
        var context = WidgetContext(family: .systemSmall, colorScheme: scheme)
        context.assetCatalogs = [Self.catalog]
        let image = try Self.renderer.get().render(CatalogWidgetView(), in: context)
        // The catalog's accent on the light system background is 2.9:1: reported.
        #expect(image.diagnostics.map(\.kind) == (scheme == .light ? [.missingContainerBackground, .lowContrast] : [.missingContainerBackground]), "\(image.diagnostics)")
        try SnapshotFiles.assertMatches(image, named: "Images/catalog-widget-\(scheme == .dark ? "dark" : "light")")
    }
}
