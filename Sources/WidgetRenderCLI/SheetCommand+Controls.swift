import Foundation
import WidgetRender

extension SheetCommand {
    /// Draws and writes the sheet of each of `controls` in `folder`, in this process with
    /// `runner`'s threads (one job per sheet), one result per control, in their order: every
    /// placement as a row, a toggle off and on as columns
    /// (`WidgetRenderer/contactSheet(_:title:context:scale:)`).
    static func renderControls(
        _ controls: [CatalogControl], device: DeviceProfile, scale: CGFloat, folder: String, renderer: WidgetRenderer,
        runner: BatchRunner, progress: ProgressReporter
    ) -> [SheetResult] {
        let reviews = SheetSlots<ReviewSheet>(count: controls.count)
        let jobs = controls.enumerated().map { i, control in
            BatchJob(name: "\(control.name).png") {
                let sheet = try control.sheet(renderer, WidgetContext(family: .systemSmall, device: device), scale)
                let path = FilePath.join(folder, "\(control.name).png")
                try Output.write(sheet.image, to: path)
                reviews.set(i, ReviewSheet(control: control.name, path: path, fileName: "\(control.name).png", sheet: sheet, device: device))
                // A toggle's off and on cells name the same unpublished figures: each once.
                var said = Set<String>()
                return [BatchJob.File(path: path, diagnostics: sheet.diagnostics.filter { said.insert($0.message).inserted })]
            }
        }
        return runner.outcomes(of: jobs, progress: progress).enumerated().map { i, outcome in
            SheetResult(outcome: outcome, review: reviews.values(i..<(i + 1))?.first)
        }
    }

    /// `chosen` without the controls when `device` shows none (a watch, a Mac, Apple Vision
    /// Pro: `ControlPlacement.all(on:)`): with `--all` they are left out, as `render-all` leaves
    /// them out there; a control named on the command line is a usage error.
    static func subjects(_ chosen: [SheetSubject], drawnOn device: DeviceProfile, all: Bool) throws -> [SheetSubject] {
        guard ControlPlacement.all(on: device).isEmpty else { return chosen }
        if !all, let control = chosen.first(where: { $0.control != nil }) {
            throw CommandError(
                .usage,
                "\"\(control.name)\" is a control, and \(device.name) (\(device.models)) shows none that widget-render draws (controls are drawn on iPhone and iPad devices); choose one with --device, e.g. iPhone6_1")
        }
        return chosen.filter { $0.control == nil }
    }
}
