import Foundation
import WidgetCore

/// Control Center: a control's tile (composed in WidgetCore, ``ControlStyleConstants``) over
/// Control Center's backdrop, the wallpaper (``WidgetContext/wallpaper``, else
/// ``Wallpaper/aurora``) blurred and darkened (``ControlCenterPass``). Control Center is dark
/// whatever the appearance. Apple publishes none of its figures; the composer names the ones
/// chosen in a `Diagnostic/Kind/chosenFigure` diagnostic.
///
/// Its contact-sheet cell is the tile on its own backdrop, on black.
struct ControlCenterSurface: Surface {
    func shows(_ context: WidgetContext) -> Bool {
        if case .controlCenter? = context.controlPlacement { return true }
        return false
    }

    var modeName: String { "Control Center" }

    func passes(for list: DisplayList, in context: WidgetContext) throws -> [any RasterPass] {
        let (width, height) = list.pixelSize
        let backdrop = try BackdropCache.shared.backdrop(
            wallpaper: context.wallpaper ?? .aurora, pixelWidth: width, pixelHeight: height, blur: Double(ControlStyleConstants.backdropBlur * list.scale),
            veil: RGBA(red: 0, green: 0, blue: 0, alpha: ControlStyleConstants.backdropDimming))
        return [ControlCenterPass(backdrop: backdrop)]
    }

    /// Text under 3:1 against the tile (a title on the white on tile, the value on the grey one).
    var checks: [any SurfaceCheck] { [LowContrastCheck()] }

    func sheetBackdrop(for job: inout WidgetContext, home: ContactSheetBackdrop, under: Wallpaper) -> ContactSheetBackdrop {
        ContactSheetBackdrop(blackWidth: home.width, height: home.height)
    }

    /// `Control Center · small`.
    func columnTitle(in context: WidgetContext) -> String { context.controlPlacement?.title ?? modeName }

    func sheetRowTitle(in context: WidgetContext) -> String { columnTitle(in: context) }
}
