import Foundation

/// One column of a contact sheet: a rendering mode, and the colour scheme it is shown in.
///
/// The columns, left to right, and the surface (`Surfaces/` in WidgetRender) whose backdrop
/// and title each cell takes:
///
/// | column | mode | surface | backdrop of a system family | of an accessory family |
/// |---|---|---|---|---|
/// | ``fullColorLight`` | full colour, light | Home Screen | the Home Screen wallpaper | a light gray canvas |
/// | ``fullColorDark`` | full colour, dark | Home Screen | the wallpaper, dimmed | black |
/// | ``accented`` | accented, the context's appearance | tinted Home Screen (watch face on a watch) | the tinted (or clear) Home Screen | the Lock Screen wallpaper |
/// | ``vibrant`` | vibrant | Lock Screen and StandBy | StandBy: black | the Lock Screen wallpaper |
///
/// On a watch every cell is the watch's black screen: the full-colour columns show the
/// complication or Smart Stack card as it is (`WatchFullColorSurface`), the accented column in
/// the face colour, and the vibrant column, a mode Apple Watch does not use, drawn accented with
/// a diagnostic (`WatchFaceSurface`).
///
/// Each surface's type documents why its cells look as they do (Apple shows these places,
/// it does not specify them).
public enum ContactSheetColumn: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Full colour, light: the Home Screen by day.
    case fullColorLight
    /// Full colour, dark: the Home Screen in dark mode.
    case fullColorDark
    /// Accented: the tinted or clear Home Screen (the context's `WidgetContext/appearance`).
    case accented
    /// Vibrant: the Lock Screen (accessory families) and StandBy (system families).
    case vibrant

    /// The case name, e.g. `fullColorLight` (used in file names and the review page).
    public var description: String { rawValue }

    /// The rendering mode of the column.
    public var renderingMode: WidgetRenderingMode {
        switch self {
        case .fullColorLight, .fullColorDark: return .fullColor
        case .accented: return .accented
        case .vibrant: return .vibrant
        }
    }

    /// The colour scheme the column asks for (the accented and vibrant modes report their
    /// own; see `WidgetContext/reportedColorScheme`).
    public var colorScheme: ColorScheme {
        self == .fullColorLight ? .light : .dark
    }

    /// The column's header, e.g. `Full colour · light` or `Accented · tinted, dark`, as the
    /// surface that shows the column's mode in `context` names it.
    ///
    /// - Parameter context: The context the sheet is made from: its appearance names the
    ///   accented column.
    public func title(in context: WidgetContext) -> String {
        var shown = context
        shown.renderingMode = renderingMode
        shown.colorScheme = colorScheme
        return Surfaces.surface(for: shown).columnTitle(in: shown)
    }
}
