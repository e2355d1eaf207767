import Foundation
import WidgetCore

/// A control's Lock Screen button: the symbol on a round plate, drawn with the Lock Screen's
/// vibrant pass (``VibrantPass``, ``VibrantStyle``) over the wallpaper
/// (``WidgetContext/wallpaper``, else ``Wallpaper/aurora``): the off plate is the blurred,
/// darkened material of an `AccessoryWidgetBackground`, the on plate bright material with the
/// symbol cut dark into it. The Lock Screen tint (``WidgetContext/lockScreenTint``) tints the
/// material as it does widgets'.
///
/// Its contact-sheet cell is the button on its own wallpaper, on black.
struct ControlLockScreenSurface: Surface {
    func shows(_ context: WidgetContext) -> Bool { context.controlPlacement == .lockScreen }

    var modeName: String { "vibrant" }

    func passes(for list: DisplayList, in context: WidgetContext) throws -> [any RasterPass] {
        var plain = context
        plain.standByNight = false
        let style = VibrantStyle.resolve(plain)
        let wallpaper = context.wallpaper ?? .aurora
        let (width, height) = list.pixelSize
        let backdrop = try BackdropCache.shared.unblurredBackdrop(wallpaper: wallpaper, pixelWidth: width, pixelHeight: height)
        let plate = try BackdropCache.shared.backdrop(
            wallpaper: wallpaper, pixelWidth: width, pixelHeight: height, blur: Double(VibrantStyle.plateBlur * list.scale), veil: RGBA(red: 0, green: 0, blue: 0, alpha: 0))
        return [VibrantPass(style: style, backdrop: backdrop, plateBackdrop: plate, fullBleed: true)]
    }

    func adjustments(in context: WidgetContext) -> [Diagnostic] {
        guard context.standByNight else { return [] }
        return [Diagnostic(.renderingModeAdjusted, "controls are not shown in StandBy; the Lock Screen button was drawn on the Lock Screen, not in StandBy's night red")]
    }

    var checks: [any SurfaceCheck] { [] }

    func sheetBackdrop(for job: inout WidgetContext, home: ContactSheetBackdrop, under: Wallpaper) -> ContactSheetBackdrop {
        ContactSheetBackdrop(blackWidth: home.width, height: home.height)
    }

    /// `Control · Lock Screen`.
    func columnTitle(in context: WidgetContext) -> String { "Control · Lock Screen" }

    /// `Lock Screen`.
    func sheetRowTitle(in context: WidgetContext) -> String { "Lock Screen" }
}
