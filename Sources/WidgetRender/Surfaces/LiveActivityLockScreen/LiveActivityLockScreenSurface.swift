import Foundation
import WidgetCore

/// A Live Activity's Lock Screen presentation (also the banner on devices without a Dynamic
/// Island): the platter in full colour, its background (`activityBackgroundTint`, else the
/// system's solid white or black) drawn by the composer in WidgetCore, so the pixels are the
/// display list's as they are.
///
/// Its contact-sheet cell shows the platter on the row's Lock Screen wallpaper.
///
/// Decision: the platter is not composited on the wallpaper in the image itself: a
/// translucent `activityBackgroundTint` keeps its alpha, as a widget's PNG does, and the sheet
/// cell shows what is behind it.
struct LiveActivityLockScreenSurface: Surface {
    func shows(_ context: WidgetContext) -> Bool { context.activityPresentation == .content }

    var modeName: String { "Lock Screen" }

    func passes(for list: DisplayList, in context: WidgetContext) throws -> [any RasterPass] {
        [FullColorPass()]
    }

    /// Text under 3:1 against the platter (a tint that hides the text).
    var checks: [any SurfaceCheck] { [LowContrastCheck(colours: .widget)] }

    /// The Lock Screen wallpaper around the platter.
    func sheetBackdrop(for job: inout WidgetContext, home: ContactSheetBackdrop, under: Wallpaper) -> ContactSheetBackdrop {
        job.wallpaper = under
        return home
    }

    /// `Live Activity · Lock Screen · light`.
    func columnTitle(in context: WidgetContext) -> String {
        "Live Activity · Lock Screen · \(context.colorScheme)"
    }
}
