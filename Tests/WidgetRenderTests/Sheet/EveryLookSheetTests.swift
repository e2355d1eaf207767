import Foundation
import Testing
import WidgetGallery

@testable import WidgetRender

/// A contact sheet of every look: a column for each place and look, each family only where
/// its place hosts it.
@Suite("Contact sheet of every look")
struct EveryLookSheetTests {
    static let families: [WidgetFamily] = [.systemSmall, .systemMedium, .accessoryCircular, .accessoryRectangular]

    @Test func eachPlaceHostsOnlyItsFamilies() throws {
        let plan = try ContactSheetPlan(title: "steps", families: Self.families, context: WidgetContext(family: .systemSmall, device: .iPhone6_1), looks: .every)
        #expect(plan.columns == ContactSheetColumn.everyLook)
        #expect(plan.columns.count == 14)
        let shown = Dictionary(grouping: plan.jobs.filter { plan.rows[$0.row].variant == nil }, by: \.family).mapValues { $0.map(\.column) }
        // The Home Screen's eight looks and StandBy's two for systemSmall; the Home Screen's
        // eight for systemMedium; the Lock Screen's two and the watch's two for accessories.
        #expect(shown[.systemSmall]?.count == 10)
        #expect(shown[.systemSmall]?.contains(.standByNight) == true)
        #expect(shown[.systemMedium]?.count == 8)
        #expect(shown[.systemMedium]?.contains(.standByDay) == false)
        #expect(shown[.accessoryRectangular] == [.lockScreen, .lockScreenTinted, .watchFullColor, .watchTinted])
        #expect(shown[.accessoryCircular] == [.lockScreen, .lockScreenTinted, .watchFullColor, .watchTinted])
        // Then systemSmall as a placeholder, at accessibility5 and on the smallest phone, each
        // in full colour light and dark.
        let variants = plan.rows.filter { $0.variant != nil }
        #expect(variants.map(\.variant) == [.placeholder, .accessibilityText, .smallestPhone])
        #expect(variants.allSatisfy { $0.family == .systemSmall })
        // The sheet's generation is iOS 26 (the default), so the 4.7-inch phone has its iOS 26 sizes.
        #expect(variants.last?.device.name == "iOS26_iPhone4_7")
        #expect(variants.last?.label(sheetDevice: DeviceProfile.iPhone6_1) == "systemSmall 146 × 146 pt · smallest phone · iOS26_iPhone4_7")
        let variantJobs = plan.jobs.filter { plan.rows[$0.row].variant != nil }
        #expect(variantJobs.map(\.column) == Array(repeating: [ContactSheetColumn.fullColorLight, .fullColorDark], count: 3).flatMap { $0 })
        #expect(variantJobs[0].context.redactionReasons == .placeholder)
        #expect(variantJobs[2].context.dynamicTypeSize == .accessibility5)
        #expect(plan.jobs.count == 32)
        // Jobs are numbered in order; each names its own cell of the grid.
        #expect(plan.jobs.map(\.index) == Array(0..<32))
        #expect(Set(plan.jobs.map(\.cell)).count == 32)
    }

    @Test func eachColumnSetsItsPlace() throws {
        let plan = try ContactSheetPlan(title: "steps", families: Self.families, looks: .every)
        func context(_ family: WidgetFamily, _ column: ContactSheetColumn) throws -> WidgetContext {
            try #require(plan.jobs.first { $0.family == family && $0.column == column }).context
        }
        let clear = try context(.systemMedium, .iOS26ClearDark)
        #expect(clear.system == .iOS26 && clear.appearance == .clear(.dark) && clear.renderingMode == .accented)
        let tinted = try context(.systemSmall, .iOS18TintedLight)
        #expect(tinted.system == .iOS18 && tinted.appearance == .tinted(.light))
        let night = try context(.systemSmall, .standByNight)
        #expect(night.showsInStandBy && night.standByNight)
        let lock = try context(.accessoryRectangular, .lockScreenTinted)
        #expect(lock.renderingMode == .vibrant && lock.lockScreenTint != nil)
        let watch = try context(.accessoryCircular, .watchTinted)
        #expect(watch.device == ContactSheetColumn.watchDevice && watch.system.isWatch && watch.renderingMode == .accented)
        // StandBy's cell is the widget at StandBy's scale: twice the Home Screen's.
        let home = plan.geometry.widgetFrames[try #require(plan.jobs.first { $0.family == .systemSmall && $0.column == .fullColorLight }).cell]
        let standBy = plan.geometry.widgetFrames[try #require(plan.jobs.first { $0.family == .systemSmall && $0.column == .standByDay }).cell]
        #expect(abs(standBy.width - 2 * home.width) <= 1 && abs(standBy.height - 2 * home.height) <= 1, "\(standBy) \(home)")
    }

    @Test func theSheetDrawsEveryHostedCellAndMarksTheOthers() throws {
        let renderer = try WidgetRenderer()
        let plan = try ContactSheetPlan(title: "steps", families: [.systemSmall, .accessoryRectangular], looks: .every)
        let images = try plan.jobs.map { try renderer.render(StepsWidget(), entry: StepsEntry.sample, in: $0.context) }
        let sheet = try renderer.contactSheet(plan, images: images)
        #expect(sheet.cells.count == plan.jobs.count)
        #expect(sheet.image.pixelWidth == plan.geometry.pixelWidth && sheet.image.pixelHeight == plan.geometry.pixelHeight)
        #expect(sheet.labelDiagnostics.isEmpty, "\(sheet.labelDiagnostics)")
        let pixels = sheet.image.pixels
        // A hosted cell shows its widget: the middle of the widget is its render's pixel.
        for (position, job) in plan.jobs.enumerated() {
            let image = images[position]
            let frame = plan.geometry.widgetFrames[job.cell]
            let own = image.pixels[x: image.pixelWidth / 2, y: image.pixelHeight / 2]
            if own.alpha == 255 { #expect(pixels[x: Int(frame.minX) + image.pixelWidth / 2, y: Int(frame.minY) + image.pixelHeight / 2] == own, "\(job.column)") }
        }
        // A cell of a place that does not host the family: the page's colour at its corner and
        // the note's grey text in its middle, no backdrop.
        let hosted = Set(plan.jobs.map(\.cell))
        let empty = try #require(plan.geometry.cellFrames.indices.first { !hosted.contains($0) })
        let frame = plan.geometry.cellFrames[empty]
        #expect(pixels[x: Int(frame.minX) + 2, y: Int(frame.minY) + 2] == pixels[x: 1, y: 1])
        let middle = (Int(frame.minX)..<Int(frame.maxX)).map { pixels[x: $0, y: Int(frame.midY)] }
        #expect(middle.contains { $0 != pixels[x: 1, y: 1] }, "the note is drawn")
    }

    @Test func theStandardSheetIsUnchanged() throws {
        let standard = try ContactSheetPlan(title: "steps", families: Self.families)
        #expect(standard.looks == .standard && standard.columns == ContactSheetColumn.standard)
        #expect(standard.jobs.count == Self.families.count * 4)
        #expect(standard.jobs.map(\.cell) == standard.jobs.map(\.index))
    }
}
