import Foundation
import Testing

@testable import WidgetRender

@Suite("UIKit semantic colours")
struct UIColorSemanticTests {
    private func rgba(_ color: UIColor, _ scheme: ColorScheme) -> [Int] {
        var env = EnvironmentValues()
        env.colorScheme = scheme
        let c = Color(uiColor: color).resolve(in: env)
        return [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) } + [Int((c.alpha * 100).rounded())]
    }

    @Test(arguments: [
        (UIColor.label, [0, 0, 0, 100], [255, 255, 255, 100]),
        (UIColor.secondaryLabel, [60, 60, 67, 60], [235, 235, 245, 60]),
        (UIColor.tertiaryLabel, [60, 60, 67, 30], [235, 235, 245, 30]),
        (UIColor.quaternaryLabel, [60, 60, 67, 18], [235, 235, 245, 16]),
        (UIColor.placeholderText, [60, 60, 67, 30], [235, 235, 245, 30]),
        (UIColor.systemBackground, [255, 255, 255, 100], [0, 0, 0, 100]),
        (UIColor.secondarySystemBackground, [242, 242, 247, 100], [28, 28, 30, 100]),
        (UIColor.tertiarySystemBackground, [255, 255, 255, 100], [44, 44, 46, 100]),
        (UIColor.systemGroupedBackground, [242, 242, 247, 100], [0, 0, 0, 100]),
        (UIColor.secondarySystemGroupedBackground, [255, 255, 255, 100], [28, 28, 30, 100]),
        (UIColor.tertiarySystemGroupedBackground, [242, 242, 247, 100], [44, 44, 46, 100]),
        (UIColor.systemFill, [120, 120, 128, 20], [120, 120, 128, 36]),
        (UIColor.secondarySystemFill, [120, 120, 128, 16], [120, 120, 128, 32]),
        (UIColor.tertiarySystemFill, [118, 118, 128, 12], [118, 118, 128, 24]),
        (UIColor.quaternarySystemFill, [116, 116, 128, 8], [116, 116, 128, 18]),
        (UIColor.separator, [60, 60, 67, 29], [84, 84, 88, 60]),
        (UIColor.opaqueSeparator, [198, 198, 200, 100], [56, 56, 58, 100]),
        (UIColor.link, [0, 122, 255, 100], [9, 132, 255, 100]),
        (UIColor.tintColor, [0, 122, 255, 100], [10, 132, 255, 100]),
        (UIColor.systemRed, [255, 59, 48, 100], [255, 69, 58, 100]),
        (UIColor.systemGray, [142, 142, 147, 100], [142, 142, 147, 100]),
        (UIColor.systemGray2, [174, 174, 178, 100], [99, 99, 102, 100]),
        (UIColor.systemGray3, [199, 199, 204, 100], [72, 72, 74, 100]),
        (UIColor.systemGray4, [209, 209, 214, 100], [58, 58, 60, 100]),
        (UIColor.systemGray5, [229, 229, 234, 100], [44, 44, 46, 100]),
        (UIColor.systemGray6, [242, 242, 247, 100], [28, 28, 30, 100]),
    ])
    func resolvesToAppleValuesInLightAndDark(color: UIColor, light: [Int], dark: [Int]) {
        #expect(rgba(color, .light) == light)
        #expect(rgba(color, .dark) == dark)
    }

    @Test func aDarkRenderDrawsTheDarkValue() throws {
        let renderer = try WidgetRenderer()
        var env = EnvironmentValues()
        env.colorScheme = .dark
        let image = try renderer.render(Color(uiColor: .systemGray5).frame(width: 10, height: 10), canvas: CGSize(width: 10, height: 10), environment: env)
        let pixel = try #require(image.bitmap.pixel(x: 5, y: 5))
        #expect([pixel.red, pixel.green, pixel.blue, pixel.alpha] == [44, 44, 46, 255])
        env.colorScheme = .light
        let light = try renderer.render(Color(uiColor: .systemGray5).frame(width: 10, height: 10), canvas: CGSize(width: 10, height: 10), environment: env)
        let lightPixel = try #require(light.bitmap.pixel(x: 5, y: 5))
        #expect([lightPixel.red, lightPixel.green, lightPixel.blue] == [229, 229, 234])
    }
}
