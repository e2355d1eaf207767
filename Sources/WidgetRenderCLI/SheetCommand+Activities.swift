import Foundation
import WidgetRender

extension SheetCommand {
    /// Draws and writes the sheet of each of `activities` in `folder`, in this process with
    /// `runner`'s threads (one job per sheet: its eight cells are rendered in turn), one
    /// result per activity, in their order. A Live Activity's sheet shows the state `sheets`
    /// was made for (`--state`, else its first;
    /// `WidgetRenderer/contactSheet(_:attributes:state:title:context:scale:)`), at `scale` pixels per point.
    static func renderActivities(
        _ activities: [CatalogActivity], sheets: [(WidgetRenderer, WidgetContext, CGFloat) throws -> ActivityContactSheet], device: DeviceProfile, scale: CGFloat, folder: String,
        renderer: WidgetRenderer,
        runner: BatchRunner, progress: ProgressReporter
    ) -> [SheetResult] {
        let reviews = SheetSlots<ReviewSheet>(count: activities.count)
        let jobs = activities.enumerated().map { i, activity in
            BatchJob(name: "\(activity.name).png") {
                let sheet = try sheets[i](renderer, WidgetContext(family: .systemMedium, device: device), scale)
                let path = FilePath.join(folder, "\(activity.name).png")
                try Output.write(sheet.image, to: path)
                reviews.set(i, ReviewSheet(activity: activity.name, path: path, fileName: "\(activity.name).png", sheet: sheet))
                return [BatchJob.File(path: path, diagnostics: sheet.diagnostics)]
            }
        }
        return runner.outcomes(of: jobs, progress: progress).enumerated().map { i, outcome in
            SheetResult(outcome: outcome, review: reviews.values(i..<(i + 1))?.first)
        }
    }
}
