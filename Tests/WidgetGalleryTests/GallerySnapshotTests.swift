import Foundation
import Testing
import WidgetGallery
import WidgetRender

/// Every gallery widget in every family it supports on the default device, light and dark,
/// against the reviewed references in `Snapshots/`.
@Suite("Gallery snapshots")
struct GallerySnapshotTests {
    static let cases: [(String, WidgetFamily, ColorScheme)] = Gallery.items.flatMap { item in
        item.families.flatMap { family in ColorScheme.allCases.map { (item.name, family, $0) } }
    }

    static let renderer = Result { try WidgetRenderer() }

    @Test(arguments: cases)
    func matchesReference(widget: String, family: WidgetFamily, scheme: ColorScheme) throws {
        let renderer = try Self.renderer.get()
        let item = try #require(Gallery.items.first { $0.name == widget })
        let context = WidgetContext(family: family, colorScheme: scheme)
        let image = try item.render(renderer, context)
        let slot = try DeviceProfile.iPhone6_1.slot(for: family)
        #expect(image.pixelWidth == Int(slot.onDevice.width * 3))
        #expect(image.pixelHeight == Int(slot.onDevice.height * 3))
        #expect(image.diagnostics.isEmpty, "\(image.diagnostics)")
        #expect(image.layout.invariantViolations() == [])
        try SnapshotReference.assertMatches(try image.pngData(), named: "\(widget)-\(family)-\(scheme)")
    }
}
