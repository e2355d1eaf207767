import Foundation
import WidgetCore

/// A widget on Apple Vision Pro (``DeviceProfile/isVision``), drawn flat.
///
/// visionOS places the widget in the room: elevated (a frame and a soft shadow) or recessed
/// (set into a wall), coated in glass or paper that reacts to the room's light (**D**,
/// "Updating your widgets for visionOS"). None of that has published geometry or shading, so
/// the widget is drawn as on a screen, full colour as the Home Screen draws it, and every
/// render says which mounting style and texture it stands for. The accented mode, whose
/// background visionOS replaces with "a solid color that complements the selected color
/// theme" (**D**, colours not published), is drawn as the iPhone's tinted glass and says so;
/// the vibrant mode, which visionOS does not have (**D**, HIG), is drawn as on the Lock Screen
/// (so that a contact sheet's vibrant column has its cells) and says so, as iOS 17's missing
/// accented Home Screen does.
struct VisionSurface: Surface {
    func shows(_ context: WidgetContext) -> Bool {
        context.device.isVision && context.activityPresentation == nil && context.controlPlacement == nil
    }

    var modeName: String { "visionOS" }

    func passes(for list: DisplayList, in context: WidgetContext) throws -> [any RasterPass] {
        switch context.renderingMode {
        case .fullColor: return [FullColorPass()]
        case .accented: return try TintedHomeScreenSurface().passes(for: list, in: context)
        case .vibrant: return try LockScreenSurface().passes(for: list, in: context)
        }
    }

    func adjustments(in context: WidgetContext) -> [Diagnostic] {
        var out = [
            Diagnostic(
                .renderingModeAdjusted,
                "visionOS shows the widget in the room, \(context.mountingStyle) and coated in \(context.widgetTexture); drawn flat here, without the frame, shadow or recess and without the coating's lighting (DocC: Rendering Modes)."
            )
        ]
        if context.renderingMode == .vibrant {
            out.append(
                Diagnostic(
                    .renderingModeAdjusted,
                    "visionOS has no vibrant mode (HIG: full colour and accented only); drawn as on the Lock Screen. Render \(context.device.name) with renderingMode .fullColor or .accented."
                ))
        }
        if context.renderingMode == .accented {
            out.append(
                Diagnostic(
                    .renderingModeAdjusted,
                    "visionOS replaces an accented widget's background with a solid colour from the colour theme, whose colours are not published; drawn as the iPhone's tinted glass."
                ))
        }
        return out
    }

    /// The tinted Home Screen's checks in the accented mode; none in full colour.
    var checks: [any SurfaceCheck] {
        [AccentedOnlyCheck(checks: TintedHomeScreenSurface().checks)]
    }

    func sheetBackdrop(for job: inout WidgetContext, home: ContactSheetBackdrop, under: Wallpaper) -> ContactSheetBackdrop {
        switch job.renderingMode {
        case .fullColor: return HomeScreenSurface().sheetBackdrop(for: &job, home: home, under: under)
        case .accented: return TintedHomeScreenSurface().sheetBackdrop(for: &job, home: home, under: under)
        case .vibrant: return LockScreenSurface().sheetBackdrop(for: &job, home: home, under: under)
        }
    }

    /// `Full colour · light · visionOS`, `Accented · visionOS`, `Vibrant · none on visionOS`.
    func columnTitle(in context: WidgetContext) -> String {
        switch context.renderingMode {
        case .fullColor: return "Full colour · \(context.colorScheme) · visionOS"
        case .accented: return "Accented · visionOS"
        case .vibrant: return "Vibrant · none on visionOS"
        }
    }
}
