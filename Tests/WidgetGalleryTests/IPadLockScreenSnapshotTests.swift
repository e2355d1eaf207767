import Foundation
import Testing
import WidgetGallery
import WidgetRender

/// The iPad Lock Screen against reviewed references in `Snapshots/IPadLockScreen/`: the small
/// widget and an accessory widget at the 11-inch iPad's measured sizes, vibrant over the
/// wallpaper; a Lock Screen tint, which the iPad does not have, changes nothing and is reported.
@Suite("iPad Lock Screen snapshots")
struct IPadLockScreenSnapshotTests {
    static let renderer = Result { try WidgetRenderer() }

    @Test(arguments: [("weather", WidgetFamily.systemSmall), ("fitness", .accessoryRectangular)])
    func vibrantAtTheMeasuredSize(widget: String, family: WidgetFamily) throws {
        let renderer = try Self.renderer.get()
        let item = try #require(Gallery.items.first { $0.name == widget })
        var context = WidgetContext(family: family, device: .iPadLock11, renderingMode: .vibrant)
        let image = try item.render(renderer, context)
        let size = try context.pixelSize()
        #expect(image.pixelWidth == size.width && image.pixelHeight == size.height)
        #expect(image.diagnostics.isEmpty, "\(image.diagnostics)")
        try SnapshotReference.assertMatches(try image.pngData(), named: "IPadLockScreen/\(widget)-\(family)")
        context.lockScreenTint = .orange
        let tinted = try item.render(renderer, context)
        #expect(try tinted.pngData() == image.pngData())
        #expect(tinted.diagnostics.map(\.kind) == [.renderingModeAdjusted])
    }
}
