import Foundation
import WidgetCore

/// A small widget in StandBy (``WidgetContext/showsInStandBy``): scaled 2× (composed in
/// WidgetCore, `WidgetContext+StandBy.swift`), its container background removed, on black; at
/// night (``WidgetContext/standByNight``) a red monochrome of it.
///
/// The passes are the Live Activity StandBy surface's (``LiveActivityStandBySurface``: full
/// colour, then ``NightRedPass`` at night) with ``OnBlackPass`` between them, so the image is
/// the slot as StandBy shows it: opaque, black where the widget draws nothing.
///
/// Decision: StandBy has no accented look; a context asking for it is drawn as StandBy draws
/// (full colour by day, red at night), and a diagnostic says so. The views see
/// ``WidgetContext/standByRenderingMode``.
struct StandBySurface: Surface {
    func shows(_ context: WidgetContext) -> Bool {
        context.showsInStandBy && context.activityPresentation == nil && context.controlPlacement == nil
    }

    var modeName: String { "StandBy" }

    func passes(for list: DisplayList, in context: WidgetContext) throws -> [any RasterPass] {
        var passes = try LiveActivityStandBySurface().passes(for: list, in: context)
        passes.insert(OnBlackPass(), at: 1)
        return passes
    }

    func adjustments(in context: WidgetContext) -> [Diagnostic] {
        var figures = ["StandBy's scale of widgets (\(Int(WidgetContext.standByScale))×)", "its content margins (\(Int(WidgetContext.standByMargin)) pt)"]
        if context.standByNight { figures.append("its night red (#FF2A1A at each pixel's luminance)") }
        var out = [
            Diagnostic(.chosenFigure, "Apple does not publish \(figures.joined(separator: ", ")); chosen values were used (DocC: Rendering Modes).")
        ]
        if context.renderingMode == .accented {
            out.append(
                Diagnostic(
                    .renderingModeAdjusted,
                    "StandBy has no accented look: drawn \(context.standByNight ? "red, as at night" : "in full colour, as by day"). Set renderingMode to .fullColor (day) or .vibrant with standByNight (night)."
                ))
        }
        return out
    }

    /// Text under 3:1 against StandBy's black (dark text whose background was removed).
    var checks: [any SurfaceCheck] { [LowContrastCheck(colours: .widget)] }

    /// Black, as around StandBy's widgets.
    func sheetBackdrop(for job: inout WidgetContext, home: ContactSheetBackdrop, under: Wallpaper) -> ContactSheetBackdrop {
        ContactSheetBackdrop(blackWidth: home.width, height: home.height)
    }

    /// `StandBy` or `StandBy · night`.
    func columnTitle(in context: WidgetContext) -> String {
        context.standByNight ? "StandBy · night" : "StandBy"
    }
}
