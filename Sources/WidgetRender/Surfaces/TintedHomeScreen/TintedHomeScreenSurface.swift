import Foundation
import WidgetCore

/// The accented Home Screen of iPhone and iPad: iOS 18 tinted, iOS 26 tinted and clear.
///
/// Every drawing item goes into the default or the accent group's alpha mask, each filled
/// with one colour of ``AccentedStyle`` (``AccentedPass``), over the Home Screen glass: the
/// wallpaper (``WidgetContext/wallpaper``, else ``Wallpaper/dusk``) blurred by
/// ``homeScreenBlur`` under the style's veil; on iOS 26 that frost is Liquid Glass, seen
/// through a lens at its edge and outlined by a specular rim (``GlassMaterial``). Only system families have that container; an
/// accessory family (the iPhone has none on an accented screen) stays transparent around its
/// content.
struct TintedHomeScreenSurface: Surface {
    func shows(_ context: WidgetContext) -> Bool { context.renderingMode == .accented && !context.system.isWatch }

    var modeName: String { "accented" }

    /// The Home Screen glass's blur of the wallpaper, in points.
    static let homeScreenBlur: CGFloat = 24

    /// How much of the accented glass's veil tints the Home Screen around the widgets in a
    /// contact-sheet cell: the tinted Home Screen darkens and tints the whole wallpaper, less
    /// than the widgets' glass.
    static let homeScreenVeilShare = 0.7

    func passes(for list: DisplayList, in context: WidgetContext) throws -> [any RasterPass] {
        let style = AccentedStyle.resolve(context, hasAccentGroup: list.hasAccentGroup)
        let (width, height) = list.pixelSize
        let glass = GlassMaterial.resolve(context, scale: list.scale)
        let lens = glass.map { Backdrop.GlassLens(glass: $0, width: Double(list.size.width), height: Double(list.size.height), cornerRadius: Double(context.cornerRadius)) }
        let backdrop =
            !context.family.isSystem
            ? nil
            : try BackdropCache.shared.backdrop(
                wallpaper: context.wallpaper ?? .dusk, pixelWidth: width, pixelHeight: height, blur: Double(Self.homeScreenBlur * list.scale), veil: style.veil, lens: lens)
        return [AccentedPass(style: style, backdrop: backdrop, glass: glass, cornerRadius: context.cornerRadius)]
    }

    func adjustments(in context: WidgetContext) -> [Diagnostic] {
        var out: [Diagnostic] = []
        if context.system == .iOS17, context.device.system != .watchOS10 {
            out.append(Diagnostic(.renderingModeAdjusted, "iOS 17 has no accented Home Screen; rendered with the iOS 18 tinted look. Set context.system = .iOS18 or .iOS26."))
        }
        if context.appearance.isClear, !context.system.hasLiquidGlass {
            out.append(Diagnostic(.renderingModeAdjusted, "the clear Home Screen appearance exists from iOS 26 on; \(context.system) renders it tinted. Set context.system = .iOS26 for the clear look."))
        }
        return out
    }

    var checks: [any SurfaceCheck] {
        [
            OpaqueBackgroundCheck(drawnAs: "white block under white content"), FlattenedImageCheck(), EmojiSilhouetteCheck(), MergedColorsCheck(sameGroupOnly: true), ShapeCutCheck(),
            ProgressTrackCheck(), LowContrastCheck(),
        ]
    }

    func sheetBackdrop(for job: inout WidgetContext, home: ContactSheetBackdrop, under: Wallpaper) -> ContactSheetBackdrop {
        job.wallpaper = under
        guard job.family.isSystem else { return home }
        let style = AccentedStyle.resolve(job, hasAccentGroup: false)
        return home.veiled(style.veil.multiplyingOpacity(Self.homeScreenVeilShare))
    }

    /// `Accented · tinted, dark`, `Accented · clear, light`…
    func columnTitle(in context: WidgetContext) -> String {
        let appearance = context.effectiveAppearance
        return "Accented · \(appearance.isClear ? "clear" : "tinted"), \(appearance.colorScheme)"
    }
}

extension DisplayList {
    /// Whether any drawing item is in the accent group, or is an image drawn into the
    /// accent mask (`.accented`, `.accentedDesaturated`).
    var hasAccentGroup: Bool {
        items.contains { item in
            guard item.operation.isDrawing else { return false }
            if item.accentGroup == .accent { return true }
            if case .image = item.operation { return item.accentedRenderingMode == .accented || item.accentedRenderingMode == .accentedDesaturated }
            return false
        }
    }
}
