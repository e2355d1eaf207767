import Foundation

/// One column of a contact sheet: a rendering mode, and the colour scheme it is shown in.
///
/// The columns, left to right:
///
/// | column | mode | backdrop of a system family | backdrop of an accessory family |
/// |---|---|---|---|
/// | ``fullColorLight`` | full colour, light | the Home Screen wallpaper | the Lock Screen wallpaper |
/// | ``fullColorDark`` | full colour, dark | the Home Screen wallpaper, dimmed | the Lock Screen wallpaper |
/// | ``accented`` | accented, the context's appearance | the tinted (or clear) Home Screen | the Lock Screen wallpaper |
/// | ``vibrant`` | vibrant | StandBy: black | the Lock Screen wallpaper |
///
/// Decisions (Apple shows these places, it does not specify them):
/// - Dark mode dims the Home Screen wallpaper, as iOS does with its default
///   "Dark Appearance Dims Wallpaper" setting.
/// - A system family in the vibrant mode is shown where the system shows it: StandBy, whose
///   widgets sit on black ("StandBy uses the vibrant appearance", HIG). StandBy shows only
///   the small family on iPhone; the larger families are vibrant on the inactive Mac desktop,
///   and are drawn on the same black so every row has four cells.
/// - Accessory families live on the Lock Screen; their full colour and accented cells (the
///   look of the watch's Smart Stack and complications) are drawn over the same Lock Screen
///   wallpaper as the vibrant one, so the columns compare the modes and nothing else. A widget
///   whose accessory views use `.primary` shows black text in the light cell, which is what
///   its light full-colour rendering is; no light backdrop suits every widget (Lock Screen
///   widgets often draw white on purpose).
public enum ContactSheetColumn: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Full colour, light: the Home Screen by day.
    case fullColorLight
    /// Full colour, dark: the Home Screen in dark mode.
    case fullColorDark
    /// Accented: the tinted or clear Home Screen (the context's ``WidgetContext/appearance``).
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
    /// own; see ``WidgetContext/reportedColorScheme``).
    public var colorScheme: ColorScheme {
        self == .fullColorLight ? .light : .dark
    }

    /// The column's header, e.g. `Full colour · light` or `Accented · tinted, dark`.
    ///
    /// - Parameter context: The context the sheet is made from: its appearance names the
    ///   accented column.
    public func title(in context: WidgetContext) -> String {
        switch self {
        case .fullColorLight: return "Full colour · light"
        case .fullColorDark: return "Full colour · dark"
        case .accented:
            let appearance = context.effectiveAppearance
            return "Accented · \(appearance.isClear ? "clear" : "tinted"), \(appearance.colorScheme)"
        case .vibrant: return "Vibrant · Lock Screen, StandBy"
        }
    }
}
