import Foundation
import Testing
import WidgetRender

/// A Live Activity's `widgetURL` as a tap target: the Lock Screen view's over the platter, the
/// `DynamicIsland`'s over the whole island in each presentation.
@Suite struct ActivityTapTargetTests {
    let renderer = try! WidgetRenderer()
    let url = URL(string: "probe://order/7")!

    func render(as kind: ActivityPreviewViewKind, url: URL?, islandURL: URL?) throws -> RenderedImage {
        try renderer.render(ProbeActivity(url: url, islandURL: islandURL), attributes: ProbeAttributes(), state: .init(shape: .text), as: kind, in: WidgetContext(family: .systemMedium))
    }

    @Test func theLockScreensWidgetURLCoversThePlatter() throws {
        let image = try render(as: .content, url: url, islandURL: nil)
        #expect(image.tapTargets.map(\.kind) == [.widgetURL])
        #expect(image.tapTargets.first?.url == url)
        #expect(image.tapTargets.first?.frame == CGRect(x: 0, y: 0, width: 371, height: 84))
        #expect(!image.diagnostics.contains { $0.kind == .missingWidgetURL })
    }

    @Test(arguments: [DynamicIslandPreviewViewKind.compact, .expanded, .minimal])
    func theIslandsWidgetURLCoversTheWholeIsland(mode: DynamicIslandPreviewViewKind) throws {
        let image = try render(as: .dynamicIsland(mode), url: nil, islandURL: url)
        let target = try #require(image.tapTargets.first)
        #expect(image.tapTargets.count == 1)
        #expect(target.kind == .widgetURL && target.url == url)
        #expect(target.frame == CGRect(x: 0, y: 0, width: image.size.width, height: image.size.height), "\(mode): \(target.frame)")
        #expect(!image.diagnostics.contains { $0.kind == .missingWidgetURL })
        // Without one, nothing reacts and the diagnostic says so.
        let bare = try render(as: .dynamicIsland(mode), url: nil, islandURL: nil)
        #expect(bare.tapTargets.isEmpty)
        #expect(bare.diagnostics.contains { $0.kind == .missingWidgetURL })
    }

    @Test func theIslandsURLDoesNotChangeItsPixels() throws {
        for mode in [DynamicIslandPreviewViewKind.compact, .expanded, .minimal] {
            let with = try render(as: .dynamicIsland(mode), url: nil, islandURL: url)
            let without = try render(as: .dynamicIsland(mode), url: nil, islandURL: nil)
            #expect(with.bitmap == without.bitmap, "\(mode)")
        }
    }
}
