import Foundation
import WidgetCore

/// A Live Activity's Lock Screen presentation on the Always-On display: composed "as if in
/// Dark Mode" with `isLuminanceReduced` true (**D**, in WidgetCore), then dimmed to
/// `LiveActivityLook.alwaysOnBrightness` (50 %, chosen: Apple publishes no figure; the render
/// names it in a `Diagnostic/Kind/chosenFigure` diagnostic).
///
/// Its contact-sheet cell shows the platter on the Lock Screen wallpaper dimmed as much.
struct LiveActivityAlwaysOnSurface: Surface {
    func shows(_ context: WidgetContext) -> Bool {
        context.activityPresentation == .content && context.activityScreen == .alwaysOn
    }

    var modeName: String { "Always-On" }

    func passes(for list: DisplayList, in context: WidgetContext) throws -> [any RasterPass] {
        [FullColorPass(), DimPass(brightness: LiveActivityLook.alwaysOnBrightness)]
    }

    /// Text under 3:1 against the platter, measured on the dimmed pixels.
    var checks: [any SurfaceCheck] { [LowContrastCheck()] }

    /// The Lock Screen wallpaper, dimmed as the display is.
    func sheetBackdrop(for job: inout WidgetContext, home: ContactSheetBackdrop, under: Wallpaper) -> ContactSheetBackdrop {
        job.wallpaper = under
        return home.veiled(RGBA(red: 0, green: 0, blue: 0, alpha: 1 - LiveActivityLook.alwaysOnBrightness))
    }

    /// `Live Activity · Always-On`.
    func columnTitle(in context: WidgetContext) -> String { "Live Activity · Always-On" }
}
