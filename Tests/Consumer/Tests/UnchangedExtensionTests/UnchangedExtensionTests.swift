import Foundation
import Testing
import UIKit
import WidgetRender

@testable import UnchangedExtension

/// The unchanged extension rendered: each family at its pixel size, written as PNG and read
/// back. This file imports Testing and UIKit together, which needs the package's empty
/// `_Testing_UIKit` module (Swift Testing's cross-import overlay name).
@Suite("Unchanged widget extension")
struct UnchangedExtensionTests {
    let renderer: WidgetRenderer
    let output: URL

    init() throws {
        renderer = try WidgetRenderer()
        output = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build/unchanged-extension")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    }

    /// The width and height in a PNG's IHDR chunk.
    func pngSize(_ data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data)
        guard bytes.count >= 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { return nil }
        func int(at offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (int(at: 16), int(at: 20))
    }

    @Test(arguments: [(WidgetFamily.systemSmall, 488, 488, "5/8"), (.systemMedium, 1034, 488, "5 of 8 glasses")])
    func rendersAtTheFamilysSize(family: WidgetFamily, width: Int, height: Int, text: String) throws {
        let entry = WaterEntry(date: Date(timeIntervalSince1970: 1_780_000_000), glasses: 5, goal: 8)
        let image = try renderer.render(WaterWidget(), entry: entry, in: WidgetContext(family: family))
        #expect(image.layout.node(withIdentifier: "glasses")?.text == text)
        #expect(image.diagnostics.isEmpty, "\(image.diagnostics)")
        let url = output.appendingPathComponent("water-\(family).png")
        try image.writePNG(to: url)
        let size = pngSize(try Data(contentsOf: url))
        #expect(size?.width == width && size?.height == height)
    }

    @Test func theProviderAndTheAccessoryFamilyRun() throws {
        let run = try renderer.timeline(of: WaterWidget(), family: .accessoryCircular)
        let image = try #require(run.entries.first?.image)
        #expect(image.pixelWidth == image.pixelHeight && image.pixelWidth > 100)
        #expect(WaterWidgetBundle().bundleMembers.map(\.kind) == ["WaterWidget"])
    }

    @Test func theUIKitColourHasALightAndADarkValue() {
        let light = UIColor.water.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
        let dark = UIColor.water.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        #expect(light != dark)
        #expect(Color.water == Color(uiColor: .water))
    }
}
