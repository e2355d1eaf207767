import Foundation
import Testing
import WidgetGallery
import WidgetRender

/// The gallery's delivery Live Activity in each presentation, light and dark, on the 6.1-inch
/// iPhone, against the references under `Snapshots/LiveActivities/`; its sizes and layout as
/// numbers.
@Suite struct LiveActivitySnapshotTests {
    let renderer = try! WidgetRenderer()

    static let presentations: [(name: String, kind: ActivityPreviewViewKind)] = [
        ("content", .content), ("expanded", .dynamicIsland(.expanded)),
        ("compact", .dynamicIsland(.compact)), ("minimal", .dynamicIsland(.minimal)),
    ]

    func render(_ kind: ActivityPreviewViewKind, _ scheme: ColorScheme, state: DeliveryAttributes.ContentState = .onTheWay) throws -> RenderedImage {
        try renderer.render(
            DeliveryActivity(), attributes: DeliveryAttributes.sample, state: state, as: kind,
            in: WidgetContext(family: .systemMedium, colorScheme: scheme))
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func everyPresentationMatchesItsReference(scheme: ColorScheme) throws {
        for (name, kind) in Self.presentations {
            let image = try render(kind, scheme)
            try SnapshotReference.assertMatches(try image.pngData(), named: "LiveActivities/delivery-\(name)-\(scheme)")
        }
    }

    @Test func thePresentationsHaveTheirSizes() throws {
        let sizes = try Self.presentations.map { try render($0.kind, .light) }.map { [$0.pixelWidth, $0.pixelHeight] }
        #expect(sizes[0][0] == 1113 && (252...480).contains(sizes[0][1]))  // 371 pt wide, 84–160 pt tall
        #expect(sizes[1][0] == 1113 && (252...480).contains(sizes[1][1]))
        #expect(sizes[2] == [690, 110])  // 230 × 36.67 pt
        #expect(sizes[3][1] == 110 && (110...135).contains(sizes[3][0]))  // 36.67–45 × 36.67 pt
    }

    @Test func theExpandedRegionsFollowTheRegionRule() throws {
        let layout = try render(.dynamicIsland(.expanded), .light).layout
        let leading = try #require(layout.frame(of: "dynamicIsland.leading"))
        let trailing = try #require(layout.frame(of: "dynamicIsland.trailing"))
        let center = try #require(layout.frame(of: "dynamicIsland.center"))
        let bottom = try #require(layout.frame(of: "dynamicIsland.bottom"))
        #expect(leading.width == trailing.width)  // equal space
        #expect(leading.maxX < (371 - 125.333) / 2 && trailing.minX > (371 + 125.333) / 2)  // beside the camera
        #expect(abs(center.minY - 36.667) < 0.01 && abs(center.midX - 185.5) < 0.01)  // below it, centred
        #expect(bottom.minY >= center.maxY && bottom.width == 339)
    }

    @Test func theGalleryActivityHasNoFindingsButTheChosenFigures() throws {
        for scheme in [ColorScheme.light, .dark] {
            for (name, kind) in Self.presentations {
                let others = try render(kind, scheme).diagnostics.filter { $0.kind != .chosenFigure }
                #expect(others.isEmpty, "\(name) \(scheme): \(others)")
            }
        }
    }
}
