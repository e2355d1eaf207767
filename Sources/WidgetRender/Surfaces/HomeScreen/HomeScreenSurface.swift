import Foundation
import WidgetCore

/// The Home Screen in full colour, light and dark: the display list drawn as it is.
///
/// Its contact-sheet cells show a system family on the Home Screen wallpaper (dimmed in dark
/// mode, as iOS does with its default "Dark Appearance Dims Wallpaper" setting), and an
/// accessory family on a plain canvas: light gray or black, as a preview canvas does.
///
/// Decision: the iPhone Lock Screen always draws accessory widgets vibrant, and a watch face
/// draws full-colour complications on black, so a full-colour accessory cell shows the widget
/// on a plain canvas where `.primary` text stays readable.
struct HomeScreenSurface: Surface {
    func shows(_ context: WidgetContext) -> Bool { context.renderingMode == .fullColor }

    var modeName: String { "full colour" }

    func passes(for list: DisplayList, in context: WidgetContext) throws -> [any RasterPass] {
        [FullColorPass()]
    }

    /// Text contrast, content the outline cuts and progress lost in its track, on the
    /// widget's own pixels.
    var checks: [any SurfaceCheck] { [ShapeCutCheck(), ProgressTrackCheck(), LowContrastCheck(colours: .widget)] }

    /// How strongly dark mode dims the Home Screen wallpaper (iOS's "Dark Appearance Dims
    /// Wallpaper", on by default; the amount is not published, **A**).
    static let darkDimming = 0.35

    func sheetBackdrop(for job: inout WidgetContext, home: ContactSheetBackdrop, under: Wallpaper) -> ContactSheetBackdrop {
        let light = job.colorScheme == .light
        guard job.family.isSystem else {
            return light
                ? ContactSheetBackdrop(solid: ContactSheetBackdrop.lightCanvas, width: home.width, height: home.height)
                : ContactSheetBackdrop(blackWidth: home.width, height: home.height)
        }
        return light ? home : home.veiled(RGBA(red: 0, green: 0, blue: 0, alpha: Self.darkDimming))
    }

    /// `Full colour · light` or `Full colour · dark`.
    func columnTitle(in context: WidgetContext) -> String {
        "Full colour · \(context.colorScheme)"
    }
}
