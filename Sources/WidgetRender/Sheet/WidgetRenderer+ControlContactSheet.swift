import Foundation
import WidgetCore

extension WidgetRenderer {
    /// Renders a control in every placement (`ControlPlacement.all`) and composes its contact
    /// sheet: placements as rows; for a toggle, its off and on states as columns (the
    /// provider's preview value gives the labels, the state is set per column), for a button
    /// one column.
    ///
    /// Each cell shows the control on the black of the place around it (Control Center's tile
    /// and the Lock Screen button carry their own backdrop). Rows are labelled with the
    /// placement, its size in points and the device. A cell whose render reported anything but
    /// chosen figures gets a badge with their number (every control render names the
    /// unpublished figures it used, which would badge every cell). The same control and
    /// context always give the same bytes.
    ///
    /// - Parameters:
    ///   - control: The control.
    ///   - title: The sheet's title; the control's type name by default.
    ///   - context: The device, date, locale and wallpaper the cells share; the scale is set
    ///     per cell.
    ///   - scale: Pixels per point of the sheet and every cell.
    /// - Throws: ``WidgetRenderError`` when the scale is out of range, the device has no
    ///   Dynamic Island for the Action button, or a placement cannot be rendered.
    public func contactSheet<C: ControlWidget>(
        _ control: C, title: String? = nil, context: WidgetContext = WidgetContext(family: .systemSmall), scale: CGFloat = ContactSheetPlan.defaultScale
    ) throws -> ControlContactSheet {
        guard scale.isFinite, scale > 0, scale <= WidgetContext.maximumScale else {
            throw WidgetRenderError("contact sheet scale \(scale) is out of range; use a finite scale in (0, \(Int(WidgetContext.maximumScale))], e.g. 2")
        }
        let title = title ?? String(describing: C.self)
        let preview = try template(of: control.body._controlDescriptor, value: .preview)
        let states: [Bool?] = preview.kind == .toggle ? [false, true] : [nil]
        var job = context
        job.scale = scale
        let cells = ControlPlacement.all.flatMap { placement in
            states.map { state in
                var template = preview
                if let state, state != template.isOn { template = template.flipped }
                return (placement: placement, template: template)
            }
        }
        // The sheet is laid out from each control with its margin; then Control Center and the
        // Lock Screen are drawn again at their cells' size, so that their backdrop (Control
        // Center's blurred, dimmed Home Screen; the wallpaper) fills the cell rather than
        // showing as a square on black. The Action button's island sits on the black it has.
        let first = try cells.map { try renderControl($0.template, placement: $0.placement, in: job) }
        let rowSizes = ControlPlacement.all.indices.map { r in
            let row = first[(r * states.count)..<((r + 1) * states.count)]
            return (width: row.map(\.pixelWidth).max() ?? 0, height: row.map(\.pixelHeight).max() ?? 0)
        }
        let g = ContactSheetGeometry(rowSizes: rowSizes, columns: states.count, scale: scale)
        let images = try cells.enumerated().map { index, cell in
            guard cell.placement != .actionButton else { return first[index] }
            var filling = job
            filling.controlCanvasSize = CGSize(width: g.cellFrames[index].width / scale, height: g.cellFrames[index].height / scale)
            return try renderControl(cell.template, placement: cell.placement, in: filling)
        }
        return try composeControlSheet(title: title, context: job, scale: scale, states: states, images: images, geometry: g, rowSizes: rowSizes)
    }

    /// Draws the sheet of `images`, one per placement and state, row by row, laid out as `g`
    /// (from the controls' own sizes, `rowSizes`).
    private func composeControlSheet(
        title: String, context: WidgetContext, scale: CGFloat, states: [Bool?], images: [RenderedImage], geometry g: ContactSheetGeometry, rowSizes: [(width: Int, height: Int)]
    ) throws -> ControlContactSheet {
        let columns = states.count
        let placements = ControlPlacement.all
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
        try draw(.title(title, subtitle: "Control · \(device.name) (\(device.models)) · \(ContactSheetRow.points(scale)) px per pt"), in: g.titleFrame)
        for (c, state) in states.enumerated() { try draw(.header(state.map { $0 ? "On" : "Off" } ?? "Button"), in: g.headerFrames[c]) }
        for (r, placement) in placements.enumerated() {
            // The tile's or button's own size (64 × 64 pt), not the image's with its margin.
            let image = images[r * columns]
            let box = image.layout.frame(of: "control.tile")?.size ?? image.layout.canvas
            let size = "\(ContactSheetRow.points(box.width)) × \(ContactSheetRow.points(box.height)) pt"
            var job = context
            job.controlPlacement = placement
            try draw(.row("\(Surfaces.surface(for: job).sheetRowTitle(in: job)) \(size)"), in: g.rowLabelFrames[r])
        }
        var cells: [ControlContactSheetCell] = []
        for (index, image) in images.enumerated() {
            var job = context
            job.controlPlacement = placements[index / columns]
            let cell = g.cellFrames[index]
            let rowHeight = rowSizes[index / columns].height
            let drawn = try canvas.drawCell(image, in: cell, rowHeight: rowHeight, scale: scale, job: &job, wallpaper: context.wallpaper ?? .aurora)
            // The control's own box in the sheet: its tile or button, not the backdrop around it.
            let frame =
                image.layout.frame(of: "control.tile").map { tile in
                    CGRect(x: drawn.minX + (tile.minX * scale).rounded(), y: drawn.minY + (tile.minY * scale).rounded(), width: (tile.width * scale).rounded(), height: (tile.height * scale).rounded())
                } ?? drawn
            let findings = image.diagnostics.filter { $0.kind != .chosenFigure }
            if !findings.isEmpty { try draw(.badge(findings.count), in: ContactSheetLabel.badgeFrame(in: cell, scale: scale)) }
            cells.append(
                ControlContactSheetCell(
                    placement: placements[index / columns], isOn: states[index % columns], row: index / columns, column: index % columns, frame: cell, controlFrame: frame,
                    diagnostics: image.diagnostics))
        }
        return ControlContactSheet(title: title, image: try canvas.image(scale: scale), cells: cells, labelDiagnostics: labelNotes)
    }
}
