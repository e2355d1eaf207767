import Foundation
import Testing
import WidgetRender

/// The colour sets of `Tests/Fixtures/App.xcassets`: one per colour space Xcode writes, each
/// with a dark appearance, plus 8-bit and hex components, appearances with high contrast,
/// idioms and platforms, and system colour references. Expected values: the components
/// converted to sRGB (Display P3 through XYZ, linear sRGB gamma-encoded, grey with γ 2.2).
@Suite struct ColorSetTests {
    static let catalog = PDFImageTests.catalog
    static let renderer = PDFImageTests.renderer

    func pixel(_ name: String, scheme: ColorScheme, idiom: String = "iphone") throws -> (PixelBuffer.Pixel, [Diagnostic]) {
        var env = EnvironmentValues()
        env.colorScheme = scheme
        env.assetCatalogs = [Self.catalog]
        env.assetIdiom = idiom
        let image = try Self.renderer.get().render(Color(name), canvas: CGSize(width: 2, height: 2), environment: env)
        return (image.pixels[x: 1, y: 1], image.diagnostics)
    }

    static let expected: [(set: String, light: [Int], dark: [Int])] = [
        ("SRGB", [51, 102, 204, 255], [204, 102, 51, 255]),
        ("DisplayP3", [219, 94, 31, 255], [128, 128, 128, 255]),
        ("ExtendedSRGB", [255, 0, 128, 255], [0, 64, 255, 128]),
        ("ExtendedLinearSRGB", [188, 137, 99, 255], [255, 0, 0, 255]),
        ("GrayGamma22", [154, 154, 154, 128], [0, 0, 0, 255]),
        ("ExtendedGray", [255, 255, 255, 255], [0, 0, 0, 128]),
        ("EightBit", [128, 64, 255, 255], [128, 64, 255, 128]),
        ("Appearances", [0x22, 0x22, 0x22, 255], [0x33, 0x33, 0x33, 255]),
        ("Idioms", [0x10, 0x10, 0x10, 255], [0x10, 0x10, 0x10, 255]),
        ("SystemReference", [0x00, 0x7A, 0xFF, 255], [0, 0, 0, 255]),
    ]

    @Test(arguments: expected.map(\.set))
    func everyColourSpaceResolvesLightAndDark(_ set: String) throws {
        guard let row = Self.expected.first(where: { $0.set == set }) else { return }
        for (scheme, want) in [(ColorScheme.light, row.light), (.dark, row.dark)] {
            let (p, diagnostics) = try pixel(set, scheme: scheme)
            let got = [Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha)]
            // Half-transparent colours go through Cairo's premultiplied 8 bits.
            let tolerance = want[3] == 255 ? 1 : 2
            #expect(zip(got, want).allSatisfy { abs($0 - $1) <= tolerance }, "\(set) \(scheme): \(got), expected \(want)")
            #expect(diagnostics.isEmpty, "\(set) \(scheme): \(diagnostics)")
        }
    }

    @Test func theDevicesIdiomWinsOverUniversal() throws {
        let (p, _) = try pixel("Idioms", scheme: .light, idiom: "ipad")
        #expect(p == PixelBuffer.Pixel(red: 0x20, green: 0x20, blue: 0x20, alpha: 255))
        var context = WidgetContext(family: .systemSmall, device: .iPad13, scale: 1)
        context.assetCatalogs = [Self.catalog]
        let image = try Self.renderer.get().render(Color("Idioms").containerBackground(for: .widget) { Color.white }, in: context)
        #expect(image.pixels[x: 60, y: 60] == PixelBuffer.Pixel(red: 0x20, green: 0x20, blue: 0x20, alpha: 255))
    }

    @Test func aSystemReferenceFollowsTheOSGeneration() throws {
        var context = WidgetContext(family: .systemSmall, scale: 1)
        context.assetCatalogs = [Self.catalog]
        context.system = .iOS18
        let view = Color("SystemReference").containerBackground(for: .widget) { Color.white }
        let iOS18 = try Self.renderer.get().render(view, in: context)
        #expect(iOS18.pixels[x: 80, y: 80] == PixelBuffer.Pixel(red: 0x00, green: 0x7A, blue: 0xFF, alpha: 255))
        context.system = .iOS26
        let iOS26 = try Self.renderer.get().render(view, in: context)
        #expect(iOS26.pixels[x: 80, y: 80] == PixelBuffer.Pixel(red: 0x00, green: 0x88, blue: 0xFF, alpha: 255))
    }

    @Test func anUnknownSystemReferenceIsReportedAndDrawsMagenta() throws {
        let (p, diagnostics) = try pixel("UnknownReference", scheme: .light)
        #expect(p == PixelBuffer.Pixel(red: 255, green: 0, blue: 255, alpha: 255))
        #expect(diagnostics.map(\.kind) == [.unreadableImage])
        #expect(diagnostics.first?.message.contains("\"controlAccentColor\"") == true)
    }
}
