import Foundation
import WidgetCore

/// What a contact sheet will show, decided before anything is rendered: its rows (families),
/// columns (modes), one render job per cell, and where every cell goes.
///
/// Making the plan renders nothing, so the jobs can be spread over threads or processes; the
/// images are then composed with ``WidgetRenderer/contactSheet(_:images:)``:
///
/// ```swift
/// let plan = try ContactSheetPlan(title: "steps", families: StepsWidget().body._descriptor.families)
/// let images = try plan.jobs.map { try renderer.render(StepsWidget(), entry: .sample, in: $0.context) }
/// let sheet = try renderer.contactSheet(plan, images: images)
/// try sheet.image.writePNG(to: URL(fileURLWithPath: "steps.png"))
/// ```
///
/// Rows follow `WidgetFamily`'s order (system families, then accessory ones), whatever order
/// the widget lists them in. A family the context's device has no slot for is rendered on
/// the first of ``companionDevices`` that has one, and its row label names that device:
/// systemExtraLarge, which no iPhone shows, is rendered on an 11-inch iPad (the size of the
/// most common iPads). Every cell is rendered at the sheet's ``scale`` (by default 2 pixels per
/// point), so that the cells line up pixel for pixel and a sheet of the largest families stays
/// a few thousand pixels wide; sizes in points are the device's.
public struct ContactSheetPlan: Sendable {
    /// The sheet's title, usually the widget's name.
    public let title: String
    /// The context the cells are made from (its device, OS generation, date, locale,
    /// appearance, tint and wallpaper).
    public let context: WidgetContext
    /// Pixels per point of every cell and of the sheet.
    public let scale: CGFloat
    /// The rows, top to bottom.
    public let rows: [ContactSheetRow]
    /// The columns, left to right.
    public let columns: [ContactSheetColumn]
    /// Which columns: the standard four or every look.
    public let looks: ContactSheetLooks
    /// One job per cell that shows the widget, row by row (a sheet of every look has no job
    /// for a place that does not host the row's family).
    public let jobs: [ContactSheetJob]
    /// Where the title, headers, labels and cells go.
    public let geometry: ContactSheetGeometry
    /// Each job's cell backdrop.
    let backdrops: [ContactSheetBackdrop]

    /// The devices that stand in for the context's device when it has no slot for a family,
    /// in order of preference; after them, any profile with the slot.
    public static let companionDevices: [DeviceProfile] = [.iPad11, .watch45mm]
    /// The default scale: 2 pixels per point.
    public static let defaultScale: CGFloat = 2

    /// Plans the sheet of a widget supporting `families`.
    ///
    /// - Parameters:
    ///   - title: The title drawn at the top, e.g. the widget's name.
    ///   - families: The widget's supported families (duplicates are ignored).
    ///   - context: The device, OS generation, date, locale, appearance, tint and wallpaper the
    ///     cells share; its family, rendering mode, colour scheme and scale are set per cell.
    ///   - scale: Pixels per point, finite, in (0, `WidgetContext/maximumScale`].
    ///   - looks: The standard four columns, or a column for every look.
    /// - Throws: ``WidgetRenderError`` when `families` is empty, the scale is out of range, a
    ///   family has no device, or the wallpaper cannot be read.
    public init(
        title: String, families: [WidgetFamily], context: WidgetContext = WidgetContext(family: .systemSmall), scale: CGFloat = ContactSheetPlan.defaultScale,
        looks: ContactSheetLooks = .standard
    ) throws {
        let layout = try Self.layout(title: title, families: families, context: context, scale: scale, looks: looks)
        self.title = title
        self.context = context
        self.scale = scale
        self.looks = looks
        let columns = looks.columns
        self.columns = columns
        self.rows = layout.rows
        let geometry = layout.geometry
        self.geometry = geometry
        var jobs: [ContactSheetJob] = []
        var backdrops: [ContactSheetBackdrop] = []
        for (r, cellContexts) in layout.cellContexts.enumerated() {
            let cell = geometry.cellFrames[r * columns.count]
            let system = layout.rowContexts[r].family.isSystem
            let home = try ContactSheetBackdrop(wallpaper: context.wallpaper ?? (system ? .dusk : .aurora), width: Int(cell.width), height: Int(cell.height), veil: nil)
            for (c, column) in columns.enumerated() {
                let index = r * columns.count + c
                guard var job = cellContexts[c] else { continue }
                let backdrop = Self.backdrop(for: &job, home: home, widget: geometry.widgetFrames[index], in: geometry.cellFrames[index])
                jobs.append(ContactSheetJob(index: jobs.count, cell: index, row: r, column: column, context: job))
                backdrops.append(backdrop)
            }
        }
        self.jobs = jobs
        self.backdrops = backdrops
    }

