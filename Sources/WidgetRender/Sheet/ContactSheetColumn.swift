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
///
/// ``standard`` is those four. A sheet of ``ContactSheetLooks/every`` look has a column for
/// each place and look the system draws a widget in (``everyLook``): the Home Screen in full
/// colour, iOS 18 tinted, iOS 26 tinted and clear, each light and dark; the Lock Screen,
/// vibrant and tinted; StandBy by day and at night; a watch face in full colour and tinted.
/// Its cells show only the families each place hosts: the Home Screen the system families,
/// the Lock Screen the accessory ones, StandBy systemSmall at its own scale, the watch the
/// accessory ones on a 45 mm watch; other cells stay empty. Under the families' rows it has
/// a row for each ``ContactSheetVariant`` of its first family.
public enum ContactSheetColumn: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Full colour, light: the Home Screen by day.
    case fullColorLight
    /// Full colour, dark: the Home Screen in dark mode.
    case fullColorDark
    /// Accented: the tinted or clear Home Screen (the context's `WidgetContext/appearance`).
    case accented
    /// Vibrant: the Lock Screen (accessory families) and StandBy (system families).
    case vibrant
    /// The iOS 18 tinted Home Screen, light.
    case iOS18TintedLight
    /// The iOS 18 tinted Home Screen, dark.
    case iOS18TintedDark
    /// The iOS 26 tinted Home Screen, light.
    case iOS26TintedLight
    /// The iOS 26 tinted Home Screen, dark.
    case iOS26TintedDark
    /// The iOS 26 clear Home Screen, light.
    case iOS26ClearLight
    /// The iOS 26 clear Home Screen, dark.
    case iOS26ClearDark
    /// The Lock Screen, vibrant.
    case lockScreen
    /// The Lock Screen with a tint colour (the context's, else orange).
    case lockScreenTinted
    /// StandBy by day: systemSmall at StandBy's scale, in full colour on black.
    case standByDay
    /// StandBy at night: the same in the night's red.
    case standByNight
    /// A watch face in full colour (a 45 mm watch).
    case watchFullColor
    /// A watch face in the face's tint (accented).
    case watchTinted

    /// The four columns of a standard sheet.
    public static let standard: [ContactSheetColumn] = [.fullColorLight, .fullColorDark, .accented, .vibrant]

    /// The columns of a sheet of every look, left to right.
    public static let everyLook: [ContactSheetColumn] = [
        .fullColorLight, .fullColorDark, .iOS18TintedLight, .iOS18TintedDark, .iOS26TintedLight, .iOS26TintedDark, .iOS26ClearLight, .iOS26ClearDark,
        .lockScreen, .lockScreenTinted, .standByDay, .standByNight, .watchFullColor, .watchTinted,
    ]

    /// The watch the watch columns show their cells on.
    public static let watchDevice = DeviceProfile.watch45mm

    /// The case name, e.g. `fullColorLight` (used in file names and the review page).
    public var description: String { rawValue }

    /// The rendering mode of the column.
    public var renderingMode: WidgetRenderingMode {
        switch self {
        case .fullColorLight, .fullColorDark, .standByDay, .standByNight, .watchFullColor: return .fullColor
        case .accented, .iOS18TintedLight, .iOS18TintedDark, .iOS26TintedLight, .iOS26TintedDark, .iOS26ClearLight, .iOS26ClearDark, .watchTinted: return .accented
        case .vibrant, .lockScreen, .lockScreenTinted: return .vibrant
        }
    }

    /// The colour scheme the column asks for (the accented and vibrant modes report their
    /// own; see `WidgetContext/reportedColorScheme`).
    public var colorScheme: ColorScheme {
        switch self {
        case .fullColorLight, .iOS18TintedLight, .iOS26TintedLight, .iOS26ClearLight: return .light
        default: return .dark
        }
    }

    /// Whether the place of the column shows `family` on a sheet of ``ContactSheetLooks/every``
    /// look (a standard sheet shows every family in every column).
    public func hosts(_ family: WidgetFamily) -> Bool {
        switch self {
        case .fullColorLight, .fullColorDark, .iOS18TintedLight, .iOS18TintedDark, .iOS26TintedLight, .iOS26TintedDark, .iOS26ClearLight, .iOS26ClearDark:
            return family.isSystem
        case .accented, .vibrant:
            return true
        case .lockScreen, .lockScreenTinted:
            return family.isAccessory && family != .accessoryCorner
        case .standByDay, .standByNight:
            return family == .systemSmall
        case .watchFullColor, .watchTinted:
            return family.isAccessory
        }
    }

    /// Sets what the column changes in a cell's context: the mode and scheme, and the
    /// generation, appearance, tint, StandBy or watch of its place.
    public func apply(to context: inout WidgetContext) {
        context.renderingMode = renderingMode
        context.colorScheme = colorScheme
        switch self {
        case .fullColorLight, .fullColorDark, .accented, .vibrant:
            break
        case .iOS18TintedLight, .iOS18TintedDark:
            context.system = .iOS18
            context.appearance = .tinted(colorScheme)
        case .iOS26TintedLight, .iOS26TintedDark:
            context.system = .iOS26
            context.appearance = .tinted(colorScheme)
        case .iOS26ClearLight, .iOS26ClearDark:
            context.system = .iOS26
            context.appearance = .clear(colorScheme)
        case .lockScreen:
            context.lockScreenTint = nil
        case .lockScreenTinted:
            context.lockScreenTint = context.lockScreenTint ?? .orange
        case .standByDay, .standByNight:
            context.showsInStandBy = true
            context.standByNight = self == .standByNight
        case .watchFullColor, .watchTinted:
            if !context.isOnWatch {
                context.device = Self.watchDevice
                context.system = SystemGeneration.newest(for: Self.watchDevice)
            }
        }
    }

    /// The column's header, e.g. `Full colour · light` or `Accented · tinted, dark`, as the
    /// surface that shows the column's mode in `context` names it.
    ///
    /// - Parameter context: The context the sheet is made from: its appearance names the
    ///   accented column.
    public func title(in context: WidgetContext) -> String {
        switch self {
        case .fullColorLight, .fullColorDark, .accented, .vibrant:
            var shown = context
            shown.renderingMode = renderingMode
            shown.colorScheme = colorScheme
            return Surfaces.surface(for: shown).columnTitle(in: shown)
        case .iOS18TintedLight: return "Home Screen · iOS 18 tinted, light"
        case .iOS18TintedDark: return "Home Screen · iOS 18 tinted, dark"
        case .iOS26TintedLight: return "Home Screen · tinted, light"
        case .iOS26TintedDark: return "Home Screen · tinted, dark"
        case .iOS26ClearLight: return "Home Screen · clear, light"
        case .iOS26ClearDark: return "Home Screen · clear, dark"
        case .lockScreen: return "Lock Screen · vibrant"
        case .lockScreenTinted: return "Lock Screen · tinted"
        case .standByDay: return "StandBy · day"
        case .standByNight: return "StandBy · night"
        case .watchFullColor: return "Watch face · full colour"
        case .watchTinted: return "Watch face · tinted"
        }
    }

    /// The column's header on a sheet of `looks`: on a sheet of every look the full-colour
    /// columns show the Home Screen only, `Home Screen · light`.
    public func title(in context: WidgetContext, looks: ContactSheetLooks) -> String {
        looks == .every ? everyLookTitle(in: context) : title(in: context)
    }

    /// The title of a full-colour column on a sheet of every look, where it shows the Home
    /// Screen only: `Home Screen · light`.
    func everyLookTitle(in context: WidgetContext) -> String {
        switch self {
        case .fullColorLight: return "Home Screen · light"
        case .fullColorDark: return "Home Screen · dark"
        default: return title(in: context)
        }
    }
}
