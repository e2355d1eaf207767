import Foundation
import Testing
import WidgetRender

/// The contact sheet's grid, from plans alone (nothing rendered).
@Suite("Contact sheet geometry")
struct ContactSheetGeometryTests {
    let families: [WidgetFamily] = [.accessoryInline, .systemMedium, .systemSmall, .accessoryRectangular]

    @Test func rowsFollowTheFamilyOrderAndColumnsTheModes() throws {
        let plan = try ContactSheetPlan(title: "steps", families: families + [.systemSmall])
        #expect(plan.rows.map(\.family) == [.systemSmall, .systemMedium, .accessoryRectangular, .accessoryInline])
        #expect(plan.columns == [.fullColorLight, .fullColorDark, .accented, .vibrant])
        #expect(plan.jobs.count == 16)
        for job in plan.jobs {
            #expect(job.index == job.row * 4 + (plan.columns.firstIndex(of: job.column) ?? -1))
            #expect(job.context.family == plan.rows[job.row].family)
            #expect(job.context.renderingMode == job.column.renderingMode)
            #expect(job.context.scale == 2)
        }
    }

    @Test func theGeometryAloneIsThePlansGeometry() throws {
        for (families, context) in [
            (families, WidgetContext(family: .systemSmall)),
            ([.systemExtraLarge, .systemSmall, .accessoryCircular], WidgetContext(family: .systemSmall, device: .iPhone4_7)),
        ] {
            let plan = try ContactSheetPlan(title: "steps", families: families, context: context, scale: 3)
            #expect(try ContactSheetPlan.geometry(title: "steps", families: families, context: context, scale: 3) == plan.geometry)
        }
        #expect(throws: WidgetRenderError.self) { try ContactSheetPlan.geometry(title: "empty", families: []) }
    }

    @Test func everyWidgetIsItsContextsPixelSizeCentredInItsCell() throws {
        let plan = try ContactSheetPlan(title: "steps", families: families)
        let g = plan.geometry
        for job in plan.jobs {
            let size = try job.context.pixelSize()
            let widget = g.widgetFrames[job.index]
            let cell = g.cellFrames[job.index]
            #expect(Int(widget.width) == size.width && Int(widget.height) == size.height)
            #expect(cell.contains(widget))
            #expect(abs((widget.minX - cell.minX) - (cell.maxX - widget.maxX)) <= 1)
            #expect(widget.minY - cell.minY == ContactSheetGeometry.cellPadding * 2)
            #expect(cell.maxY - widget.maxY == ContactSheetGeometry.cellPadding * 2)
        }
    }

    @Test func columnsLineUpUnderTheirHeadersAndNothingOverlaps() throws {
        let plan = try ContactSheetPlan(title: "steps", families: families)
        let g = plan.geometry
        let bounds = CGRect(x: 0, y: 0, width: g.pixelWidth, height: g.pixelHeight)
        for job in plan.jobs {
            let cell = g.cellFrames[job.index]
            let header = g.headerFrames[job.index % 4]
            #expect(cell.minX == header.minX && cell.width == header.width)
            #expect(cell.minY >= header.maxY)
            #expect(cell.minY >= g.rowLabelFrames[job.row].maxY)
            #expect(bounds.contains(cell))
            for other in plan.jobs where other.index != job.index {
                #expect(!cell.intersects(g.cellFrames[other.index]))
            }
        }
        for (r, label) in g.rowLabelFrames.enumerated() where r > 0 {
            #expect(label.minY >= g.cellFrames[(r - 1) * 4].maxY)
        }
        let margin = ContactSheetGeometry.margin * 2
        #expect(CGFloat(g.pixelWidth) == g.headerFrames[3].maxX + margin)
        #expect(CGFloat(g.pixelHeight) == (g.cellFrames.last?.maxY ?? 0) + margin)
    }

    @Test func sizesComeFromTheContextsOSGeneration() throws {
        var context = WidgetContext(family: .systemSmall)
        context.system = .iOS26
        let plan = try ContactSheetPlan(title: "steps", families: [.systemSmall], context: context)
        let row = try #require(plan.rows.first)
        #expect(row.pointSize == (try context.sizedDevice.slot(for: .systemSmall)).onDevice)
        #expect(row.label(sheetDevice: context.sizedDevice) == "systemSmall 162.67 × 162.67 pt")
        #expect(Int(plan.geometry.widgetFrames[0].width) == (try plan.jobs[0].context.pixelSize()).width)
    }

    @Test func extraLargeIsShownOnAnIPadAndSaysSo() throws {
        let plan = try ContactSheetPlan(title: "big", families: [.systemSmall, .systemExtraLarge])
        let row = try #require(plan.rows.last)
        #expect(row.family == .systemExtraLarge)
        #expect(row.isCompanionDevice)
        #expect(row.device.name == DeviceProfile.iPad11.name)
        #expect(row.label(sheetDevice: DeviceProfile.iPhone6_1).hasSuffix("· iPad11 (\(DeviceProfile.iPad11.models)), not on iPhone6_1"))
        #expect(!(plan.rows.first?.isCompanionDevice ?? true))
        // The widest family sets every column's width.
        let xl = plan.geometry.widgetFrames[4]
        #expect(plan.geometry.cellFrames[0].width == xl.width + ContactSheetGeometry.cellPadding * 4)
    }

    @Test func badPlansAreErrorsThatSayWhatToDo() throws {
        #expect(throws: WidgetRenderError("the contact sheet \"empty\" has no families to show; give the widget at least one supported family")) {
            try ContactSheetPlan(title: "empty", families: [])
        }
        #expect(throws: WidgetRenderError("contact sheet scale 0.0 is out of range; use a finite scale in (0, 8], e.g. 2")) {
            try ContactSheetPlan(title: "x", families: [.systemSmall], scale: 0)
        }
    }
}
