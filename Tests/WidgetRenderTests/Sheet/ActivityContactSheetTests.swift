import Foundation
import Testing
import WidgetGallery

@testable import WidgetRender

/// A Live Activity's contact sheet: the Lock Screen and the island's presentations, light and
/// dark, Always-On and StandBy day and night, each on its surface's backdrop, against the
/// delivery sheet's reviewed reference.
@Suite("Live Activity contact sheet")
struct ActivityContactSheetTests {
    let renderer = try! WidgetRenderer()

    @Test func theDeliverySheetMatchesItsReference() throws {
        let sheet = try renderer.contactSheet(DeliveryActivity(), attributes: WidgetGallery.DeliveryAttributes.sample, state: WidgetGallery.DeliveryAttributes.ContentState.onTheWay, title: "delivery")
        // 4 presentations × light and dark, then Always-On (one cell), StandBy day and night,
        // CarPlay light and dark, and the paired watch's Smart Stack (one cell).
        #expect(sheet.cells.count == 14)
        #expect(sheet.cells.map(\.presentation) == ActivityContactSheet.presentations.flatMap { [$0, $0] } + Array(repeating: .content, count: 6) as [ActivityPreviewViewKind])
        #expect(sheet.cells.map(\.colorScheme) == Array(repeating: [ColorScheme.light, .dark], count: 4).flatMap { $0 } + [.dark, .dark, .dark, .light, .dark, .dark])
        #expect(sheet.cells.map(\.context.activityScreen) == Array(repeating: .lockScreen, count: 8) + [.alwaysOn, .standBy, .standBy, .carPlay, .carPlay, .lockScreen])
        #expect(sheet.cells[9...10].map(\.context.standByNight) == [false, true])
        #expect(sheet.cells.suffix(6).map { [$0.row, $0.column] } == [[4, 0], [5, 0], [5, 1], [6, 0], [6, 1], [7, 0]])
        // The Smart Stack on the paired 45-mm watch: 184 × 80.5 pt at the sheet's 2 px per point.
        #expect(sheet.cells[13].context.device == .watch45mm)
        #expect([sheet.cells[13].widgetFrame.width, sheet.cells[13].widgetFrame.height] == [368, 161])
        // StandBy at half the sheet's scale: its 2× view on the landscape screen, 852 × 393 pt
        // (1 px per point of the screen; the presentation's own points are drawn 2×).
        #expect(sheet.cells[9...10].map(\.imageScale) == [2, 2])
        #expect([sheet.cells[10].widgetFrame.width, sheet.cells[10].widgetFrame.height] == [852, 393])
        // CarPlay's 240 × 78 pt card at the sheet's 2 px per point.
        #expect([sheet.cells[12].widgetFrame.width, sheet.cells[12].widgetFrame.height] == [480, 156])
        #expect(sheet.labelDiagnostics.isEmpty, "a label of the sheet was cut: \(sheet.labelDiagnostics)")
        #expect(sheet.diagnostics.allSatisfy { $0.kind == .chosenFigure })
        try SnapshotFiles.assertMatches(sheet.image, named: "Sheets/delivery")
    }

    @Test func eachCellShowsItsRenderOnItsBackdrop() throws {
        let sheet = try renderer.contactSheet(DeliveryActivity(), attributes: WidgetGallery.DeliveryAttributes.sample, state: WidgetGallery.DeliveryAttributes.ContentState.onTheWay)
        #expect(sheet.title == "DeliveryActivity")
        let pixels = sheet.image.pixels
        for cell in sheet.cells {
            let image = try renderer.render(DeliveryActivity(), attributes: WidgetGallery.DeliveryAttributes.sample, state: WidgetGallery.DeliveryAttributes.ContentState.onTheWay, as: cell.presentation, in: cell.context)
            #expect(Int(cell.widgetFrame.width) == image.pixelWidth && Int(cell.widgetFrame.height) == image.pixelHeight)
            #expect(cell.frame.contains(cell.widgetFrame))
            let (x, y) = (image.pixelWidth / 2, image.pixelHeight / 2)
            let own = image.pixels[x: x, y: y]
            if own.alpha == 255 { #expect(pixels[x: Int(cell.widgetFrame.minX) + x, y: Int(cell.widgetFrame.minY) + y] == own) }
            let corner = pixels[x: Int(cell.frame.minX) + 2, y: Int(cell.frame.minY) + 2]
            let black = PixelBuffer.Pixel(red: 0, green: 0, blue: 0, alpha: 255)
            if cell.context.activityScreen == .carPlay {
                #expect(corner == (cell.colorScheme == .dark ? black : PixelBuffer.Pixel(red: 229, green: 229, blue: 234, alpha: 255)), "CarPlay's Dashboard")
            } else if cell.presentation == .content && cell.context.activityScreen != .standBy && cell.context.device.system != .watchOS10 {
                #expect(corner != black && corner != ContactSheetLabel.page, "the Lock Screen and Always-On cells show the wallpaper")
            } else {
                #expect(corner == black, "the island, StandBy and the watch are shown on black")
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

    @Test func aDeviceWithoutAnIslandHasTheLockScreenRowOnlyAndAWatchItsSmartStackCard() throws {
        let sheet = try renderer.contactSheet(DeliveryActivity(), attributes: WidgetGallery.DeliveryAttributes.sample, state: WidgetGallery.DeliveryAttributes.ContentState.onTheWay, context: WidgetContext(family: .systemMedium, device: .iPad11))
        // The Lock Screen, light and dark: no iPad has an Always-On display or StandBy.
        #expect(sheet.cells.map(\.presentation) == [.content, .content])
        #expect(sheet.cells.map(\.context.activityScreen) == [.lockScreen, .lockScreen])
        // A watch: the Smart Stack card alone, dark.
        let watch = try renderer.contactSheet(DeliveryActivity(), attributes: WidgetGallery.DeliveryAttributes.sample, state: WidgetGallery.DeliveryAttributes.ContentState.onTheWay, context: WidgetContext(family: .systemMedium, device: .watch45mm))
        #expect(watch.cells.map { [$0.row, $0.column] } == [[0, 0]])
        #expect(watch.cells.map(\.colorScheme) == [.dark])
        #expect(watch.cells.first.map { [$0.widgetFrame.width, $0.widgetFrame.height] } == [368, 161])
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