    /// Where everything on the sheet of a widget supporting `families` goes, without sampling
    /// the wallpapers for the cells' backdrops as a plan does: what a sheet will cost (its
    /// pixels) before it is planned.
    ///
    /// - Throws: What ``init(title:families:context:scale:looks:)`` throws for the families, context
    ///   and scale.
    ///
    /// ```swift
    /// let g = try ContactSheetPlan.geometry(title: "steps", families: [.systemSmall, .accessoryInline])
    /// g.pixelWidth * g.pixelHeight   // the pixels the sheet will have
    /// ```
    public static func geometry(
        title: String, families: [WidgetFamily], context: WidgetContext = WidgetContext(family: .systemSmall), scale: CGFloat = ContactSheetPlan.defaultScale,
        looks: ContactSheetLooks = .standard
    ) throws -> ContactSheetGeometry {
        try layout(title: title, families: families, context: context, scale: scale, looks: looks).geometry
    }

    /// The rows of the sheet, the context each row's cells start from, each cell's context
    /// (nil: the column's place does not host the row's family), and the geometry.
    private static func layout(
        title: String, families: [WidgetFamily], context: WidgetContext, scale: CGFloat, looks: ContactSheetLooks
    ) throws -> (rows: [ContactSheetRow], rowContexts: [WidgetContext], cellContexts: [[WidgetContext?]], geometry: ContactSheetGeometry) {
        let wanted = Set(families)
        let ordered = WidgetFamily.allCases.filter { wanted.contains($0) }
        guard !ordered.isEmpty else {
            throw WidgetRenderError("the contact sheet \"\(title)\" has no families to show; give the widget at least one supported family")
        }
        guard scale.isFinite, scale > 0, scale <= WidgetContext.maximumScale else {
            throw WidgetRenderError("contact sheet scale \(scale) is out of range; use a finite scale in (0, \(Int(WidgetContext.maximumScale))], e.g. 2")
        }
        var rows: [ContactSheetRow] = []
        var rowContexts: [WidgetContext] = []
        var cellContexts: [[WidgetContext?]] = []
        var sizes: [[(width: Int, height: Int)?]] = []
        let columns = looks.columns
        for family in ordered {
            let (row, base) = try Self.row(for: family, context: context, scale: scale)
            rows.append(row)
            rowContexts.append(base)
            let cells: [WidgetContext?] = columns.map { column in
                guard looks == .standard || column.hosts(family) else { return nil }
                var job = base
                column.apply(to: &job)
                if looks == .every, job.isOnWatch, job.sizedDevice.slots[family] == nil { return nil }
                return job
            }
            cellContexts.append(cells)
            sizes.append(try cells.map { try $0?.pixelSize() })
        }
        // A sheet of every look then shows the first family (the first system one) as a
        // placeholder, at the largest accessibility text size and on the smallest phone.
        if looks == .every, let family = ordered.first(where: \.isSystem) ?? ordered.first {
            for variant in ContactSheetVariant.allCases {
                var (row, base) = try Self.row(for: family, context: context, scale: scale)
                guard let changed = variant.apply(to: base) else { continue }
                base = changed
                row = ContactSheetRow(
                    family: family, device: base.sizedDevice, pointSize: try base.sizedDevice.slot(for: family).onDevice, isCompanionDevice: row.isCompanionDevice)
                row.variant = variant
                let cells: [WidgetContext?] = columns.map { column in
                    guard ContactSheetVariant.hosts(column, family: family) else { return nil }
                    var job = base
                    column.apply(to: &job)
                    return job
                }
                rows.append(row)
                rowContexts.append(base)
                cellContexts.append(cells)
                sizes.append(try cells.map { try $0?.pixelSize() })
            }
        }
        return (rows, rowContexts, cellContexts, ContactSheetGeometry(cellSizes: sizes, columns: columns.count, scale: scale))
    }

    /// The row of `family` and the context its cells start from.
    private static func row(for family: WidgetFamily, context: WidgetContext, scale: CGFloat) throws -> (ContactSheetRow, WidgetContext) {
        var base = context
        base.family = family
        base.scale = scale
        var companion = false
        if base.sizedDevice.slots[family] == nil {
            guard let device = (companionDevices + DeviceProfile.all).first(where: { $0.slots[family] != nil }) else {
                throw WidgetRenderError("no device profile has a slot for \(family); remove it from the sheet's families")
            }
            base.device = device
            if device.system == .watchOS10 || context.system.isWatch { base.system = SystemGeneration.newest(for: device) }
            companion = true
        }
        let slot = try base.sizedDevice.slot(for: family)
        var row = ContactSheetRow(family: family, device: base.sizedDevice, pointSize: slot.onDevice, isCompanionDevice: companion)
        if family == .accessoryCorner, base.watchCorner != .topLeading { row.watchCorner = base.watchCorner }
        return (row, base)
    }

    /// The cell backdrop of `job`, drawn by the surface that shows it, and the wallpaper
    /// `job` composites onto.
    private static func backdrop(for job: inout WidgetContext, home: ContactSheetBackdrop, widget: CGRect, in cell: CGRect) -> ContactSheetBackdrop {
        let under = home.wallpaper(under: (Int(widget.minX - cell.minX), Int(widget.minY - cell.minY), Int(widget.width), Int(widget.height)))
        return Surfaces.surface(for: job).sheetBackdrop(for: &job, home: home, under: under)
    }
}
