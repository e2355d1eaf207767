import Foundation
import Testing
import WidgetGallery
import WidgetRender
import WidgetSnapshotTesting

/// Every gallery widget in every family it supports on the default device, in the standard
/// matrix's four looks (full colour light and dark, accented, vibrant), against the reviewed
/// references in `Snapshots/GallerySnapshotTests/`, compared exactly.
@Suite("Gallery snapshots")
struct GallerySnapshotTests {
    @Test func steps() {
        assertWidgetSnapshot(of: StepsWidget(), entry: StepsEntry.sample)
    }

    @Test func weather() {
        assertWidgetSnapshot(of: WeatherWidget(), entry: WeatherEntry.sample)
    }

    @Test func tasks() {
        assertWidgetSnapshot(of: TasksWidget(), entry: TaskEntry.sample, matrix: SnapshotMatrix(families: [.systemMedium, .systemLarge]))
        // The extra-large family exists on iPad only.
        assertWidgetSnapshot(of: TasksWidget(), entry: TaskEntry.sample, matrix: SnapshotMatrix(families: [.systemExtraLarge], devices: [.iPad13]))
    }

    @Test func fitness() {
        assertWidgetSnapshot(of: FitnessWidget(), entry: FitnessEntry.sample)
    }

    @Test func countdown() {
        assertWidgetSnapshot(of: CountdownWidget(), entry: CountdownEntry.sample)
    }

    @Test func reading() {
        assertWidgetSnapshot(of: ReadingWidget(), entry: ReadingEntry.sample)
    }

    @Test func glucose() {
        assertWidgetSnapshot(of: GlucoseWidget(), entry: GlucoseEntry.sample)
    }

    @Test func quickActions() {
        assertWidgetSnapshot(of: QuickActionsWidget(), entry: QuickActionsEntry.sample)
    }

    /// The device a family is shown on: the default iPhone, or an iPad for the extra-large family.
    static func device(for family: WidgetFamily) -> DeviceProfile {
        family == .systemExtraLarge ? .iPad13 : .iPhone6_1
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
        let device = Self.device(for: family)
        let context = WidgetContext(family: family, device: device, colorScheme: scheme)
        let image = try item.render(renderer, context)
        // The size of the device's slot under the default generation (iOS 26: the measured
        // row of the same screen), at the device's scale.
        let slot = try device.profile(for: context.system).slot(for: family)
        #expect(image.pixelWidth == Int((slot.onDevice.width * device.scale).rounded()))
        #expect(image.pixelHeight == Int((slot.onDevice.height * device.scale).rounded()))
        #expect(image.diagnostics.isEmpty, "\(image.diagnostics)")
        #expect(image.layout.invariantViolations() == [])
    }

    /// Every reference in `Snapshots/GallerySnapshotTests/` belongs to a gallery test.
    /// Left to the plain run under a sanitizer (``SanitizedRun``): it runs the gallery's
    /// snapshot tests again, which the same run has just run (35 s under ThreadSanitizer).
    @Test(.disabled(if: SanitizedRun.isActive, "the plain run checks the references; this would re-run the gallery tests"))
    func noOrphanedReferences() {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Snapshots/GallerySnapshotTests")
        // Runs the gallery tests (again, when they ran on their own in this process), so that
        // every reference they use is known; their failures count here too, their notes not.
        let failures = capturingWidgetSnapshotIssues {
            steps()
            weather()
            tasks()
            fitness()
            countdown()
            reading()
            glucose()
            quickActions()
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
        assertPreviewSnapshots(inModule: "WidgetGallery", looks: [.fullColorLight, .fullColorDark])
    }
}
