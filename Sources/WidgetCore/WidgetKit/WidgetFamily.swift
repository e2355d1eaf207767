/// The size class of a widget, as WidgetKit's `WidgetFamily`.
public enum WidgetFamily: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The square Home Screen widget.
    case systemSmall
    /// The wide Home Screen widget, as tall as the small one.
    case systemMedium
    /// The large Home Screen widget, as wide as the medium one.
    case systemLarge
    /// The extra-large Home Screen widget, offered on iPads, the Mac desktop and visionOS.
    case systemExtraLarge
    /// The tall extra-large widget: as wide as the medium one, about twice the large one's
    /// height. Offered from iOS 27 (iPhone Home Screen), iPadOS 27 (Today View), macOS 27
    /// (desktop) and visionOS 26; the device profiles of those systems have its slot (see the
    /// Widget Sizes article).
    case systemExtraLargePortrait
    /// The round Lock Screen widget; on Apple Watch, the circular complication.
    case accessoryCircular
    /// The rectangular Lock Screen widget; on Apple Watch, the Smart Stack widget.
    case accessoryRectangular
    /// One line of text on the Lock Screen or a watch face.
    case accessoryInline
    /// A watch-face corner (the watch profiles).
    case accessoryCorner

    /// The case name, e.g. `systemSmall`.
    public var description: String { rawValue }

    /// Whether the family is a Home Screen (system) family.
    public var isSystem: Bool {
        switch self {
        case .systemSmall, .systemMedium, .systemLarge, .systemExtraLarge, .systemExtraLargePortrait: return true
        default: return false
        }
    }

    /// Whether the family is a Lock Screen / watch accessory family.
    public var isAccessory: Bool { !isSystem }

    /// Parses a family name as written in Swift (`systemSmall`), reporting the choices on failure.
    public init(parsing name: String) throws(WidgetCoreError) {
        guard let family = WidgetFamily(rawValue: name) else {
            throw WidgetCoreError(
                "unknown family \"\(name)\"; expected one of: "
                    + WidgetFamily.allCases.map(\.rawValue).joined(separator: ", ")
            )
        }
        self = family
    }
}
