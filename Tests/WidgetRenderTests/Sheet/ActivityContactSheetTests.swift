import Foundation
import Testing
import WidgetGallery

@testable import WidgetRender

/// A Live Activity's contact sheet: the Lock Screen and the island's presentations, light and
/// dark, each on its surface's backdrop, against the delivery sheet's reviewed reference.
@Suite("Live Activity contact sheet")
struct ActivityContactSheetTests {
    let renderer = try! WidgetRenderer()

    @Test func theDeliverySheetMatchesItsReference() throws {
        let sheet = try renderer.contactSheet(DeliveryActivity(), attributes: WidgetGallery.DeliveryAttributes.sample, state: WidgetGallery.DeliveryAttributes.ContentState.onTheWay, title: "delivery")
        #expect(sheet.cells.count == 8)
        #expect(sheet.cells.map(\.presentation) == ActivityContactSheet.presentations.flatMap { [$0, $0] } as [ActivityPreviewViewKind])
        #expect(sheet.cells.map(\.colorScheme) == Array(repeating: [ColorScheme.light, .dark], count: 4).flatMap { $0 })
        #expect(sheet.labelDiagnostics.isEmpty, "a label of the sheet was cut: \(sheet.labelDiagnostics)")
        #expect(sheet.diagnostics.allSatisfy { $0.kind == .chosenFigure })
        try SnapshotFiles.assertMatches(sheet.image, named: "Sheets/delivery")
    }

    @Test func eachCellShowsItsRenderOnItsBackdrop() throws {
        let sheet = try renderer.contactSheet(DeliveryActivity(), attributes: WidgetGallery.DeliveryAttributes.sample, state: WidgetGallery.DeliveryAttributes.ContentState.onTheWay)
        #expect(sheet.title == "DeliveryActivity")
        let pixels = sheet.image.pixels
        for cell in sheet.cells {
            var context = WidgetContext(family: .systemMedium, colorScheme: cell.colorScheme)
            context.scale = 2
            let image = try renderer.render(DeliveryActivity(), attributes: WidgetGallery.DeliveryAttributes.sample, state: WidgetGallery.DeliveryAttributes.ContentState.onTheWay, as: cell.presentation, in: context)
            #expect(Int(cell.widgetFrame.width) == image.pixelWidth && Int(cell.widgetFrame.height) == image.pixelHeight)
            #expect(cell.frame.contains(cell.widgetFrame))
            let (x, y) = (image.pixelWidth / 2, image.pixelHeight / 2)
            let own = image.pixels[x: x, y: y]
            if own.alpha == 255 { #expect(pixels[x: Int(cell.widgetFrame.minX) + x, y: Int(cell.widgetFrame.minY) + y] == own) }
            let corner = pixels[x: Int(cell.frame.minX) + 2, y: Int(cell.frame.minY) + 2]
            let black = PixelBuffer.Pixel(red: 0, green: 0, blue: 0, alpha: 255)
            if cell.presentation == .content {
                #expect(corner != black && corner != ContactSheetLabel.page, "the Lock Screen cell shows the wallpaper")
            } else {
                #expect(corner == black, "the island is shown on black")
            }
            // The widgetURL, on the sheet where the presentation is.
            let target = try #require(cell.tapTargets.first)
            #expect(target.url == URL(string: "greenbowl://order/4821"))
            // Whole pixels on the sheet, thirds of a point in the presentation: within a pixel.
            let frame = cell.sheetFrame(of: target)
            #expect(abs(frame.minX - cell.widgetFrame.minX) < 1 && abs(frame.minY - cell.widgetFrame.minY) < 1)
            #expect(abs(frame.width - cell.widgetFrame.width) < 1 && abs(frame.height - cell.widgetFrame.height) < 1, "\(frame)")
        }
    }

    @Test func findingsOtherThanChosenFiguresGetABadge() throws {
        // `.text` reports only chosen figures; `.wide` a compact view wider than its half.
        let url = URL(string: "probe://x")
        let plain = try renderer.contactSheet(ProbeActivity(url: url, islandURL: url), attributes: ProbeAttributes(), state: .init(shape: .text))
        let wide = try renderer.contactSheet(ProbeActivity(url: url, islandURL: url), attributes: ProbeAttributes(), state: .init(shape: .wide))
        let compact = 4  // the compact row, light
        let cell = wide.cells[compact]
        #expect(cell.presentation == .dynamicIsland(.compact))
        #expect(cell.diagnostics.contains { $0.kind == .compactContentTooWide })
        // The badge ends 4 pt from the cell's right edge, 3 pt from its top, 18 pt tall; 8 px in, its padding is orange.
        let badge = (x: Int(cell.frame.maxX) - 8 - 8, y: Int(cell.frame.minY) + 6 + 18)
        let orange = wide.image.pixels[x: badge.x, y: badge.y]
        #expect(orange.red > 200 && orange.blue < 100, "\(orange)")
        #expect(plain.image.pixels[x: badge.x, y: badge.y] == PixelBuffer.Pixel(red: 0, green: 0, blue: 0, alpha: 255))
    }

    @Test func aDeviceWithoutAnIslandHasTheLockScreenRowOnly() throws {
        let sheet = try renderer.contactSheet(DeliveryActivity(), attributes: WidgetGallery.DeliveryAttributes.sample, state: WidgetGallery.DeliveryAttributes.ContentState.onTheWay, context: WidgetContext(family: .systemMedium, device: .iPad11))
        #expect(sheet.cells.map(\.presentation) == [.content, .content])
        #expect(throws: WidgetRenderError.self) {
            try renderer.contactSheet(DeliveryActivity(), attributes: WidgetGallery.DeliveryAttributes.sample, state: WidgetGallery.DeliveryAttributes.ContentState.onTheWay, context: WidgetContext(family: .systemMedium, device: .watch45mm))
        }
        #expect(throws: WidgetRenderError.self) {
            try renderer.contactSheet(DeliveryActivity(), attributes: WidgetGallery.DeliveryAttributes.sample, state: WidgetGallery.DeliveryAttributes.ContentState.onTheWay, scale: 0)
        }
    }

    @Test func drawingTwiceGivesTheSameBytes() throws {
        let first = try renderer.contactSheet(DeliveryActivity(), attributes: WidgetGallery.DeliveryAttributes.sample, state: WidgetGallery.DeliveryAttributes.ContentState.arriving).image.pngData()
        let second = try renderer.contactSheet(DeliveryActivity(), attributes: WidgetGallery.DeliveryAttributes.sample, state: WidgetGallery.DeliveryAttributes.ContentState.arriving).image.pngData()
        #expect(first == second)
    }
}
