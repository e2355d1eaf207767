import Foundation
import WidgetCore

/// A Live Activity on CarPlay's Dashboard: its card (composed in WidgetCore: the small
/// family's view, or the app's name over the compact views), in full colour, light or dark as
/// the context's scheme.
///
/// Its contact-sheet cell is the Dashboard around the card: black in dark, light grey
/// (#E5E5EA, a shade darker than the sheet's page so the cell shows) in light (chosen).
struct LiveActivityCarPlaySurface: Surface {
    func shows(_ context: WidgetContext) -> Bool {
        context.activityPresentation == .content && context.activityScreen == .carPlay
    }

    var modeName: String { "CarPlay" }

    func passes(for list: DisplayList, in context: WidgetContext) throws -> [any RasterPass] {
        [FullColorPass()]
    }

    /// Text under 3:1 against the card.
    var checks: [any SurfaceCheck] { [LowContrastCheck(colours: .widget)] }

    /// The Dashboard: black in dark, light grey in light.
    func sheetBackdrop(for job: inout WidgetContext, home: ContactSheetBackdrop, under: Wallpaper) -> ContactSheetBackdrop {
        job.colorScheme == .dark ? ContactSheetBackdrop(blackWidth: home.width, height: home.height) : ContactSheetBackdrop(solid: LiveActivityCarPlaySurface.lightDashboard, width: home.width, height: home.height)
    }

    /// The light Dashboard around the card on a sheet.
    static let lightDashboard: (UInt8, UInt8, UInt8) = (229, 229, 234)

    /// `Live Activity · CarPlay · light`.
    func columnTitle(in context: WidgetContext) -> String { "Live Activity · CarPlay · \(context.colorScheme)" }
}
