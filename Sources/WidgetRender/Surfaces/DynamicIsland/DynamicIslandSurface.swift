import Foundation
import WidgetCore

/// The Dynamic Island: a Live Activity's compact, expanded and minimal presentations on the
/// island's opaque black (**D**, HIG), in both appearances; the key line the composer adds in
/// a dark appearance is the only difference between them.
///
/// The black is this surface's backdrop (``IslandPass``), drawn inside the island's shape
/// (the capsule, or the expanded island's 44 pt rounded rectangle); outside it the image is
/// transparent. Its contact-sheet cell shows the island on black, as at the top of a screen.
struct DynamicIslandSurface: Surface {
    func shows(_ context: WidgetContext) -> Bool {
        if case .dynamicIsland? = context.activityPresentation { return true }
        return false
    }

    var modeName: String { "Dynamic Island" }

    func passes(for list: DisplayList, in context: WidgetContext) throws -> [any RasterPass] {
        [IslandPass(backdrop: Backdrop(solid: LiveActivityLook.island))]
    }

    /// Text under 3:1 against the black island (a dark foreground set on purpose).
    var checks: [any SurfaceCheck] { [LowContrastCheck(colours: .widget)] }

    func sheetBackdrop(for job: inout WidgetContext, home: ContactSheetBackdrop, under: Wallpaper) -> ContactSheetBackdrop {
        ContactSheetBackdrop(blackWidth: home.width, height: home.height)
    }

    /// `Dynamic Island · compact`.
    func sheetRowTitle(in context: WidgetContext) -> String {
        guard case .dynamicIsland(let mode)? = context.activityPresentation else { return modeName }
        return "Dynamic Island · \(mode)"
    }

    /// `Dynamic Island · compact · dark`.
    func columnTitle(in context: WidgetContext) -> String {
        guard case .dynamicIsland(let mode)? = context.activityPresentation else { return "Dynamic Island" }
        return "Dynamic Island · \(mode) · \(context.colorScheme)"
    }
}
