import Foundation
import WidgetCore

/// The Mac desktop when another app is in front: the accented mode on a Mac profile
/// (``DeviceProfile/isMac``).
///
/// With "Dim widgets on desktop: Automatic", macOS 26 widgets "fade into the background" in
/// a colour that follows the wallpaper's prominent tint (**M**, MacRumors; a Sonoma
/// write-up), and a widget whose background is not its `containerBackground` turns into a
/// solid white rectangle as soon as any window is focused (**M**, a scriptwidget issue,
/// 2026-08): the accented mode, whose content is tinted white and whose container
/// background the system replaces. Apple publishes no formula for either.
///
/// Decision: the dimmed desktop is the tinted Home Screen's look (``TintedHomeScreenSurface``:
/// the same passes and glass), tinted with the wallpaper's mean colour
/// (``Wallpaper/prominentTint()``, **A**) unless ``WidgetContext/tint`` sets one; the default
/// desktop wallpaper is ``Wallpaper/dusk``, as on the Home Screen. A background drawn as
/// content is the "white rectangle" the users report, and is diagnosed as such.
/// The full-colour desktop is the Home Screen's full colour (``HomeScreenSurface``).
struct MacDimmedDesktopSurface: Surface {
    func shows(_ context: WidgetContext) -> Bool {
        context.renderingMode == .accented && context.device.isMac && context.activityPresentation == nil && context.controlPlacement == nil
    }

    var modeName: String { "accented" }

    func passes(for list: DisplayList, in context: WidgetContext) throws -> [any RasterPass] {
        try TintedHomeScreenSurface().passes(for: list, in: try Self.tinted(context))
    }

    func adjustments(in context: WidgetContext) -> [Diagnostic] {
        var out = TintedHomeScreenSurface().adjustments(in: context)
        if context.tint == nil {
            out.append(
                Diagnostic(
                    .chosenFigure,
                    "Apple does not publish the dimmed Mac desktop's colours; it is drawn as the tinted Home Screen tinted with the wallpaper's mean colour (DocC: Rendering Modes). Set context.tint to choose the colour."
                ))
        }
        return out
    }

    var checks: [any SurfaceCheck] {
        [
            OpaqueBackgroundCheck(drawnAs: "white rectangle, as the dimmed Mac desktop shows it whenever another app is in front"), FlattenedImageCheck(), EmojiSilhouetteCheck(),
            MergedColorsCheck(sameGroupOnly: true), LowContrastCheck(),
        ]
    }

    /// The tinted Home Screen's cell, its veil tinted as the widget is.
    func sheetBackdrop(for job: inout WidgetContext, home: ContactSheetBackdrop, under: Wallpaper) -> ContactSheetBackdrop {
        job.wallpaper = under
        var tinted = (try? Self.tinted(job)) ?? job
        return TintedHomeScreenSurface().sheetBackdrop(for: &tinted, home: home, under: under)
    }

    /// `Dimmed desktop · tinted, dark`, `Dimmed desktop · clear, light`…
    func columnTitle(in context: WidgetContext) -> String {
        let appearance = context.effectiveAppearance
        return "Dimmed desktop · \(appearance.isClear ? "clear" : "tinted"), \(appearance.colorScheme)"
    }

    /// `context` with the desktop's wallpaper (``Wallpaper/dusk`` when none) and, unless it
    /// has one, its tint taken from that wallpaper.
    ///
    /// - Throws: ``WidgetRenderError`` when the wallpaper cannot be read.
    static func tinted(_ context: WidgetContext) throws -> WidgetContext {
        var tinted = context
        let wallpaper = context.wallpaper ?? .dusk
        tinted.wallpaper = wallpaper
        if tinted.tint == nil {
            let mean = try wallpaper.prominentTint()
            tinted.tint = Color(red: mean.red, green: mean.green, blue: mean.blue)
        }
        return tinted
    }
}
