import Foundation
import WidgetCore

/// A Live Activity on Apple Watch: its Smart Stack card (composed in WidgetCore: the small
/// family's view, or the app's name over the compact views), in full colour, as the watch
/// draws Live Activities. The watch is always dark.
///
/// Its contact-sheet cell is black around the card, as the watch face is.
struct LiveActivitySmartStackSurface: Surface {
    func shows(_ context: WidgetContext) -> Bool {
        context.activityPresentation == .content && context.device.system == .watchOS10
    }

    var modeName: String { "Smart Stack" }

    func passes(for list: DisplayList, in context: WidgetContext) throws -> [any RasterPass] {
        [FullColorPass()]
    }

    /// Text under 3:1 against the card.
    var checks: [any SurfaceCheck] { [LowContrastCheck(colours: .widget)] }

    /// Black, as the watch around its Smart Stack.
    func sheetBackdrop(for job: inout WidgetContext, home: ContactSheetBackdrop, under: Wallpaper) -> ContactSheetBackdrop {
        ContactSheetBackdrop(blackWidth: home.width, height: home.height)
    }

    /// `Live Activity · Smart Stack`.
    func columnTitle(in context: WidgetContext) -> String { "Live Activity · Smart Stack" }
}
