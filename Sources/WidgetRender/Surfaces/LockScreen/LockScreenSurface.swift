import Foundation
import WidgetCore

/// The Lock Screen and StandBy in the vibrant mode: content desaturated, its luminance ×
/// alpha lighting a plus-lighter material over the wallpaper (``VibrantStyle``, ``VibrantPass``).
///
/// The backdrop is the wallpaper as it is (``WidgetContext/wallpaper``, else
/// ``Wallpaper/aurora``), since "fully transparent pixels pass the wallpaper" (HIG): a blurred
/// one showed as a box where the widget's frame met the wallpaper around it. Under
/// `AccessoryWidgetBackground` plates it is blurred by ``VibrantStyle/plateBlur``. StandBy at
/// night (``WidgetContext/standByNight``) draws the material red on black.
///
/// Decision: a system family in the vibrant mode is shown where the system shows it:
/// StandBy, whose widgets sit on black ("StandBy uses the vibrant appearance", HIG). StandBy
/// shows only the small family on iPhone; the larger families are vibrant on the inactive
/// Mac desktop, and a contact sheet draws them on the same black so every row has its cell.
struct LockScreenSurface: Surface {
    func shows(_ context: WidgetContext) -> Bool { context.renderingMode == .vibrant }

    var modeName: String { "vibrant" }

    func passes(for list: DisplayList, in context: WidgetContext) throws -> [any RasterPass] {
        let style = VibrantStyle.resolve(context)
        let wallpaper = context.wallpaper ?? .aurora
        let (width, height) = list.pixelSize
        let backdrop =
            style.blackBackdrop
            ? Backdrop(solid: RGBA(red: 0, green: 0, blue: 0))
            : try BackdropCache.shared.unblurredBackdrop(wallpaper: wallpaper, pixelWidth: width, pixelHeight: height)
        let hasPlates = list.items.contains { $0.isAccessoryBackground }
        let plate =
            style.blackBackdrop || !hasPlates
            ? backdrop
            : try BackdropCache.shared.backdrop(wallpaper: wallpaper, pixelWidth: width, pixelHeight: height, blur: Double(VibrantStyle.plateBlur * list.scale), veil: RGBA(red: 0, green: 0, blue: 0, alpha: 0))
        return [VibrantPass(style: style, backdrop: backdrop, plateBackdrop: plate, fullBleed: context.family.isAccessory)]
    }

    func adjustments(in context: WidgetContext) -> [Diagnostic] {
        guard context.ignoresLockScreenTint else { return [] }
        return [
            Diagnostic(
                .renderingModeAdjusted,
                "the iPad Lock Screen is monochromatic without a tint colour (HIG); context.lockScreenTint was ignored. Leave it nil for \(context.device.name).")
        ]
    }

    var checks: [any SurfaceCheck] {
        [OpaqueBackgroundCheck(drawnAs: "bright plate"), MergedColorsCheck(sameGroupOnly: false), ShapeCutCheck(), ProgressTrackCheck(), LowContrastCheck()]
    }

    /// An accessory cell shows its row's Lock Screen wallpaper, which the widget's own
    /// backdrop is made of; a system family's cell is StandBy's black, and so is its backdrop.
    func sheetBackdrop(for job: inout WidgetContext, home: ContactSheetBackdrop, under: Wallpaper) -> ContactSheetBackdrop {
        guard job.family.isSystem else {
            job.wallpaper = under
            return home
        }
        job.wallpaper = Wallpaper(width: 1, height: 1, rgba: [0, 0, 0, 255])
        return ContactSheetBackdrop(blackWidth: home.width, height: home.height)
    }

    func columnTitle(in context: WidgetContext) -> String { "Vibrant · Lock Screen, StandBy" }
}
