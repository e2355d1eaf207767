import Foundation
import WidgetCore

/// A watch face and the watch's Smart Stack in the accented mode: the accent group takes the
/// face colour (``WidgetContext/tint``, else ``defaultFaceColor``), the default group white,
/// on black; `.fullColor` images are not honoured (watchOS draws them in the groups too).
///
/// Only the rectangular Smart Stack plate is a container with a backdrop (black); circular,
/// corner and inline complications stay transparent around their content (a circular one
/// draws its own plate with `AccessoryWidgetBackground`).
struct WatchFaceSurface: Surface {
    /// The accented mode on a watch, and the vibrant mode there too: Apple Watch does not use
    /// vibrant (HIG Widgets, rendering-mode table), so a vibrant render is drawn as the face
    /// draws it, with a diagnostic naming the fix (``adjustments(in:)``).
    func shows(_ context: WidgetContext) -> Bool {
        (context.renderingMode == .accented && context.system.isWatch) || context.vibrantOnWatchDiagnostic != nil
    }

    func adjustments(in context: WidgetContext) -> [Diagnostic] {
        context.vibrantOnWatchDiagnostic.map { [$0] } ?? []
    }

    var modeName: String { "accented" }

    /// The watch's default face colour: system orange.
    static let defaultFaceColor = RGBA(hex: 0xFF9500)

    /// The groups' colours on the watch.
    static func style(_ context: WidgetContext) -> AccentedStyle {
        let tint = AccentedStyle.userTint(of: context, in: context.effectiveAppearance.colorScheme)
        return AccentedStyle(accent: tint ?? defaultFaceColor, defaultGroup: RGBA(red: 1, green: 1, blue: 1), veil: RGBA(red: 0, green: 0, blue: 0))
    }

    func passes(for list: DisplayList, in context: WidgetContext) throws -> [any RasterPass] {
        let style = Self.style(context)
        let hasContainer = context.family.isSystem || context.family == .accessoryRectangular
        return [AccentedPass(style: style, backdrop: hasContainer ? Backdrop(solid: style.veil) : nil, honoursFullColorImages: false)]
    }

    var checks: [any SurfaceCheck] {
        [OpaqueBackgroundCheck(drawnAs: "white block under white content"), FlattenedImageCheck(), EmojiSilhouetteCheck(), MergedColorsCheck(sameGroupOnly: true), LowContrastCheck()]
    }

    /// The watch's black screen: a complication sits on a dark face, the Smart Stack card on
    /// black (and a system family, which no watch has, on black too).
    func sheetBackdrop(for job: inout WidgetContext, home: ContactSheetBackdrop, under: Wallpaper) -> ContactSheetBackdrop {
        ContactSheetBackdrop(blackWidth: home.width, height: home.height)
    }

    /// The accented column's title: the watch has no tinted or clear Home Screen, so it names
    /// the face.
    func columnTitle(in context: WidgetContext) -> String {
        context.renderingMode == .vibrant ? "Vibrant · accented on watch" : "Accented · watch face"
    }
}
