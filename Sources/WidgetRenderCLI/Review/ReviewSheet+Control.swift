import Foundation
import WidgetRender

extension ReviewSheet {
    /// What the review page shows of a control's sheet: each cell as a placement
    /// (`controlCenter-small`, `lockScreen`…) in a state (the column: `off`, `on`, or
    /// `button`). A control's cells have no tap targets of their own on the page: the whole
    /// control is the target.
    init(control: String, path: String, fileName: String, sheet: ControlContactSheet, device: DeviceProfile) {
        let cells = sheet.cells.map { cell in
            let state = cell.isOn.map { $0 ? "on" : "off" } ?? "button"
            return Cell(
                family: ControlOptions.name(of: cell.placement),
                column: state,
                columnTitle: "Control · \(state)",
                device: device.name,
                frame: Self.ints(cell.frame),
                widgetFrame: Self.ints(cell.controlFrame),
                diagnostics: cell.diagnostics.map { Note(kind: $0.kind.rawValue, message: $0.message) },
                tapTargets: []
            )
        }
        self.init(widget: control, path: path, fileName: fileName, image: sheet.image, cells: cells)
    }
}
