import Foundation
import Testing
import WidgetGallery
import WidgetRender
import WidgetSnapshotTesting

/// Every gallery widget in every family it supports on the default device, every rendering
/// mode (the ones not drawn yet are skipped with a note), light and dark, against the reviewed
/// references in `Snapshots/GallerySnapshotTests/`, compared exactly.
@Suite("Gallery snapshots")
struct GallerySnapshotTests {
    @Test func steps() {
        assertWidgetSnapshot(of: StepsWidget(), entry: StepsEntry.sample)
    }

    @Test func weather() {
        assertWidgetSnapshot(of: WeatherWidget(), entry: WeatherEntry.sample)
    }

    static let cases: [(String, WidgetFamily, ColorScheme)] = Gallery.items.flatMap { item in
        item.families.flatMap { family in ColorScheme.allCases.map { (item.name, family, $0) } }
    }

    static let renderer = Result { try WidgetRenderer() }

    /// The renders the references show are the device's size, without diagnostics, and with
    /// a valid layout.
    @Test(arguments: cases)
    func rendersCleanly(widget: String, family: WidgetFamily, scheme: ColorScheme) throws {
        let renderer = try Self.renderer.get()
        let item = try #require(Gallery.items.first { $0.name == widget })
        let context = WidgetContext(family: family, colorScheme: scheme)
        let image = try item.render(renderer, context)
        // The default context: iOS 26 on the 6.1-inch iPhone, at 3×.
        let slot = try DeviceProfile.iOS26_iPhone6_1.slot(for: family)
        #expect(image.pixelWidth == Int((slot.onDevice.width * 3).rounded()))
        #expect(image.pixelHeight == Int((slot.onDevice.height * 3).rounded()))
        #expect(image.diagnostics.isEmpty, "\(image.diagnostics)")
        #expect(image.layout.invariantViolations() == [])
    }

    /// Every reference in `Snapshots/GallerySnapshotTests/` belongs to a gallery test.
    @Test func noOrphanedReferences() {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Snapshots/GallerySnapshotTests")
        // Runs the gallery tests (again, when they ran on their own in this process), so that
        // every reference they use is known; their failures count here too, their notes not.
        let failures = capturingWidgetSnapshotIssues {
            steps()
            weather()
            GalleryPreviewSnapshotTests().previews()
        }.filter { $0.kind == .failure }
        #expect(failures.isEmpty, "\(failures.map(\.message))")
        #expect(WidgetSnapshotReferences.orphans(in: folder) == [])
    }
}

/// The gallery's `#Preview` blocks, each entry in full colour, light and dark, with one line.
@Suite("Gallery previews")
struct GalleryPreviewSnapshotTests {
    @Test func previews() {
        assertPreviewSnapshots(inModule: "WidgetGallery", modes: [.fullColor])
    }
}
