import Foundation
import WidgetCore

/// A watch's complications and Smart Stack in full colour: the display list drawn as it is
/// (as on the Home Screen), shown on the watch's black screen.
///
/// The watch has no light mode (its views always read a dark colour scheme), and its faces
/// and Smart Stack are black around the widget, so both full-colour columns of a contact
/// sheet show a watch cell on black: the complication in its slot on a dark face, the
/// `accessoryCorner` image being the face's corner region itself.
struct WatchFullColorSurface: Surface {
    func shows(_ context: WidgetContext) -> Bool {
        context.renderingMode == .fullColor && context.isOnWatch && context.family.isAccessory
    }

    var modeName: String { "full colour" }

    func passes(for list: DisplayList, in context: WidgetContext) throws -> [any RasterPass] {
        [FullColorPass()]
    }

    /// None yet: the full-colour pixels are the widget's own.
    var checks: [any SurfaceCheck] { [] }

    /// The watch's black screen.
    func sheetBackdrop(for job: inout WidgetContext, home: ContactSheetBackdrop, under: Wallpaper) -> ContactSheetBackdrop {
        ContactSheetBackdrop(blackWidth: home.width, height: home.height)
    }

    /// `Full colour · watch face`.
    func columnTitle(in context: WidgetContext) -> String { "Full colour · watch face" }
}
