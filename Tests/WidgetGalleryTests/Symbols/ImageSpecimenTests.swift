import Foundation
import Testing
import WidgetRender

/// Specimens of pictures (fit, fill, resizable, clipped), the fixture asset catalog in light
/// and dark, symbols with text and labels, recorded in `Snapshots/Symbols/`.
@Suite("Image specimens")
struct ImageSpecimenTests {
    static let catalog = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/Widget.xcassets")

    func render<V: View>(_ view: V, _ size: CGSize, _ scheme: ColorScheme) throws -> RenderedImage {
        var env = EnvironmentValues()
        env.displayScale = 2
        env.colorScheme = scheme
        env.assetCatalogs = [Self.catalog]
        return try SymbolSpecimenTests.renderer.get().render(view.frame(maxWidth: .infinity, maxHeight: .infinity).background(scheme == .dark ? Color.black : Color.white), canvas: size, environment: env)
    }

    struct Pictures: View {
        var body: some View {
            VStack(spacing: 8) {
                HStack(spacing: 8) {
                    Image("Photo")
                    Image("Photo").resizable().frame(width: 60, height: 40)
                    Image("Photo").resizable().scaledToFit().frame(width: 40, height: 40).background(Color.gray.opacity(0.3))
                    Image("Photo").resizable().scaledToFill().frame(width: 40, height: 40).clipped()
                }
                HStack(spacing: 8) {
                    Image("Dot")
                    Image("Glyph").foregroundStyle(.blue)
                    Image("Glyph").renderingMode(.original)
                    Image("Icons/Logo")
                    Image("Icons/Logo").resizable().frame(width: 60, height: 20)
                    Color("Brand").frame(width: 20, height: 20)
                }
                HStack(spacing: 8) {
                    Image("Photo").resizable().interpolation(.none).frame(width: 80, height: 40)
                    Image("Photo").resizable().interpolation(.high).frame(width: 80, height: 40)
                }
            }
            .padding(8)
        }
    }

    @Test(arguments: ColorScheme.allCases)
    func picturesAndCatalogAssets(scheme: ColorScheme) throws {
        let image = try render(Pictures(), CGSize(width: 240, height: 150), scheme)
        #expect(image.diagnostics.isEmpty, "\(image.diagnostics)")
        try SnapshotReference.assertMatches(try image.pngData(), named: "Symbols/pictures-\(scheme)")
    }

    struct SymbolsWithText: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 6) {
                ForEach([Font.caption2, .footnote, .body, .headline, .title2, .largeTitle], id: \.self) { font in
                    HStack(alignment: .firstTextBaseline, spacing: 4) {
                        Image(systemName: "cloud.sun.fill")
                        Text("Sunny 21°")
                        Image(systemName: "drop.fill").imageScale(.small)
                        Image(systemName: "wind").imageScale(.large)
                    }
                    .font(font)
                }
                HStack(spacing: 12) {
                    Label("Rain", systemImage: "cloud.rain.fill")
                    Label("Steps", systemImage: "figure.walk").labelStyle(.iconOnly)
                    Label("Tasks", systemImage: "checklist").labelStyle(.titleOnly)
                }
                HStack(spacing: 12) {
                    Image(systemName: "checkmark.circle.fill").symbolRenderingMode(.hierarchical).foregroundStyle(.green)
                    Image(systemName: "xmark.circle.fill").symbolRenderingMode(.palette).foregroundStyle(.white, .red)
                    Image(systemName: "sun.max.fill").symbolRenderingMode(.multicolor)
                    Image(systemName: "heart").symbolVariant(.fill).foregroundStyle(.pink)
                    Image(systemName: "bell").symbolVariant(.slash)
                    Image(systemName: "42.circle.fill").foregroundStyle(.orange)
                    Image(systemName: "no.such.symbol")
                }
                .font(.title2)
            }
            .padding(8)
        }
    }

    @Test(arguments: ColorScheme.allCases)
    func symbolsWithTextAndLabels(scheme: ColorScheme) throws {
        let image = try render(SymbolsWithText(), CGSize(width: 300, height: 280), scheme)
        #expect(image.diagnostics.map(\.kind) == [.missingSymbol])
        try SnapshotReference.assertMatches(try image.pngData(), named: "Symbols/text-and-labels-\(scheme)")
    }
}
