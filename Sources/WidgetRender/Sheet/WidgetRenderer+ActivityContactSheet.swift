import Foundation
import WidgetCore

extension WidgetRenderer {
    /// Renders a Live Activity for `attributes` and `state` in every presentation, light and
    /// dark, and composes its contact sheet: the Lock Screen, expanded, compact and minimal
    /// presentations as rows (the Lock Screen alone on a device without a Dynamic Island),
    /// light and dark as columns; then, on an iPhone, the Lock Screen presentation on the
    /// Always-On display (one cell, as it is dark in either appearance, the other cell saying
    /// so) and in StandBy, day and night, at half the sheet's scale. On Apple Watch the sheet
    /// has one row: the Smart Stack card, dark.
    ///
    /// ```swift
    /// let sheet = try renderer.contactSheet(DeliveryActivity(), attributes: DeliveryAttributes.sample,
    ///                                       state: .onTheWay, title: "delivery")
    /// try sheet.image.writePNG(to: URL(fileURLWithPath: "delivery.png"))
    /// ```
    ///
    /// Each cell shows its presentation on the backdrop its surface draws: the Lock Screen
    /// wallpaper (`context.wallpaper`, else the bundled aurora) under the platter, black
    /// around the island. Rows are labelled with the presentation, its size in points and the
    /// device. A cell whose render reported anything but chosen figures gets a badge with
    /// their number: every Live Activity render names the unpublished figures it used
    /// (`Diagnostic/Kind/chosenFigure`), which would badge every cell; they stay in
    /// ``ActivityContactSheetCell/diagnostics``. The same activity, state and context always
    /// give the same bytes.
    ///
    /// - Parameters:
    ///   - activity: The widget whose body is an `ActivityConfiguration`.
    ///   - attributes: The activity's attributes.
    ///   - state: The content state every cell shows.
    ///   - title: The sheet's title; the activity's type name by default.
    ///   - context: The device, date, locale and wallpaper the cells share; the colour scheme
    ///     and scale are set per cell.
    ///   - scale: Pixels per point of the sheet and every cell.
    /// - Throws: ``WidgetRenderError`` when the scale is out of range, the device shows no
    ///   Live Activities, or a presentation cannot be rendered.
    public func contactSheet<W: Widget, A: ActivityAttributes>(
        _ activity: W, attributes: A, state: A.ContentState, title: String? = nil,
        context: WidgetContext = WidgetContext(family: .systemMedium), scale: CGFloat = ContactSheetPlan.defaultScale
    ) throws -> ActivityContactSheet {
        guard scale.isFinite, scale > 0, scale <= WidgetContext.maximumScale else {
            throw WidgetRenderError("contact sheet scale \(scale) is out of range; use a finite scale in (0, \(Int(WidgetContext.maximumScale))], e.g. 2")
        }
        let title = title ?? String(describing: W.self)
        let metrics: LiveActivityMetrics
        do {
            metrics = try LiveActivityMetrics(context.device)
        } catch {
            throw WidgetRenderError("cannot draw the contact sheet of \"\(title)\": \(error.message)")
        }
        let presentations = metrics.island == nil ? [.content] : ActivityContactSheet.presentations
        let rows = ActivitySheetRow.rows(on: context.device, presentations: presentations)
        var images: [[(job: WidgetContext, image: RenderedImage)]] = []
        for row in rows {
            images.append(
                try row.jobs(from: context, scale: scale).map { job in
                    (job, try render(activity, attributes: attributes, state: state, as: job.activityPresentation ?? .content, in: job))
                })
        }
        return try composeActivitySheet(title: title, context: context, scale: scale, rows: rows, images: images)
    }

    /// Lays out and draws the sheet of `images`, one list per row, row by row.
    private func composeActivitySheet(
        title: String, context: WidgetContext, scale: CGFloat, rows: [ActivitySheetRow], images: [[(job: WidgetContext, image: RenderedImage)]]
    ) throws -> ActivityContactSheet {
        let columns = ActivityContactSheet.colorSchemes.count
        let rowSizes = images.map { row in
            (width: row.map(\.image.pixelWidth).max() ?? 0, height: row.map(\.image.pixelHeight).max() ?? 0)
        }
        let g = ContactSheetGeometry(rowSizes: rowSizes, columns: columns, scale: scale)
        var canvas = try ImageCanvas(width: g.pixelWidth, height: g.pixelHeight, background: ContactSheetLabel.page)
        var labelNotes: [Diagnostic] = []
        var environment = EnvironmentValues()
        environment.displayScale = scale
        environment.colorScheme = .light
        func draw(_ content: ContactSheetLabel.Content, in frame: CGRect) throws {
            let image = try render(ContactSheetLabel(content: content), canvas: CGSize(width: frame.width / scale, height: frame.height / scale), environment: environment)
            labelNotes += image.diagnostics
            canvas.draw(image, atX: Int(frame.minX), y: Int(frame.minY))
        }
        let device = context.device
        try draw(.title(title, subtitle: "Live Activity · \(device.name) (\(device.models)) · \(ContactSheetRow.points(scale)) px per pt"), in: g.titleFrame)
        for (c, scheme) in ActivityContactSheet.colorSchemes.enumerated() { try draw(.header(scheme == .light ? "Light" : "Dark"), in: g.headerFrames[c]) }
        for (r, row) in rows.enumerated() {
            let first = images[r][0]
            // The presentation's own size (36.67 pt), not its pixels at the sheet's scale (73 px);
            // StandBy's is the screen's, which shows the presentation's points 2×.
            let zoom = first.image.scale / (first.job.scale ?? first.image.scale)
            let size = "\(ContactSheetRow.points(first.image.layout.canvas.width * zoom)) × \(ContactSheetRow.points(first.image.layout.canvas.height * zoom)) pt"
            // The device only where it is not the sheet's (the paired watch's Smart Stack).
            let place = first.job.device.name == context.device.name ? "" : " · \(first.job.device.name)"
            try draw(.row("\(Surfaces.surface(for: first.job).sheetRowTitle(in: first.job)) \(size)\(row.titleSuffix)\(place)"), in: g.rowLabelFrames[r])
        }
        var cells: [ActivityContactSheetCell] = []
        for (r, row) in images.enumerated() {
            for column in 0..<columns {
                let cell = g.cellFrames[r * columns + column]
                guard column < row.count else {
                    // A row with one look (Always-On): the other cell says why it is empty.
                    if let note = rows[r].emptyCellNote { try draw(.note(note), in: cell) }
                    continue
                }
                var (job, image) = row[column]
                let widget = try canvas.drawCell(image, in: cell, rowHeight: rowSizes[r].height, scale: scale, job: &job, wallpaper: context.wallpaper ?? .aurora)
                let findings = image.diagnostics.filter { $0.kind != .chosenFigure }
                if !findings.isEmpty { try draw(.badge(findings.count), in: ContactSheetLabel.badgeFrame(in: cell, scale: scale)) }
                cells.append(
                    ActivityContactSheetCell(
                        presentation: rows[r].presentation, context: row[column].job, row: r, column: column, frame: cell, widgetFrame: widget,
                        imageScale: image.scale, diagnostics: image.diagnostics, tapTargets: image.tapTargets))
            }
        }
        return ActivityContactSheet(title: title, image: try canvas.image(scale: scale), cells: cells, labelDiagnostics: labelNotes)
    }
}
