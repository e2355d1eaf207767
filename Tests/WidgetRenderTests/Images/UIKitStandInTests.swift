import Foundation
import Testing
import WidgetRender

@Suite struct UIKitStandInTests {
    static let photo = AssetCatalogTests.catalog.appendingPathComponent("Photo.imageset/photo.png")

    @Test func aUIImageReadsItsSizeAndDraws() throws {
        let data = try Data(contentsOf: Self.photo)
        let image = try #require(UIImage(data: data))
        #expect(image.size == CGSize(width: 40, height: 20))
        #expect(image.scale == 1)
        #expect(try #require(UIImage(data: data, scale: 2)).size == CGSize(width: 20, height: 10))
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
        #expect(UIImage(contentsOfFile: "/nonexistent/file.png") == nil)
        #expect(UIImage(contentsOfFile: Self.photo.path)?.size == CGSize(width: 40, height: 20))
        var env = EnvironmentValues()
        env.displayScale = 1
        let rendered = try WidgetRenderer().render(Image(uiImage: image), canvas: CGSize(width: 40, height: 20), environment: env)
        #expect(rendered.pixels[x: 0, y: 0] == PixelBuffer.Pixel(red: 0, green: 0, blue: 128, alpha: 255))
        #expect(rendered.diagnostics.isEmpty, "\(rendered.diagnostics)")
        let symbol = try WidgetRenderer().render(Image(uiImage: try #require(UIImage(systemName: "circle.fill"))).font(.system(size: 20)), canvas: CGSize(width: 40, height: 20), environment: env)
        #expect(symbol.pixels[x: 20, y: 10].alpha == 255)
        #expect(symbol.diagnostics.isEmpty, "\(symbol.diagnostics)")
    }

    @Test func uiColorsAndDynamicProvidersBecomeColors() throws {
        let dynamic = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
        var env = EnvironmentValues()
        #expect(Color(uiColor: dynamic).resolve(in: env) == RGBA(red: 0, green: 0, blue: 0))
        env.colorScheme = .dark
        #expect(Color(uiColor: dynamic).resolve(in: env) == RGBA(red: 1, green: 1, blue: 1))
        #expect(Color(UIColor.systemBlue).resolve(in: env) == Color.blue.resolve(in: env))
        var r: CGFloat = 0
        var a: CGFloat = 0
        #expect(UIColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 0.5).getRed(&r, green: nil, blue: nil, alpha: &a))
        #expect(r == 0.25 && a == 0.5)
        #expect(UIColor.red.withAlphaComponent(0.5).resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
    }

    @Test func aHugeImageIsDownsampledAndReported() throws {
        let renderer = try WidgetRenderer()
        var big = EnvironmentValues()
        big.displayScale = 1
        let png = try renderer.render(Color(red: 0, green: 0.5, blue: 1), canvas: CGSize(width: 2600, height: 1700), environment: big).pngData()
        let image = try #require(UIImage(data: png))
        #expect(image.size == CGSize(width: 2600, height: 1700))
        let rendered = try renderer.render(Image(uiImage: image).resizable().frame(width: 26, height: 17), canvas: CGSize(width: 26, height: 17), environment: big)
        #expect(rendered.diagnostics.map(\.kind) == [.limitExceeded])
        #expect(rendered.diagnostics.first?.message.hasPrefix("UIImage of \(png.count) bytes is 2600×1700 pixels") == true)
        #expect(rendered.pixels[x: 13, y: 8] == PixelBuffer.Pixel(red: 0, green: 128, blue: 255, alpha: 255))
    }

    @Test func aCorruptUIImageIsReportedAndTheRestRenders() throws {
        var data = try Data(contentsOf: Self.photo)
        data.replaceSubrange(40..<data.count, with: Data(repeating: 7, count: 30))
        let image = try #require(UIImage(data: data))  // the header is intact
        var env = EnvironmentValues()
        env.displayScale = 1
        let view = HStack(spacing: 0) {
            Image(uiImage: image)
            Color(red: 1, green: 0, blue: 0).frame(width: 10, height: 10)
        }
        let rendered = try WidgetRenderer().render(view, canvas: CGSize(width: 40, height: 30), environment: env)
        #expect(rendered.diagnostics.map(\.kind) == [.unreadableImage])
        #expect(rendered.pixels[x: 32, y: 15] == PixelBuffer.Pixel(red: 255, green: 0, blue: 0, alpha: 255))
    }
}
