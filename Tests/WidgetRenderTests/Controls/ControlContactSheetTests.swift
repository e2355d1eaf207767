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
        // Each control sits inside its cell, at the sheet's 2 px per pt.
        for cell in sheet.cells {
            #expect(cell.frame.contains(cell.controlFrame), "\(cell.placement)")
        }
        let small = try #require(sheet.cells.first)
        #expect(Int(small.controlFrame.width) == 80 * 2)  // the 64-pt tile and its 8-pt margins
        try SnapshotFiles.assertMatches(sheet.image, named: "ControlSnapshotTests/timer-sheet")
    }

    @Test func aButtonHasOneColumn() throws {
        let sheet = try renderer.contactSheet(MeditateButton())
        #expect(sheet.cells.count == 5)
        #expect(sheet.cells.allSatisfy { $0.isOn == nil && $0.column == 0 })
        #expect(sheet.title == "MeditateButton")
    }

    @Test func aBadScaleIsAnError() {
        #expect(throws: WidgetRenderError.self) { try renderer.contactSheet(TimerToggle(), scale: 0) }
    }
}
