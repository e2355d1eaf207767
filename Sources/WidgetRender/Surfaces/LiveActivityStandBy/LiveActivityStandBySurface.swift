import Foundation
import WidgetCore

/// A Live Activity's Lock Screen presentation in StandBy: the landscape screen, the view
/// scaled 2× on its background extended to the whole screen (composed in WidgetCore), in full
/// colour; at night (`WidgetContext/standByNight`) a red monochrome of it (**D**, HIG: "Night
/// Mode applies a red tint"; the red and the luminance mapping are chosen, the widgets'
/// StandBy night red, and named in the render's `Diagnostic/Kind/chosenFigure` diagnostic).
///
/// Its contact-sheet cell is black around the screen.
struct LiveActivityStandBySurface: Surface {
    func shows(_ context: WidgetContext) -> Bool {
        context.activityPresentation == .content && context.activityScreen == .standBy
    }

    var modeName: String { "StandBy" }

    func passes(for list: DisplayList, in context: WidgetContext) throws -> [any RasterPass] {
        context.standByNight ? [FullColorPass(), NightRedPass(red: VibrantStyle.nightRed)] : [FullColorPass()]
    }

    func adjustments(in context: WidgetContext) -> [Diagnostic] {
        guard context.standByNight else { return [] }
        return [LiveActivityLook.chosen(["StandBy's night red (#FF2A1A at each pixel's luminance)"])]
    }

    /// Text under 3:1, measured on the pixels drawn (at night, the red ones).
    var checks: [any SurfaceCheck] { [LowContrastCheck(colours: .widget)] }

    /// Black, as around StandBy widgets.
    func sheetBackdrop(for job: inout WidgetContext, home: ContactSheetBackdrop, under: Wallpaper) -> ContactSheetBackdrop {
        ContactSheetBackdrop(blackWidth: home.width, height: home.height)
    }

    /// `Live Activity · StandBy` or `Live Activity · StandBy · night`.
    func columnTitle(in context: WidgetContext) -> String {
        context.standByNight ? "Live Activity · StandBy · night" : "Live Activity · StandBy"
    }
}
