import Foundation
import WidgetCore

/// Chooses the raster passes for a context's rendering mode and collects what they notice.
struct RenderingModeCompositor {
    let context: WidgetContext
    let report = ModeReport()

    /// The Home Screen glass's blur of the wallpaper, in points.
    static let homeScreenBlur: CGFloat = 24

    /// The passes that draw `list` in the context's mode.
    ///
    /// - Throws: ``WidgetRenderError`` when the wallpaper cannot be read.
    func passes(for list: DisplayList) throws -> [any RasterPass] {
        let pixelWidth = Int((list.size.width * list.scale).rounded()), pixelHeight = Int((list.size.height * list.scale).rounded())
        switch context.renderingMode {
        case .fullColor:
            return [FullColorPass()]
        case .accented:
            let hasAccent = list.items.contains { $0.operation.isDrawing && $0.accentGroup == .accent }
                || list.items.contains { if case .image = $0.operation { return $0.accentedRenderingMode == .accented || $0.accentedRenderingMode == .accentedDesaturated } else { return false } }
            let style = AccentedStyle.resolve(context, hasAccentGroup: hasAccent)
            // Decision: the backdrop (glass or plate) stands for the system container, so only
            // a family that has one gets it: the Home Screen families, and the watch's
            // rectangular Smart Stack plate. An accessoryInline line and an accessoryCircular
            // complication have no container (a circular one draws its own plate with
            // AccessoryWidgetBackground), so they stay transparent around their content.
            let hasContainer = context.family.isSystem || (context.system.isWatch && context.family == .accessoryRectangular)
            let backdrop: Backdrop? = !hasContainer ? nil : style.showsWallpaper
                ? try BackdropCache.shared.backdrop(wallpaper: context.wallpaper ?? .dusk, pixelWidth: pixelWidth, pixelHeight: pixelHeight, blur: Double(Self.homeScreenBlur * list.scale), veil: style.veil)
                : Backdrop(solid: style.veil)
            noteAdjustments()
            return [AccentedPass(style: style, backdrop: backdrop, honoursFullColorImages: !context.system.isWatch, report: report)]
        case .vibrant:
            let style = VibrantStyle.resolve(context)
            let wallpaper = context.wallpaper ?? .aurora
            // Decision: the Lock Screen behind vibrant content is the wallpaper as it is, since
            // "fully transparent pixels pass the wallpaper" (HIG): a blurred one showed as a
            // box where the widget's frame met the wallpaper around it.
            let backdrop = style.blackBackdrop
                ? Backdrop(solid: RGBA(red: 0, green: 0, blue: 0))
                : try BackdropCache.shared.unblurredBackdrop(wallpaper: wallpaper, pixelWidth: pixelWidth, pixelHeight: pixelHeight)
            let hasPlates = list.items.contains { $0.isAccessoryBackground }
            let plate = style.blackBackdrop || !hasPlates
                ? backdrop
                : try BackdropCache.shared.backdrop(wallpaper: wallpaper, pixelWidth: pixelWidth, pixelHeight: pixelHeight, blur: Double(VibrantStyle.plateBlur * list.scale), veil: RGBA(red: 0, green: 0, blue: 0, alpha: 0))
            return [VibrantPass(style: style, backdrop: backdrop, plateBackdrop: plate, fullBleed: context.family.isAccessory, report: report)]
        }
    }

    /// Reports settings the imitated system does not have.
    private func noteAdjustments() {
        if context.system == .iOS17, !context.device.system.isWatchProfile {
            report.diagnostics.append(Diagnostic(.renderingModeAdjusted, "iOS 17 has no accented Home Screen; rendered with the iOS 18 tinted look. Set context.system = .iOS18 or .iOS26."))
        }
        if context.appearance.isClear, context.system != .iOS26 {
            report.diagnostics.append(Diagnostic(.renderingModeAdjusted, "the clear Home Screen appearance exists from iOS 26 on; \(context.system) renders it tinted. Set context.system = .iOS26 for the clear look."))
        }
    }
}

extension DeviceProfile.System {
    /// Whether the profile is a watch's.
    var isWatchProfile: Bool { self == .watchOS10 }
}
