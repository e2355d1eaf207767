import Foundation
import Testing
import WidgetRender

/// A control's contact sheet: every placement as a row, a toggle's off and on states (or a
/// button's one) as columns, each cell badge-free when only chosen figures were reported.
@Suite struct ControlContactSheetTests {
    let renderer = try! WidgetRenderer()

    @Test func aToggleHasEveryPlacementOffAndOn() throws {
        let sheet = try renderer.contactSheet(TimerToggle(), title: "timer")
        #expect(sheet.cells.count == 10)
        #expect(sheet.cells.map(\.placement) == ControlPlacement.all.flatMap { [$0, $0] })
        #expect(sheet.cells.map(\.isOn) == Array(repeating: [false, true], count: 5).flatMap { $0 })
        #expect(sheet.labelDiagnostics.isEmpty, "\(sheet.labelDiagnostics)")
        #expect(sheet.diagnostics.allSatisfy { $0.kind == .chosenFigure }, "\(sheet.diagnostics)")
        // Each control sits inside its cell, at the sheet's 2 px per pt; in Control Center and
        // on the Lock Screen it is drawn at the cell's size, centred on its backdrop.
        for cell in sheet.cells {
            #expect(cell.frame.contains(cell.controlFrame), "\(cell.placement)")
            if cell.placement != .actionButton {
                #expect(abs(cell.frame.midX - cell.controlFrame.midX) <= 1 && abs(cell.frame.midY - cell.controlFrame.midY) <= 1, "\(cell.placement)")
            }
        }
        let small = try #require(sheet.cells.first)
        #expect(small.controlFrame.size == CGSize(width: 64 * 2, height: 64 * 2))  // the tile itself
        try SnapshotFiles.assertMatches(sheet.image, named: "ControlSnapshotTests/timer-sheet")
    }

    @Test func aButtonHasOneColumn() throws {
        let sheet = try renderer.contactSheet(MeditateButton())
        #expect(sheet.cells.count == 5)
        #expect(sheet.cells.allSatisfy { $0.isOn == nil && $0.column == 0 })
        #expect(sheet.title == "MeditateButton")
    }

    @Test func theCanvasAroundAControlCanBeGivenAndIsBounded() throws {
        var context = WidgetContext(family: .systemSmall)
        context.scale = 2
        context.controlCanvasSize = CGSize(width: 300, height: 200)
        let image = try renderer.render(TimerToggle(), placement: .controlCenter(.small), in: context)
        #expect(image.pixelWidth == 600 && image.pixelHeight == 400)
        #expect(image.layout.frame(of: "control.tile") == CGRect(x: 118, y: 68, width: 64, height: 64))
        // Smaller than the tile and its margins: the margins stay.
        context.controlCanvasSize = CGSize(width: 10, height: 10)
        let small = try renderer.render(TimerToggle(), placement: .lockScreen, in: context)
        #expect(small.layout.frame(of: "control.tile") == CGRect(x: 8, y: 8, width: 50, height: 50))
        for bad in [CGSize(width: CGFloat.infinity, height: 10), CGSize(width: 10, height: CGFloat.nan), CGSize(width: 100_000, height: 10)] {
            context.controlCanvasSize = bad
            #expect(throws: WidgetRenderError.self) { try renderer.render(TimerToggle(), placement: .controlCenter(.large), in: context) }
        }
    }

    @Test func aBadScaleIsAnError() {
        #expect(throws: WidgetRenderError.self) { try renderer.contactSheet(TimerToggle(), scale: 0) }
    }
}
