import Foundation
import Testing
import WidgetRender

/// Pictures: natural size, resizable, fit, fill, clipped; and Label's styles.
@Suite struct ImageLayoutTests {
    static let renderer = Result { try WidgetRenderer() }

    func tree<V: View>(_ view: V, canvas: CGSize = CGSize(width: 100, height: 100)) throws -> LayoutTree {
        var env = EnvironmentValues()
        env.displayScale = 1
        env.assetCatalogs = [AssetCatalogTests.catalog]
        return try Self.renderer.get().layout(view, in: canvas, environment: env)
    }

    @Test func anImageIsItsNaturalSizeUntilResizable() throws {
        #expect(try tree(Image("Photo").accessibilityIdentifier("p").frame(width: 100, height: 100)).frame(of: "p") == CGRect(x: 30, y: 40, width: 40, height: 20))
        #expect(try tree(Image("Photo").resizable().accessibilityIdentifier("p").frame(width: 90, height: 30)).frame(of: "p") == CGRect(x: 5, y: 35, width: 90, height: 30))
    }

    @Test func fitAndFillKeepTheAspectRatio() throws {
        #expect(try tree(Image("Photo").resizable().scaledToFit().accessibilityIdentifier("p")).frame(of: "p") == CGRect(x: 0, y: 25, width: 100, height: 50))
        #expect(try tree(Image("Photo").resizable().scaledToFill().accessibilityIdentifier("p")).frame(of: "p") == CGRect(x: -50, y: 0, width: 200, height: 100))
        #expect(try tree(Image("Photo").resizable().aspectRatio(1, contentMode: .fit).accessibilityIdentifier("p")).frame(of: "p") == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test func clippedFillStaysInsideItsFrame() throws {
        var env = EnvironmentValues()
        env.displayScale = 1
        env.assetCatalogs = [AssetCatalogTests.catalog]
        let view = Image("Photo").resizable().scaledToFill().frame(width: 20, height: 20).clipped()
        let image = try Self.renderer.get().render(view, canvas: CGSize(width: 40, height: 40), environment: env)
        #expect(image.pixels[x: 20, y: 20].alpha == 255)
        #expect(image.pixels[x: 5, y: 20].alpha == 0)  // the fill's overflow is clipped
        #expect(image.diagnostics.isEmpty, "\(image.diagnostics)")
    }

    @Test func tilingAndCapInsetsOnSymbolsAreReported() throws {
        var env = EnvironmentValues()
        env.assetCatalogs = [AssetCatalogTests.catalog]
        let image = try Self.renderer.get().render(Image("Photo").resizable(capInsets: EdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2), resizingMode: .tile), canvas: CGSize(width: 40, height: 40), environment: env)
        #expect(image.diagnostics.map(\.kind) == [.unsupported])
        let symbol = try Self.renderer.get().render(Image(systemName: "star").resizable(capInsets: EdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)), canvas: CGSize(width: 40, height: 40), environment: env)
        #expect(symbol.diagnostics.map(\.kind) == [.unsupported])
    }

    @Test func capInsetsKeepABitmapsEdgesUnscaled() throws {
        var one = EnvironmentValues()
        one.displayScale = 1
        // 30 × 30: a 10 pt red frame around a blue centre.
        let source = Color(red: 0, green: 0, blue: 1).padding(10).background(Color(red: 1, green: 0, blue: 0))
        let png = try Self.renderer.get().render(source, canvas: CGSize(width: 30, height: 30), environment: one).pngData()
        let image = try #require(UIImage(data: png))
        let insets = EdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let capped = try Self.renderer.get().render(Image(uiImage: image).resizable(capInsets: insets), canvas: CGSize(width: 90, height: 30), environment: one)
        #expect(capped.pixels[x: 5, y: 15] == PixelBuffer.Pixel(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(capped.pixels[x: 20, y: 15] == PixelBuffer.Pixel(red: 0, green: 0, blue: 255, alpha: 255))
        #expect(capped.pixels[x: 84, y: 15] == PixelBuffer.Pixel(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(capped.pixels[x: 45, y: 5] == PixelBuffer.Pixel(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(capped.diagnostics.isEmpty, "\(capped.diagnostics)")
        let stretched = try Self.renderer.get().render(Image(uiImage: image).resizable(), canvas: CGSize(width: 90, height: 30), environment: one)
        #expect(stretched.pixels[x: 20, y: 15] == PixelBuffer.Pixel(red: 255, green: 0, blue: 0, alpha: 255))
    }

    func label<S: LabelStyle>(_ style: S) -> some View {
        Label {
            Text("Rain").accessibilityIdentifier("title")
        } icon: {
            Image(systemName: "cloud.rain").accessibilityIdentifier("icon")
        }
        .labelStyle(style)
    }

    @Test func labelStylesShowTheTitleTheIconOrBoth() throws {
        let both = try tree(label(.titleAndIcon), canvas: CGSize(width: 200, height: 50))
        let icon = try #require(both.frame(of: "icon"))
        let title = try #require(both.frame(of: "title"))
        #expect(icon.maxX <= title.minX)
        #expect(abs(title.minX - icon.maxX - 8) < 0.01)  // the stack's standard spacing
        let iconOnly = try tree(label(.iconOnly), canvas: CGSize(width: 200, height: 50))
        #expect(iconOnly.frame(of: "title") == nil && iconOnly.frame(of: "icon") != nil)
        let titleOnly = try tree(label(.titleOnly), canvas: CGSize(width: 200, height: 50))
        #expect(titleOnly.frame(of: "icon") == nil && titleOnly.frame(of: "title") != nil)
        let automatic = try tree(Label("Rain", systemImage: "cloud.rain").accessibilityIdentifier("label"), canvas: CGSize(width: 200, height: 50))
        let explicit = try tree(Label("Rain", systemImage: "cloud.rain").labelStyle(.titleAndIcon).accessibilityIdentifier("label"), canvas: CGSize(width: 200, height: 50))
        #expect(automatic.frame(of: "label") == explicit.frame(of: "label"))
        #expect(try #require(automatic.frame(of: "label")).width > title.width + icon.width)
    }
}
