import Foundation

extension WidgetRenderer {
    /// Renders `widget` with `entry` in every family it supports and every column's mode,
    /// one cell after the other, and composes the contact sheet.
    ///
    /// To render the cells in parallel, make a ``ContactSheetPlan``, render its jobs on your
    /// own threads and call ``contactSheet(_:images:)``.
    ///
    /// ```swift
    /// let sheet = try renderer.contactSheet(StepsWidget(), entry: StepsEntry.sample, title: "steps")
    /// try sheet.image.writePNG(to: URL(fileURLWithPath: "steps.png"))
    /// ```
    ///
    /// - Parameters:
    ///   - widget: The widget; its configuration's supported families are the rows.
    ///   - entry: The entry every cell shows.
    ///   - title: The sheet's title; the widget's type name by default.
    ///   - context: The device, OS generation, date and look the cells share.
    ///   - scale: Pixels per point of the sheet.
    /// - Throws: ``WidgetRenderError`` when a cell cannot be rendered or the sheet is too big.
    public func contactSheet<W: Widget, E: TimelineEntry>(
        _ widget: W, entry: E, title: String? = nil,
        context: WidgetContext = WidgetContext(family: .systemSmall), scale: CGFloat = ContactSheetPlan.defaultScale
    ) throws -> ContactSheet {
        let plan = try ContactSheetPlan(title: title ?? String(describing: W.self), families: widget.body._descriptor.families, context: context, scale: scale)
        let images = try plan.jobs.map { try render(widget, entry: entry, in: $0.context) }
        return try contactSheet(plan, images: images)
    }

    /// Composes a contact sheet from its plan and one rendered image per job.
    ///
    /// The page is light grey; the title, the column headers and each row's label are drawn
    /// with the bundled fonts; each cell gets its backdrop, then the widget centred on it, then,
    /// when the render reported anything, a badge with the number of diagnostics in its
    /// top-right corner. The same plan and images always give the same bytes.
    ///
    /// - Parameters:
    ///   - plan: The plan the jobs came from.
    ///   - images: The rendered jobs, in the order of ``ContactSheetPlan/jobs``.
    /// - Throws: ``WidgetRenderError`` when the number of images or an image's size does not
    ///   match the plan, or a label cannot be drawn.
    public func contactSheet(_ plan: ContactSheetPlan, images: [RenderedImage]) throws -> ContactSheet {
        guard images.count == plan.jobs.count else {
            throw WidgetRenderError("the contact sheet \"\(plan.title)\" has \(plan.jobs.count) cells but got \(images.count) images; pass one image per job, in the order of plan.jobs")
        }
        let g = plan.geometry
        var canvas = try ImageCanvas(width: g.pixelWidth, height: g.pixelHeight, background: ContactSheetLabel.page)
        var labelNotes: [Diagnostic] = []
        var environment = EnvironmentValues()
        environment.displayScale = plan.scale
        environment.colorScheme = .light
        func draw(_ content: ContactSheetLabel.Content, in frame: CGRect) throws {
            let size = CGSize(width: frame.width / plan.scale, height: frame.height / plan.scale)
            let image = try render(ContactSheetLabel(content: content), canvas: size, environment: environment)
            labelNotes += image.diagnostics
            canvas.draw(image, atX: Int(frame.minX), y: Int(frame.minY))
        }
        let device = plan.context.sizedDevice
        try draw(.title(plan.title, subtitle: "\(device.name) (\(device.models)) · \(plan.context.system) · \(ContactSheetRow.points(plan.scale)) px per pt"), in: g.titleFrame)
        for (c, column) in plan.columns.enumerated() {
            try draw(.header(plan.looks == .every ? column.everyLookTitle(in: plan.context) : column.title(in: plan.context)), in: g.headerFrames[c])
        }
        for (r, row) in plan.rows.enumerated() { try draw(.row(row.label(sheetDevice: device)), in: g.rowLabelFrames[r]) }
        var cells: [ContactSheetCell] = []
        // A place that does not host a row's family: its cell says so, faintly.
        let hosted = Set(plan.jobs.map(\.cell))
        for index in g.cellFrames.indices where !hosted.contains(index) {
            let frame = g.cellFrames[index]
            try draw(.note(Self.notHostedNote), in: frame)
        }
        for (position, job) in plan.jobs.enumerated() {
            let image = images[position]
            let cell = g.cellFrames[job.cell]
            let widget = g.widgetFrames[job.cell]
            guard image.pixelWidth == Int(widget.width), image.pixelHeight == Int(widget.height) else {
                throw WidgetRenderError(
                    "image \(job.index) of the contact sheet \"\(plan.title)\" (\(job.family), \(job.column)) is \(image.pixelWidth)×\(image.pixelHeight) pixels, expected \(Int(widget.width))×\(Int(widget.height)); render each job in its own context")
            }
            let backdrop = plan.backdrops[job.index].bitmap
            canvas.draw(backdrop, atX: Int(cell.minX), y: Int(cell.minY))
            canvas.draw(image, atX: Int(widget.minX), y: Int(widget.minY))
            // A widget drawn without its own outline (an accessory family, StandBy) gets a
            // faint dashed one at its bounds, so its size and place can be judged.
            if job.family.isAccessory || job.context.showsInStandBy {
                canvas.outline(widget, white: !Self.isLight(backdrop, at: (Int(widget.minX - cell.minX) - 2, Int(widget.minY - cell.minY) - 2)), opacity: Self.outlineOpacity)
            }
            // Choices made where Apple publishes no figure (a watch's SF Compact stand-in) would
            // badge every such cell; they stay in the cell's diagnostics.
            let findings = image.diagnostics.filter { $0.kind != .chosenFigure }
            if !findings.isEmpty { try draw(.badge(findings.count), in: ContactSheetLabel.badgeFrame(in: cell, scale: plan.scale)) }
            cells.append(ContactSheetCell(job: job, frame: cell, widgetFrame: widget, imageScale: image.scale, diagnostics: image.diagnostics, tapTargets: image.tapTargets))
        }
        return ContactSheet(plan: plan, image: try canvas.image(scale: plan.scale), cells: cells, labelDiagnostics: labelNotes)
    }

    /// How strongly the dashed bounds of a frameless widget show on its backdrop.
    static let outlineOpacity = 0.35

    /// Whether the backdrop is light at a pixel (a dark outline shows on it).
    private static func isLight(_ bitmap: Bitmap, at point: (Int, Int)) -> Bool {
        let x = min(max(point.0, 0), bitmap.width - 1)
        let y = min(max(point.1, 0), bitmap.height - 1)
        guard x >= 0, y >= 0 else { return true }
        let i = (y * bitmap.width + x) * 4
        let b = bitmap.bytes
        return 0.2126 * Double(b[i]) + 0.7152 * Double(b[i + 1]) + 0.0722 * Double(b[i + 2]) > 140
    }

    /// What an empty cell of a sheet of every look says: the place does not host the family.
    static let notHostedNote = "Not shown here"

}
