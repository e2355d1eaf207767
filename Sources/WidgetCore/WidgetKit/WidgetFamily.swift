/// The size class of a widget, as WidgetKit's `WidgetFamily`.
public enum WidgetFamily: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case systemSmall
    case systemMedium
    case systemLarge
    case systemExtraLarge
    case accessoryCircular
    case accessoryRectangular
    case accessoryInline
    case accessoryCorner

    public var description: String { rawValue }

    /// Whether the family is a Home Screen (system) family.
    public var isSystem: Bool {
        switch self {
        case .systemSmall, .systemMedium, .systemLarge, .systemExtraLarge: return true
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
