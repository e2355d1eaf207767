import Foundation
import WidgetCore

/// One way the system shows a widget: a rendering mode with the settings that change its
/// pixels (colour scheme, OS generation, Home Screen appearance, StandBy at night).
///
/// A look is applied to a context; what it leaves `nil` stays the context's. The standard
/// looks are the four a contact sheet shows and a snapshot matrix checks by default:
///
/// ```swift
/// WidgetLook.standard.map(\.name)   // ["fullColor.light", "fullColor.dark", "accented", "vibrant"]
/// var context = WidgetContext(family: .systemSmall)
/// WidgetLook.accented(system: .iOS18, appearance: .tinted(.light)).apply(to: &context)
/// context.renderingMode   // .accented
/// ```
///
/// The accented and vibrant looks name no colour scheme: those modes report the appearance's
/// scheme and dark (`WidgetContext/reportedColorScheme`), whatever the context's is, so a
/// light and a dark render of them are the same pixels.
public struct WidgetLook: Sendable, Hashable, CustomStringConvertible {
    /// The rendering mode.
    public var renderingMode: WidgetRenderingMode
    /// The colour scheme (`nil`: the context's).
    public var colorScheme: ColorScheme?
    /// The OS generation (`nil`: the context's).
    public var system: SystemGeneration?
    /// The Home Screen appearance of the accented mode (`nil`: the context's).
    public var appearance: WidgetAppearance?
    /// StandBy at night, for the vibrant mode (`nil`: the context's).
    public var standByNight: Bool?

    /// Creates a look; what is `nil` stays the context's.
    public init(renderingMode: WidgetRenderingMode, colorScheme: ColorScheme? = nil, system: SystemGeneration? = nil, appearance: WidgetAppearance? = nil, standByNight: Bool? = nil) {
        self.renderingMode = renderingMode
        self.colorScheme = colorScheme
        self.system = system
        self.appearance = appearance
        self.standByNight = standByNight
    }

    /// Full colour in the light scheme: the Home Screen by day.
    public static let fullColorLight = WidgetLook(renderingMode: .fullColor, colorScheme: .light)
    /// Full colour in the dark scheme.
    public static let fullColorDark = WidgetLook(renderingMode: .fullColor, colorScheme: .dark)
    /// Accented in the context's appearance (by default the tinted Home Screen, dark).
    public static let accented = WidgetLook(renderingMode: .accented)
    /// Vibrant: the Lock Screen, StandBy.
    public static let vibrant = WidgetLook(renderingMode: .vibrant)
    /// StandBy at night: vibrant, red on black.
    public static let standByNight = WidgetLook(renderingMode: .vibrant, standByNight: true)

    /// Accented on a given generation and appearance.
    public static func accented(system: SystemGeneration? = nil, appearance: WidgetAppearance) -> WidgetLook {
        WidgetLook(renderingMode: .accented, system: system, appearance: appearance)
    }

    /// The four looks of a contact sheet's columns and of a snapshot matrix by default.
    public static let standard: [WidgetLook] = [.fullColorLight, .fullColorDark, .accented, .vibrant]

    /// The looks of `modes` in `colorSchemes`: full colour once per scheme, accented and
    /// vibrant once (they do not depend on the scheme).
    public static func looks(modes: [WidgetRenderingMode], colorSchemes: [ColorScheme]) -> [WidgetLook] {
        var out: [WidgetLook] = []
        for mode in modes {
            let schemes: [ColorScheme?] = mode == .fullColor ? colorSchemes : [nil]
            for scheme in schemes where !out.contains(WidgetLook(renderingMode: mode, colorScheme: scheme)) {
                out.append(WidgetLook(renderingMode: mode, colorScheme: scheme))
            }
        }
        return out
    }

    /// Sets what the look sets on `context`.
    public func apply(to context: inout WidgetContext) {
        context.renderingMode = renderingMode
        if let colorScheme { context.colorScheme = colorScheme }
        if let system { context.system = system }
        if let appearance { context.appearance = appearance }
        if let standByNight { context.standByNight = standByNight }
    }

    /// The parts of a file name that tell this look apart: `["fullColor", "light"]`,
    /// `["accented"]`, `["accented", "iOS18", "tinted-light"]`, `["vibrant", "standByNight"]`.
    public var nameParts: [String] {
        var parts = [renderingMode.rawValue]
        if let colorScheme { parts.append(colorScheme.rawValue) }
        if let system { parts.append(system.rawValue) }
        if let appearance { parts.append(appearance.description) }
        if standByNight == true { parts.append("standByNight") }
        return parts
    }

    /// The parts joined with dots: `fullColor.light`, `accented`, `accented.iOS18.tinted-light`.
    public var name: String { nameParts.joined(separator: ".") }

    /// The ``name``.
    public var description: String { name }
}
