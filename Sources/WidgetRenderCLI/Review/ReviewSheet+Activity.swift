import Foundation
import WidgetRender

extension ReviewSheet {
    /// What the review page shows of a Live Activity's sheet: each cell as a presentation
    /// (`content`, `compact`…, in the family's place) in an appearance (the column's).
    init(activity: String, path: String, fileName: String, sheet: ActivityContactSheet) {
        let cells = sheet.cells.map { cell in
            Cell(
                family: ActivityOptions.name(of: cell.presentation),
                column: cell.colorScheme.rawValue,
                columnTitle: "Live Activity · \(cell.colorScheme)",
                device: cell.context.device.name,
                frame: Self.ints(cell.frame),
                widgetFrame: Self.ints(cell.widgetFrame),
                diagnostics: cell.diagnostics.map { Note(kind: $0.kind.rawValue, message: $0.message) },
                tapTargets: cell.tapTargets.map { t in
                    Tap(kind: t.kind.rawValue, frame: Self.ints(cell.sheetFrame(of: t)), url: t.url?.absoluteString, intent: t.intent.map(\.description), identifier: t.identifier)
                }
            )
        }
        self.init(widget: activity, path: path, fileName: fileName, image: sheet.image, cells: cells)
    }
}
