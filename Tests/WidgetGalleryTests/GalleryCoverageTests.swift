import Foundation
import Testing
import WidgetGallery
import WidgetRender

/// What the gallery as a whole must show: every iOS family, every mode without a finding, and
/// the interactive rows working as they do on a device.
@Suite("Gallery coverage")
struct GalleryCoverageTests {
    static let renderer = Result { try WidgetRenderer() }

    @Test func theWidgetsTogetherSupportEveryIOSFamily() {
        let families = Set(Gallery.items.flatMap(\.families))
        let ios: Set<WidgetFamily> = [
            .systemSmall, .systemMedium, .systemLarge, .systemExtraLarge,
            .accessoryCircular, .accessoryRectangular, .accessoryInline,
        ]
        #expect(ios.subtracting(families).isEmpty, "missing: \(ios.subtracting(families))")
        #expect(Gallery.items.count == 8)
        #expect(Set(Gallery.items.map(\.name)).count == Gallery.items.count, "names are unique")
    }

    static let cases: [(String, WidgetFamily, WidgetRenderingMode)] = Gallery.items.flatMap { item in
        item.families.flatMap { family in WidgetRenderingMode.allCases.map { (item.name, family, $0) } }
    }

    /// In every family and mode, light and dark, no diagnostic fires: no missing symbol, no
    /// truncated text, no text under 11 pt, no mode finding (colours merged, low contrast,
    /// opaque backgrounds drawn as content, silhouettes), nothing dropped from the inline family.
    @Test(arguments: cases)
    func rendersWithoutDiagnostics(widget: String, family: WidgetFamily, mode: WidgetRenderingMode) throws {
        let renderer = try Self.renderer.get()
        let item = try #require(Gallery.items.first { $0.name == widget })
        for scheme in ColorScheme.allCases {
            let device: DeviceProfile = family == .systemExtraLarge ? .iPad13 : .iPhone6_1
            let image = try item.render(renderer, WidgetContext(family: family, device: device, renderingMode: mode, colorScheme: scheme))
            #expect(image.diagnostics.isEmpty, "\(scheme): \(image.diagnostics)")
            #expect(image.layout.invariantViolations() == [])
        }
    }

    static let iOS26Cases: [(String, WidgetFamily)] = Gallery.items.flatMap { item in
        item.families.filter { $0 != .systemExtraLarge }.map { (item.name, $0) }
    }

    /// The iOS 26 slots differ by a few points (small: 162.67 pt on this iPhone, circular and
    /// rectangular 58 pt tall): every layout still fits without a finding.
    ///
    /// These renders share the process-wide symbol raster cache with the @3x references of
    /// `GallerySnapshotTests`, at sizes a fraction of a pixel apart: the references match in
    /// any test order only because the cache keys rasters by their exact size.
    @Test(arguments: iOS26Cases)
    func fitsTheIOS26Sizes(widget: String, family: WidgetFamily) throws {
        let renderer = try Self.renderer.get()
        let item = try #require(Gallery.items.first { $0.name == widget })
        for mode in WidgetRenderingMode.allCases {
            var context = WidgetContext(family: family, device: .iOS26_iPhone6_1, renderingMode: mode)
            context.system = .iOS26
            let image = try item.render(renderer, context)
            #expect(image.diagnostics.isEmpty, "\(mode): \(image.diagnostics)")
            #expect(image.layout.invariantViolations() == [])
        }
    }

    /// The toggle intent flips the task in the store and the reloaded timeline shows it: the
    /// tapped task moves to the done ones at the bottom of the large list, and back.
    @Test func tappingATaskTogglesIt() throws {
        let renderer = try Self.renderer.get()
        let before = try renderer.render(TasksWidget(), entry: TaskEntry.sample, in: WidgetContext(family: .systemLarge))
        let open = try #require(before.layout.frame(of: "task-1"))
        let tap = try renderer.tap("task-1", on: before)
        #expect(tap.target.intent?.type == "ToggleTaskIntent")
        #expect(tap.target.intent?.parameters["id"] == "1")
        #expect(tap.reloadRequests == [.kind("tasks")])
        let done = try #require(tap.after.layout.frame(of: "task-1"))
        #expect(done.minY > open.minY, "the done task moves below the open ones: \(open) → \(done)")
        let back = try renderer.tap("task-1", on: tap.after)
        #expect(back.after.layout.frame(of: "task-1") == open)
    }
}
