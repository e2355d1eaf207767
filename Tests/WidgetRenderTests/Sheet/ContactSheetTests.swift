import Foundation
import Testing
import WidgetGallery

@testable import WidgetRender

/// A whole contact sheet of a gallery widget, against its reviewed reference.
@Suite("Contact sheet")
struct ContactSheetTests {
    @Test func theStepsSheetMatchesItsReference() throws {
        let renderer = try WidgetRenderer()
        // Pinned to iOS 18 on a 6.1" iPhone, whatever the defaults become.
        var context = WidgetContext(family: .systemSmall, device: .iPhone6_1)
        context.system = .iOS18
        let sheet = try renderer.contactSheet(StepsWidget(), entry: StepsEntry.sample, title: "steps", context: context)
        #expect(sheet.plan.rows.first?.label(sheetDevice: context.sizedDevice) == "systemSmall 158 × 158 pt")
        #expect(sheet.cells.count == sheet.plan.rows.count * 4)
        #expect(sheet.image.pixelWidth == sheet.plan.geometry.pixelWidth)
        #expect(sheet.image.pixelHeight == sheet.plan.geometry.pixelHeight)
        #expect(sheet.labelDiagnostics.isEmpty, "a label of the sheet was cut: \(sheet.labelDiagnostics)")
        try SnapshotFiles.assertMatches(sheet.image, named: "Sheets/steps")
    }

    @Test func eachCellShowsItsRenderOnItsBackdrop() throws {
        let renderer = try WidgetRenderer()
        let plan = try ContactSheetPlan(title: "steps", families: [.systemSmall, .accessoryRectangular])
        let images = try plan.jobs.map { try renderer.render(StepsWidget(), entry: StepsEntry.sample, in: $0.context) }
        let sheet = try renderer.contactSheet(plan, images: images)
        let pixels = sheet.image.pixels
        for cell in sheet.cells {
            let image = images[cell.job.index]
            // The widget's middle pixel is where the geometry says, unchanged when it is opaque.
            let (x, y) = (image.pixelWidth / 2, image.pixelHeight / 2)
            let own = image.pixels[x: x, y: y]
            if own.alpha == 255 {
                #expect(pixels[x: Int(cell.widgetFrame.minX) + x, y: Int(cell.widgetFrame.minY) + y] == own)
            }
            // The padding above the widget is the backdrop: opaque, never the page colour.
            let above = pixels[x: Int(cell.widgetFrame.midX), y: Int(cell.frame.minY) + 2]
            #expect(above.alpha == 255)
            #expect(above != ContactSheetLabel.page, "cell \(cell.job.family) \(cell.job.column) has no backdrop")
            #expect(cell.diagnostics == image.diagnostics)
        }
        // StandBy is black around a system widget in the vibrant column.
        let standBy = try #require(sheet.cells.first { $0.job.family == .systemSmall && $0.job.column == .vibrant })
        #expect(pixels[x: Int(standBy.frame.minX) + 2, y: Int(standBy.frame.minY) + 2] == PixelBuffer.Pixel(red: 0, green: 0, blue: 0, alpha: 255))
        // Dark mode dims the Home Screen wallpaper.
        let light = sheet.cells[0]
        let dark = sheet.cells[1]
        let l = pixels[x: Int(light.frame.minX) + 2, y: Int(light.frame.minY) + 2]
        let d = pixels[x: Int(dark.frame.minX) + 2, y: Int(dark.frame.minY) + 2]
        #expect(Int(d.red) + Int(d.green) + Int(d.blue) < Int(l.red) + Int(l.green) + Int(l.blue))
    }

    @Test func composingTwiceGivesTheSameBytes() throws {
        let renderer = try WidgetRenderer()
        let plan = try ContactSheetPlan(title: "weather", families: [.systemSmall])
        let images = try plan.jobs.map { try renderer.render(WeatherWidget(), entry: WeatherEntry.sample, in: $0.context) }
        let first = try renderer.contactSheet(plan, images: images).image.pngData()
        let second = try renderer.contactSheet(plan, images: images.reversed().reversed()).image.pngData()
        #expect(first == second)
    }

    @Test func aCellWithDiagnosticsGetsABadge() throws {
        let renderer = try WidgetRenderer()
        let plan = try ContactSheetPlan(title: "badge", families: [.systemSmall])
        let clean = try plan.jobs.map { try renderer.render(StepsWidget(), entry: StepsEntry.sample, in: $0.context) }
        // The same pixels with one diagnostic: only the badge corner changes.
        let noted = clean.enumerated().map { i, image in
            i == 0 ? RenderedImage(bitmap: image.bitmap, scale: image.scale, layout: image.layout, diagnostics: [Diagnostic(.truncatedText, "cut")]) : image
        }
        let a = try renderer.contactSheet(plan, images: clean.map { RenderedImage(bitmap: $0.bitmap, scale: $0.scale, layout: $0.layout, diagnostics: []) })
        let b = try renderer.contactSheet(plan, images: noted)
        let cell = b.cells[0].frame
        let corner = (x: Int(cell.maxX) - 20, y: Int(cell.minY) + 18)
        #expect(a.image.pixels[x: corner.x, y: corner.y] != b.image.pixels[x: corner.x, y: corner.y])
        #expect(a.image.pixels[x: Int(cell.minX) + 4, y: corner.y] == b.image.pixels[x: Int(cell.minX) + 4, y: corner.y])
        #expect(b.cells[0].diagnostics.map(\.message) == ["cut"])
    }

    @Test func imagesThatDoNotMatchThePlanAreRefused() throws {
        let renderer = try WidgetRenderer()
        let plan = try ContactSheetPlan(title: "steps", families: [.systemSmall])
        #expect(throws: WidgetRenderError("the contact sheet \"steps\" has 4 cells but got 0 images; pass one image per job, in the order of plan.jobs")) {
            try renderer.contactSheet(plan, images: [])
        }
        var wrong = plan.jobs[0].context
        wrong.family = .systemMedium
        let medium = try renderer.render(StepsWidget(), entry: StepsEntry.sample, in: wrong)
        #expect(throws: WidgetRenderError.self) {
            try renderer.contactSheet(plan, images: [medium, medium, medium, medium])
        }
    }

    @Test func tapTargetsArePlacedOnTheSheet() throws {
        let renderer = try WidgetRenderer()
        let sheet = try renderer.contactSheet(StepsWidget(), entry: StepsEntry.sample, title: "steps")
        for cell in sheet.cells {
            for target in cell.tapTargets {
                let frame = cell.sheetFrame(of: target)
                #expect(cell.widgetFrame.insetBy(dx: -1, dy: -1).contains(frame))
                #expect(frame.width == target.frame.width * cell.imageScale)
            }
        }
    }
}
