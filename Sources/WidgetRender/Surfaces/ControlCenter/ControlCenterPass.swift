import Foundation
import WidgetCore

/// Control Center's pass: its blurred, darkened backdrop over the whole image, then the tile
/// and its content as they are.
struct ControlCenterPass: RasterPass {
    /// The blurred, darkened wallpaper.
    var backdrop: Backdrop

    func draw(_ list: DisplayList, in context: RasterPassContext) throws -> PassFindings {
        try backdrop.draw(on: context.canvas, in: context.visibleRect)
        try context.replay(list)
        return PassFindings()
    }
}
