import Foundation
import WidgetCore

/// The Action button: what the Dynamic Island shows while the button runs a control, the
/// symbol and value on the island's opaque black capsule (``IslandPass``, as the Live
/// Activities' island), in both appearances. Outside the capsule the image is transparent.
///
/// Its contact-sheet cell shows the island on black, as at the top of a screen.
struct ControlActionButtonSurface: Surface {
    func shows(_ context: WidgetContext) -> Bool { context.controlPlacement == .actionButton }

    var modeName: String { "Action button" }

    func passes(for list: DisplayList, in context: WidgetContext) throws -> [any RasterPass] {
        [IslandPass(backdrop: Backdrop(solid: LiveActivityLook.island))]
    }

    /// Text under 3:1 against the black island (a dark tint).
    var checks: [any SurfaceCheck] { [LowContrastCheck()] }

    func sheetBackdrop(for job: inout WidgetContext, home: ContactSheetBackdrop, under: Wallpaper) -> ContactSheetBackdrop {
        ContactSheetBackdrop(blackWidth: home.width, height: home.height)
    }

    /// `Action button · Dynamic Island`.
    func columnTitle(in context: WidgetContext) -> String { "Action button · Dynamic Island" }

    /// `Action button`.
    func sheetRowTitle(in context: WidgetContext) -> String { "Action button" }
}
