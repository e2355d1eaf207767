import Foundation
import Testing
import WidgetGallery

@testable import WidgetRender

@Suite("Bad input")
struct BadInputTests {
    let renderer: WidgetRenderer

    init() throws {
        renderer = try WidgetRenderer()
    }

    @Test(arguments: [CGFloat.nan, .infinity, -.infinity, -20])
    func invalidFrameValuesAreIgnoredAndReported(_ value: CGFloat) throws {
        let image = try renderer.renderContent(Color.red.frame(width: value, height: 40).accessibilityIdentifier("bar"))
        let frame = try #require(image.layout.frame(of: "bar"))
        #expect(frame.height == 40)
        #expect(frame.width == CGFloat(130.67), "\(frame.width.bitPattern) \(image.layout.dump())")  // the width was ignored: the colour takes the proposal
        #expect(image.diagnostics.contains { $0.kind == .invalidValue && $0.message.contains("frame width") })
    }

    @Test(arguments: [CGFloat.nan, .infinity])
    func invalidPaddingBecomesZero(_ value: CGFloat) throws {
        let image = try renderer.renderContent(Color.red.padding(value).accessibilityIdentifier("padded"))
        let frame = try #require(image.layout.frame(of: "padded"))
        #expect(frame == CGRect(x: 16, y: 16, width: 130.67, height: 130.67))
        #expect(image.diagnostics.contains { $0.kind == .invalidValue && $0.message.contains("padding") })
    }

    @Test func negativePaddingIsAllowedAsInSwiftUI() throws {
        let tree = try renderer.layout(Color.red.accessibilityIdentifier("c").padding(-10).accessibilityIdentifier("p"), in: CGSize(width: 100, height: 100))
        #expect(tree.frame(of: "p") == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(tree.frame(of: "c") == CGRect(x: -10, y: -10, width: 120, height: 120))
    }

    @Test func emptyTextTakesNoSpace() throws {
        let image = try renderer.renderContent(Text("").accessibilityIdentifier("empty"))
        #expect(image.layout.frame(of: "empty")?.size == .zero)
    }

    @Test func fiftyThousandCharacterTextRendersTruncated() throws {
        let long = String(repeating: "lorem ipsum ", count: 4_200).prefix(50_000)
        let image = try renderer.renderContent(Text(String(long)).accessibilityIdentifier("long"))
        let frame = try #require(image.layout.frame(of: "long"))
        #expect(frame.height <= 130.67 && frame.width <= 130.67, "\(frame) \(image.layout.dump())")
        #expect(image.diagnostics.contains { $0.kind == .truncatedText })
        #expect(image.pixelWidth == 488)
    }

    @Test func unwritablePathThrowsNamingItAndLeavesNothing() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("wr-bad-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let blocker = dir.appendingPathComponent("plain-file")
        try Data("x".utf8).write(to: blocker)
        let target = blocker.appendingPathComponent("out.png")
        let image = try renderer.renderContent(Color.red)
        #expect {
            try image.writePNG(to: target)
        } throws: { error in
            (error as? WidgetRenderError)?.message.contains(target.path) == true
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["plain-file"])
    }

    @Test func familyNotOnDeviceIsAnErrorListingTheChoices() throws {
        var context = WidgetContext(family: .systemExtraLarge, device: .iPhone6_1)
        context.system = .iOS18
        #expect {
            try renderer.render(Color.red, in: context)
        } throws: { error in
            (error as? WidgetRenderError)?.message == "family systemExtraLarge is not available on iPhone6_1 (iPhone 14 Pro, 15, 15 Pro, 16); choose one of: systemSmall, systemMedium, systemLarge, accessoryCircular, accessoryRectangular, accessoryInline"
        }
    }

    @Test func badScaleAndCanvasAreErrors() throws {
        var context = WidgetContext(family: .systemSmall)
        context.scale = .nan
        #expect(throws: WidgetRenderError.self) { try renderer.render(Color.red, in: context) }
        context.scale = 1_000
        #expect(throws: WidgetRenderError.self) { try renderer.render(Color.red, in: context) }
        #expect(throws: WidgetRenderError.self) { try renderer.layout(Color.red, in: CGSize(width: CGFloat.nan, height: 10)) }
        #expect(throws: WidgetRenderError.self) { try renderer.render(Color.red, canvas: CGSize(width: 1e9, height: 1e9)) }
    }

    @Test func wrongEntryTypeIsAnError() throws {
        #expect {
            try renderer.render(StepsWidget(), entry: WeatherEntry.sample, in: WidgetContext(family: .systemSmall))
        } throws: { error in
            (error as? WidgetRenderError)?.message.hasPrefix("entry of type WeatherEntry does not match widget \"steps\"") == true
        }
    }

    @Test func missingContainerBackgroundDrawsTheSystemBackgroundAndIsReported() throws {
        let image = try renderer.render(Text("Hi"), in: WidgetContext(family: .systemSmall, colorScheme: .dark))
        #expect(image.diagnostics.contains { $0.kind == .missingContainerBackground })
        // The centre-left pixel is the dark system background (black), opaque.
        let p = image.bitmap.pixel(x: 20, y: 237)
        #expect(p == Bitmap.Pixel(red: 0, green: 0, blue: 0, alpha: 255))
    }
}
