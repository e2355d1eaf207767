import Foundation

/// A string to localise, as Foundation's `LocalizedStringResource` (absent from Foundation on
/// Linux): App Intents titles, descriptions and display representations.
///
/// The renderer does not localise: ``key`` (with interpolations filled in) is the text shown.
///
/// ```swift
/// static var title: LocalizedStringResource = "Toggle Task"
/// let r: LocalizedStringResource = "\(count) tasks"
/// String(localized: r)   // "3 tasks"
/// ```
public struct LocalizedStringResource: Sendable, Hashable, Codable, CustomStringConvertible,
    ExpressibleByStringLiteral, ExpressibleByStringInterpolation
{
    /// The key, with interpolated values written in.
    public var key: String
    /// The default value when it differs from the key.
    public var defaultValue: String?
    /// The strings table it is looked up in (not used here).
    public var table: String?

    /// Creates a resource from a key.
    public init(_ key: String, defaultValue: String? = nil, table: String? = nil, comment: StaticString? = nil) {
        self.key = key
        self.defaultValue = defaultValue
        self.table = table
    }

    /// Creates a resource from a literal.
    public init(stringLiteral value: String) { self.init(value) }

    /// Creates a resource from an interpolation (`"\(count) tasks"`).
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(String(stringInterpolation: stringInterpolation))
    }

    /// The text shown: the default value, else the key.
    public var description: String { defaultValue ?? key }
}

extension String {
    /// The text of a resource (its default value or key; nothing is localised here).
    public init(localized resource: LocalizedStringResource) {
        self = resource.description
    }
}
