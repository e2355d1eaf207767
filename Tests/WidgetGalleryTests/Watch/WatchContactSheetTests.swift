import Foundation
import Testing
import WidgetRender

/// A watch widget's contact sheet: every watch family on a dark face, in full colour and
/// accented, the vibrant column drawn as the face draws it.
@Suite struct WatchContactSheetTests {
    static let renderer = Result { try WidgetRenderer() }

    struct Entry: TimelineEntry {
        let date: Date
    }

    struct Provider: TimelineProvider {
        func placeholder(in context: Context) -> Entry { Entry(date: WidgetContext.referenceDate) }
        func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(placeholder(in: context)) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
            completion(Timeline(entries: [placeholder(in: context)], policy: .never))
        }
    }

    /// A hydration complication in every watch family.
    struct HydrationView: View {
        @Environment(\.widgetFamily) var family
        var body: some View {
            Group {
                switch family {
                case .accessoryCorner:
                    Image(systemName: "drop.fill").font(.system(size: 16)).foregroundStyle(.cyan).widgetAccentable()
                        .widgetLabel("1.2 of 2 L")
                case .accessoryCircular:
                    ZStack {
                        AccessoryWidgetBackground()
                        Image(systemName: "drop.fill").font(.system(size: 18)).foregroundStyle(.cyan).widgetAccentable()
                    }
                case .accessoryInline:
                    Label("1.2 of 2 L", systemImage: "drop.fill")
                default:
                    VStack(alignment: .leading) {
                        Text("Hydration").font(.headline).foregroundStyle(.cyan).widgetAccentable()
                        Text("1.2 of 2 L today")
                    }
                    .frame(maxWidth: .infinity, alignment: .leading)
                }
            }
            .containerBackground(Color(red: 0, green: 0.15, blue: 0.25), for: .widget)
        }
    }

    struct HydrationWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "hydration", provider: Provider()) { _ in HydrationView() }
                .supportedFamilies([.accessoryCircular, .accessoryRectangular, .accessoryInline, .accessoryCorner])
        }
    }

    @Test func everyWatchFamilySitsOnADarkFace() throws {
        let context = WidgetContext(family: .accessoryCircular, device: .watch45mm)
        let sheet = try Self.renderer.get().contactSheet(HydrationWidget(), entry: Entry(date: WidgetContext.referenceDate), title: "hydration", context: context)
        #expect(ContactSheetColumn.standard.map { $0.title(in: context) } == ["Full colour · watch face", "Full colour · watch face", "Accented · watch face", "Vibrant · accented on watch"])
        #expect(sheet.cells.map(\.job.context.device.name) == Array(repeating: "watch45mm", count: 16))
        // Every cell's backdrop is the watch's black screen: its top-left pixel.
        for cell in sheet.cells {
            let p = try #require(sheet.image.pixels.pixel(x: Int(cell.frame.minX) + 1, y: Int(cell.frame.minY) + 1))
            #expect(p.red == 0 && p.green == 0 && p.blue == 0 && p.alpha == 255, "\(cell.job.family) \(cell.job.column): \(p)")
        }
        // The vibrant column says it was drawn accented; nothing else is reported but the
        // SF Compact stand-ins of the cells with text, which are not badged.
        let reported = { (cell: ContactSheetCell) in cell.diagnostics.filter { $0.kind != .chosenFigure } }
        for cell in sheet.cells where cell.job.column == .vibrant {
            #expect(reported(cell).map(\.kind) == [.renderingModeAdjusted], "\(cell.job.family): \(cell.diagnostics)")
        }
        #expect(sheet.cells.filter { $0.job.column != .vibrant }.flatMap(reported).map(\.message) == [])
        #expect(sheet.cells.filter { $0.job.family == .accessoryInline }.allSatisfy { $0.diagnostics.contains { $0.kind == .chosenFigure } })
        try SnapshotReference.assertMatches(try sheet.image.pngData(), named: "Watch/sheet-hydration-watch45mm")
    }

    /// A sheet whose context names a corner slot shows the corner complication in it: every
    /// corner cell's ink (the drop and its label) lies in the cell's bottom-trailing part.
    @Test func theCornerRowShowsTheComplicationInTheContextsSlot() throws {
        var context = WidgetContext(family: .accessoryCorner, device: .watch45mm)
        context.watchCorner = .bottomTrailing
        let sheet = try Self.renderer.get().contactSheet(HydrationWidget(), entry: Entry(date: WidgetContext.referenceDate), title: "hydration", context: context)
        let cells = sheet.cells.filter { $0.job.family == .accessoryCorner }
        #expect(cells.count == 4)
        let row = try #require(sheet.plan.rows.first { $0.family == .accessoryCorner })
        #expect(row.label(sheetDevice: .watch45mm) == "accessoryCorner 38 × 38 pt · bottomTrailing slot")
        #expect(sheet.plan.rows.filter { $0.watchCorner != nil }.count == 1, "only the corner row names a slot")
        let pixels = sheet.image.pixels
        for cell in cells {
            #expect(cell.job.context.watchCorner == .bottomTrailing)
            let f = cell.widgetFrame
            var (minX, minY, maxX, maxY) = (Int.max, Int.max, Int.min, Int.min)
            for y in Int(f.minY)..<Int(f.maxY) {
                for x in Int(f.minX)..<Int(f.maxX) {
                    guard let p = pixels.pixel(x: x, y: y), Int(p.red) + Int(p.green) + Int(p.blue) > 60 else { continue }
                    (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
                }
            }
            // In points of the 95 pt region (2 px each): the drop reaches into the bottom-right
            // corner; the label curves no further than about a third of the way in.
            let (left, top) = (Double(minX) - f.minX, Double(minY) - f.minY)
            let (right, bottom) = (f.maxX - Double(maxX), f.maxY - Double(maxY))
            #expect(left > 50 && top > 50, "\(cell.job.column): ink from (\(left), \(top)) px")
            #expect(right < 24 && bottom < 24, "\(cell.job.column): ink to \(right), \(bottom) px from the far edges")
        }
    }

    @Test func aPhoneSheetShowsTheCornerOnTheCompanionWatch() throws {
        let plan = try ContactSheetPlan(title: "hydration", families: [.systemSmall, .accessoryCorner])
        let corner = try #require(plan.rows.last)
        #expect(corner.family == .accessoryCorner && corner.isCompanionDevice)
        #expect(corner.label(sheetDevice: plan.context.sizedDevice) == "accessoryCorner 38 × 38 pt · watch45mm (Apple Watch 45 mm), not on iOS26_iPhone6_1")
        // Its cells hold the corner region, 95 × 95 pt at the sheet's 2 px per pt.
        let job = try #require(plan.jobs.first { $0.family == .accessoryCorner })
        #expect(try job.context.pixelSize() == (190, 190))
    }
}
