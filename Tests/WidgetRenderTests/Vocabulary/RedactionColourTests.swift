import Foundation
import Testing

@testable import WidgetRender

/// Placeholder bars read as a clear grey against the widget's background in both appearances
/// (RedactionStyle.barOpacity), for primary and secondary text alike.
@Suite struct RedactionColourTests {
    static let renderer = Result { try WidgetRenderer() }

    struct Redacted: View {
        var secondary: Bool
        var background: Color
        var body: some View {
            Text("Placeholder text")
                .font(.body)
                .foregroundStyle(secondary ? HierarchicalShapeStyle.secondary : .primary)
                .redacted(reason: .placeholder)
                .containerBackground(background, for: .widget)
        }
    }

    /// WCAG's relative luminance of an sRGB pixel.
    private func luminance(_ p: PixelBuffer.Pixel) -> Double {
        func channel(_ v: UInt8) -> Double {
            let c = Double(v) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(p.red) + 0.7152 * channel(p.green) + 0.0722 * channel(p.blue)
    }

    @Test(arguments: [(ColorScheme.light, false), (.light, true), (.dark, false), (.dark, true)])
    func barsContrastWithTheBackground(scheme: ColorScheme, secondary: Bool) throws {
        let renderer = try Self.renderer.get()
        let background: Color = scheme == .light ? .white : .black
        let image = try renderer.render(Redacted(secondary: secondary, background: background), in: WidgetContext(family: .systemSmall, colorScheme: scheme))
        let pixels = image.pixels
        let centre = try #require(pixels.pixel(x: pixels.width / 2, y: pixels.height / 2))
        let corner = try #require(pixels.pixel(x: 2, y: 2))
        let backgroundLuminance = luminance(corner)
        let barLuminance = luminance(centre)
        let ratio = (max(barLuminance, backgroundLuminance) + 0.05) / (min(barLuminance, backgroundLuminance) + 0.05)
        #expect(ratio >= 1.5, "\(scheme) \(secondary ? "secondary" : "primary"): bar \(centre) on \(corner), \(ratio):1")
        // Grey: the channels within a few levels of each other.
        let channels = [Int(centre.red), Int(centre.green), Int(centre.blue)]
        #expect(channels.max()! - channels.min()! <= 12, "\(centre)")
    }
}
