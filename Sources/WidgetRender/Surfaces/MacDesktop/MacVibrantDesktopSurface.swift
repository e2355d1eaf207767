import Foundation
import WidgetCore

/// The Mac desktop in the vibrant mode: `vibrant` "colours your content appropriately for the
/// Lock Screen background or a macOS desktop" (**D**, "Preparing widgets for additional
/// platforms"), with no published formula for the desktop.
///
/// Decision: the Lock Screen's vibrant material (``VibrantPass``, ``VibrantStyle``) over the
/// desktop wallpaper (``WidgetContext/wallpaper``, else ``Wallpaper/dusk``, the desktop's
/// default here), never StandBy's black; a diagnostic says the material is the Lock Screen's.
struct MacVibrantDesktopSurface: Surface {
    func shows(_ context: WidgetContext) -> Bool {
        context.renderingMode == .vibrant && context.device.isMac && context.activityPresentation == nil && context.controlPlacement == nil
    }

    var modeName: String { "vibrant" }

    func passes(for list: DisplayList, in context: WidgetContext) throws -> [any RasterPass] {
        var desktop = context
        desktop.wallpaper = context.wallpaper ?? .dusk
        desktop.standByNight = false
        return try LockScreenSurface().passes(for: list, in: desktop)
    }

    func adjustments(in context: WidgetContext) -> [Diagnostic] {
        [
            Diagnostic(
                .chosenFigure,
                "Apple does not publish the vibrant look of the Mac desktop; the Lock Screen's vibrant material was drawn over the desktop wallpaper (DocC: Rendering Modes)."
            )
        ]
    }

    var checks: [any SurfaceCheck] { LockScreenSurface().checks }

    /// The desktop wallpaper around the widget, and the part under it behind it.
    func sheetBackdrop(for job: inout WidgetContext, home: ContactSheetBackdrop, under: Wallpaper) -> ContactSheetBackdrop {
        job.wallpaper = under
        return home
    }

    func columnTitle(in context: WidgetContext) -> String { "Vibrant · inactive desktop" }
}
