import Foundation
import WidgetCore

/// A place the system shows a widget, and how it draws it there: the Home Screen in full
/// colour, the tinted or clear Home Screen, the Lock Screen and StandBy, a watch face, a Live
/// Activity's Lock Screen platter (and its Always-On and StandBy forms) and the Dynamic Island.
///
/// A surface owns its whole look, in one folder of `Surfaces/`: the raster passes that draw
/// a display list there (with their backdrop and style constants), the notes about settings
/// the imitated system does not have, the pixel checks a designer wants there, and its
/// contact-sheet cell: the backdrop around the widget and the column's title. The renderer
/// asks ``Surfaces/surface(for:)`` which surface shows a context and does the rest through
/// this protocol; nothing outside a surface's folder switches on its rendering mode.
///
/// Adding a surface is one folder (a type conforming to this protocol, its passes and
/// constants) and one entry in ``Surfaces/all``.
///
/// Decision: what a widget's views *read* in a place (the colour scheme the system reports,
/// whether the container background is shown) stays in WidgetCore's `WidgetContext`, because
/// views resolve in the pure core, before and without any surface; the surfaces here own
/// everything drawn after layout.
protocol Surface: Sendable {
    /// Whether this surface shows `context` (the first surface of ``Surfaces/all`` that does
    /// draws it).
    func shows(_ context: WidgetContext) -> Bool

    /// The mode as messages name it: `full colour`, `accented`, `vibrant`.
    var modeName: String { get }

    /// The raster passes that draw `list` in `context`.
    ///
    /// - Throws: ``WidgetRenderError`` when the wallpaper cannot be read.
    func passes(for list: DisplayList, in context: WidgetContext) throws -> [any RasterPass]

    /// Notes about settings of `context` the imitated system does not have, and how they were
    /// rendered instead.
    func adjustments(in context: WidgetContext) -> [Diagnostic]

    /// The checks run on the composited pixels, in order.
    var checks: [any SurfaceCheck] { get }

    /// A contact-sheet cell's backdrop for `job`, which may set the wallpaper the job's own
    /// backdrop is made of (`under`: the cell's wallpaper pixels beneath the widget).
    func sheetBackdrop(for job: inout WidgetContext, home: ContactSheetBackdrop, under: Wallpaper) -> ContactSheetBackdrop

    /// The contact-sheet column's header for a sheet made from `context`.
    func columnTitle(in context: WidgetContext) -> String

    /// A Live Activity contact sheet's row title for the presentation `context` renders
    /// (`Lock Screen`, `Dynamic Island · compact`); the row adds the size and device.
    func sheetRowTitle(in context: WidgetContext) -> String
}

extension Surface {
    func adjustments(in context: WidgetContext) -> [Diagnostic] { [] }

    func sheetRowTitle(in context: WidgetContext) -> String { modeName }

    /// Draws `list` with this surface's passes and runs its checks on the pixels.
    ///
    /// - Throws: ``WidgetRenderError`` when the list cannot be drawn or the wallpaper read.
    func render(_ list: DisplayList, textEngine: TextEngine, in context: WidgetContext) throws -> (bitmap: Bitmap, diagnostics: [Diagnostic]) {
        let (bitmap, found) = try Rasterizer.renderReporting(list, textEngine: textEngine, passes: try passes(for: list, in: context))
        var diagnostics = adjustments(in: context) + found.diagnostics
        var input = SurfaceCheckInput(context: context, list: list, bitmap: bitmap, passFindings: found, modeName: modeName)
        for check in checks { diagnostics += check.findings(in: &input) }
        return (bitmap, diagnostics)
    }
}

/// The surfaces the renderer knows, and which one shows a context.
enum Surfaces {
    /// Every surface, most specific first.
    static let all: [any Surface] = [
        ControlCenterSurface(), ControlLockScreenSurface(), ControlActionButtonSurface(),
        DynamicIslandSurface(), LiveActivitySmartStackSurface(), LiveActivityCarPlaySurface(), LiveActivityStandBySurface(), LiveActivityAlwaysOnSurface(), StandBySurface(), LiveActivityLockScreenSurface(), WatchFaceSurface(), WatchFullColorSurface(),
        VisionSurface(), MacDimmedDesktopSurface(), MacVibrantDesktopSurface(),
        TintedHomeScreenSurface(), LockScreenSurface(),
        HomeScreenSurface(),
    ]

    /// The surface that shows `context`: the first of ``all`` that does, the full-colour Home
    /// Screen when none does.
    static func surface(for context: WidgetContext) -> any Surface {
        all.first { $0.shows(context) } ?? HomeScreenSurface()
    }
}

extension DisplayList {
    /// The canvas's size in device pixels, `round(size × scale)`.
    var pixelSize: (width: Int, height: Int) {
        (Int((size.width * scale).rounded()), Int((size.height * scale).rounded()))
    }
}
