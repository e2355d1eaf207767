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
    }

    @Test func uiColorsAndDynamicProvidersBecomeColors() throws {
        let dynamic = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
        var env = EnvironmentValues()
        #expect(Color(uiColor: dynamic).resolve(in: env) == RGBA(red: 0, green: 0, blue: 0))
        env.colorScheme = .dark
        #expect(Color(uiColor: dynamic).resolve(in: env) == RGBA(red: 1, green: 1, blue: 1))
        #expect(Color(UIColor.systemBlue).resolve(in: env) == Color.blue.resolve(in: env))
        var r: CGFloat = 0, a: CGFloat = 0
        #expect(UIColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 0.5).getRed(&r, green: nil, blue: nil, alpha: &a))
        #expect(r == 0.25 && a == 0.5)
        #expect(UIColor.red.withAlphaComponent(0.5).resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
    }
}
