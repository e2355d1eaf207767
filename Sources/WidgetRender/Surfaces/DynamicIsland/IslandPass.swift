import Foundation
import WidgetCore

/// The island's pass: the black backdrop inside the island's shape, then every item as it is.
struct IslandPass: RasterPass {
    /// The island's colour.
    var backdrop: Backdrop

    func draw(_ list: DisplayList, in context: RasterPassContext) throws -> PassFindings {
        let canvas = context.canvas
        canvas.save()
        if let shape = list.widgetShape {
            _ = canvas.setPath(shape)
            canvas.clip()
        }
        try backdrop.draw(on: canvas, in: context.visibleRect)
        canvas.restore()
        try context.replay(list)
        return PassFindings()
    }
}
