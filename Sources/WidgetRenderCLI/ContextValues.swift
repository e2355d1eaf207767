import Foundation
import WidgetRender

/// Parses the values of the context options that name a choice or a colour, each with a
/// usage error (exit 64) that names the value and lists the choices.
enum ContextValues {
    /// A ``DeviceProfile`` by name, e.g. `iPhone6_1`.
    static func device(_ name: String) throws -> DeviceProfile {
        do { return try DeviceProfile.named(name) } catch { throw CommandError(.usage, error.message) }
    }

    /// `light` or `dark`.
    static func colorScheme(_ text: String) throws -> ColorScheme {
        guard let scheme = ColorScheme(rawValue: text) else {
            throw CommandError(.usage, "unknown scheme \"\(text)\"; expected one of: light, dark")
        }
        return scheme
    }

    /// A ``WidgetRenderingMode`` by its case name: `fullColor`, `accented` or `vibrant`.
    static func renderingMode(_ text: String) throws -> WidgetRenderingMode {
        guard let mode = WidgetRenderingMode(rawValue: text) else {
            throw CommandError(.usage, "unknown mode \"\(text)\"; expected one of: " + WidgetRenderingMode.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return mode
    }

    /// `tinted-light`, `tinted-dark`, `clear-light` or `clear-dark` (``WidgetAppearance``'s
    /// descriptions, as in file names).
    static func appearance(_ text: String) throws -> WidgetAppearance {
        guard let appearance = WidgetAppearance.allCases.first(where: { $0.description == text }) else {
            throw CommandError(.usage, "unknown appearance \"\(text)\"; expected one of: " + WidgetAppearance.allCases.map(\.description).joined(separator: ", "))
        }
        return appearance
    }

    /// A ``WidgetMountingStyle`` by name: `elevated` or `recessed`.
    static func mountingStyle(_ text: String) throws -> WidgetMountingStyle {
        try named(text, in: WidgetMountingStyle.allCases, what: "mounting style")
    }

    /// A ``WidgetTexture`` by name: `glass` or `paper`.
    static func texture(_ text: String) throws -> WidgetTexture {
        try named(text, in: WidgetTexture.allCases, what: "texture")
    }

    /// A ``LevelOfDetail`` by name: `default` or `simplified`.
    static func levelOfDetail(_ text: String) throws -> LevelOfDetail {
        try named(text, in: LevelOfDetail.allCases, what: "level of detail")
    }

    /// The value of `values` whose description is `text`, or a usage error naming them.
    private static func named<T: CustomStringConvertible>(_ text: String, in values: [T], what: String) throws -> T {
        guard let value = values.first(where: { $0.description == text }) else {
            throw CommandError(.usage, "unknown \(what) \"\(text)\"; expected one of: " + values.map(\.description).joined(separator: ", "))
        }
        return value
    }

    /// `day` or `night`, as whether StandBy is at night.
    static func standByNight(_ text: String) throws -> Bool {
        switch text {
        case "day": return false
        case "night": return true
        default: throw CommandError(.usage, "unknown StandBy time \"\(text)\"; expected one of: day, night")
        }
    }

    /// `#RRGGBB` or `RRGGBB`, hexadecimal digits in either case, as an opaque sRGB colour.
    static func tint(_ text: String) throws -> Color {
        let digits = text.hasPrefix("#") ? String(text.dropFirst()) : text
        guard digits.utf8.count == 6, digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16) else {
            throw CommandError(.usage, "invalid tint \"\(text)\"; expected a colour as #RRGGBB, e.g. #FF9500")
        }
        func channel(_ shift: UInt32) -> Double { Double((value >> shift) & 0xFF) / 255 }
        return Color(.sRGB, red: channel(16), green: channel(8), blue: channel(0))
    }

    /// A ``SystemGeneration`` by its case name, e.g. `iOS26`.
    static func system(_ text: String) throws -> SystemGeneration {
        guard let system = SystemGeneration(rawValue: text) else {
            throw CommandError(.usage, "unknown os \"\(text)\"; expected one of: " + SystemGeneration.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return system
    }

    /// A finite number in (0, ``WidgetContext/maximumScale``]; whether it gives a pixel on
    /// each side is checked with the context (``ContextOptions``).
    static func scale(_ text: String) throws -> CGFloat {
        guard let value = Double(text), value.isFinite, value > 0, value <= Double(WidgetContext.maximumScale) else {
            throw CommandError(.usage, "invalid scale \"\(text)\"; expected a number in (0, \(Int(WidgetContext.maximumScale))], e.g. 3")
        }
        return CGFloat(value)
    }

    /// A ``WatchPlacement`` by its case name: `smartStack`, `face` or `bezel`.
    static func watchPlacement(_ text: String) throws -> WatchPlacement {
        do { return try WatchPlacement(parsing: text) } catch { throw CommandError(.usage, error.message) }
    }

    /// A ``WatchCorner`` by its case name: `topLeading`, `topTrailing`, `bottomLeading` or
    /// `bottomTrailing`.
    static func watchCorner(_ text: String) throws -> WatchCorner {
        do { return try WatchCorner(parsing: text) } catch { throw CommandError(.usage, error.message) }
    }

    /// A ``DynamicTypeSize`` by its case name, e.g. `xxLarge` or `accessibility2`.
    ///
    /// Sizes below `large` are accepted: the renderer draws them at `large` with a diagnostic,
    /// as iOS does for widgets, and the diagnostic is what tells the user.
    static func dynamicTypeSize(_ text: String) throws -> DynamicTypeSize {
        guard let size = DynamicTypeSize.allCases.first(where: { String(describing: $0) == text }) else {
            throw CommandError(
                .usage,
                "unknown dynamic type size \"\(text)\"; expected one of: " + DynamicTypeSize.allCases.map { String(describing: $0) }.joined(separator: ", ")
            )
        }
        return size
    }

    /// A locale Foundation knows, by identifier (`de_DE`; `de-DE` is read as `de_DE`).
    ///
    /// `Locale(identifier:)` accepts any text and falls back to the root locale, which would
    /// silently render a typo in English; so the identifier must be one Foundation lists.
    static func locale(_ text: String) throws -> Locale {
        let identifier = text.replacingOccurrences(of: "-", with: "_")
        guard Locale.availableIdentifiers.contains(identifier) else {
            throw CommandError(.usage, "unknown locale \"\(text)\"; expected an identifier such as en_US, en_GB, de_DE, fr_FR or ja_JP")
        }
        return Locale(identifier: identifier)
    }
}
