import Foundation
import WidgetRender

/// What the review page and `--json` show of one written contact sheet: its file, size, and
/// each cell's place, diagnostics and tap targets (the pixels stay in the PNG). A sheet worker
/// process sends it to the parent as JSON (``SheetWorkerMessage``).
struct ReviewSheet: Codable, Sendable {
    /// One cell.
    struct Cell: Codable, Sendable {
        var family: String
        var column: String
        var columnTitle: String
        var device: String
        /// The cell's box and the widget's image, in sheet pixels: `[x, y, width, height]`.
        var frame: [Int]
        var widgetFrame: [Int]
        /// Where the widget's root view goes (the widget less its content margins), in sheet
        /// pixels; nil where the sheet does not know (a Live Activity's or a control's cells).
        var contentFrame: [Int]? = nil
        var diagnostics: [Note]
        var tapTargets: [Tap]
        /// How many of the cell's pixels differ from the reference sheet's (`--references`),
        /// nil without a reference of the same size.
        var differingPixels: Int? = nil
    }

    /// A diagnostic.
    struct Note: Codable, Sendable {
        var kind: String
        var message: String
    }

    /// A tap target, its region in sheet pixels.
    struct Tap: Codable, Sendable {
        var kind: String
        var frame: [Int]
        var url: String?
        var intent: String?
        var identifier: String?
    }

    var widget: String
    /// The PNG's path as written (the page links it by file name).
    var path: String
    var fileName: String
    var width: Int
    var height: Int
    var scale: Double
    var cells: [Cell]
    /// The reference the sheet was compared with (`--references`), if any.
    var reference: SheetReference? = nil

    /// A sheet written to `path` as `fileName`, its `image` and `cells`; under the name `widget`
    /// of the widget, Live Activity or control it shows.
    init(widget: String, path: String, fileName: String, image: RenderedImage, cells: [Cell]) {
        self.widget = widget
        self.path = path
        self.fileName = fileName
        width = image.pixelWidth
        height = image.pixelHeight
        scale = Double(image.scale)
        self.cells = cells
    }

    init(widget: String, path: String, fileName: String, sheet: ContactSheet) {
        self.widget = widget
        self.path = path
        self.fileName = fileName
        width = sheet.image.pixelWidth
        height = sheet.image.pixelHeight
        scale = Double(sheet.plan.scale)
        cells = sheet.cells.map { cell in
            let row = sheet.plan.rows[cell.job.row]
            return Cell(
                family: cell.job.family.rawValue,
                column: cell.job.column.rawValue,
                columnTitle: cell.job.column.title(in: sheet.plan.context, looks: sheet.plan.looks),
                device: row.device.name,
                frame: Self.ints(cell.frame),
                widgetFrame: Self.ints(cell.widgetFrame),
                contentFrame: Self.contentFrame(of: cell),
                diagnostics: cell.diagnostics.map { Note(kind: $0.kind.rawValue, message: $0.message) },
                tapTargets: cell.tapTargets.map { t in
                    Tap(
                        kind: t.kind.rawValue, frame: Self.ints(cell.sheetFrame(of: t)), url: t.url?.absoluteString,
                        intent: t.intent.map(\.description), identifier: t.identifier)
                }
            )
        }
    }

    /// The content area of `cell`'s widget in sheet pixels: its context's content frame, scaled
    /// from the canvas's points to the widget's image (StandBy's is drawn larger).
    static func contentFrame(of cell: ContactSheetCell) -> [Int]? {
        guard let canvas = try? cell.job.context.canvasSize(), canvas.width > 0, canvas.height > 0 else { return nil }
        let content = cell.job.context.contentFrame(in: canvas)
        let w = cell.widgetFrame
        let sx = w.width / canvas.width
        let sy = w.height / canvas.height
        return ints(CGRect(x: w.minX + content.minX * sx, y: w.minY + content.minY * sy, width: content.width * sx, height: content.height * sy))
    }

    /// `[x, y, width, height]`, rounded to whole pixels.
    static func ints(_ r: CGRect) -> [Int] {
        [Int(r.minX.rounded()), Int(r.minY.rounded()), Int(r.width.rounded()), Int(r.height.rounded())]
    }
}
