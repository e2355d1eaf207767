import Foundation

/// How an entity or enum case is shown, as App Intents' `DisplayRepresentation`.
///
/// ```swift
/// var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)", subtitle: "\(country)") }
/// static var caseDisplayRepresentations: [Sport: DisplayRepresentation] { [.running: "Running"] }
/// ```
public struct DisplayRepresentation: Sendable, Hashable, ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
    /// An image beside the title.
    public struct Image: Sendable, Hashable {
        /// The SF Symbol name, if it is a symbol.
        public var systemName: String?
        /// The asset name, if it is a named image.
        public var name: String?
        /// A symbol image.
        public init(systemName: String, isTemplate: Bool = true) { self.systemName = systemName }
        /// An asset image.
        public init(named name: String, isTemplate: Bool = false) { self.name = name }
    }

    /// The title.
    public var title: LocalizedStringResource
    /// The subtitle.
    public var subtitle: LocalizedStringResource?
    /// The image.
    public var image: Image?
    /// Other words that find it.
    public var synonyms: [LocalizedStringResource]

    /// Creates a representation.
    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil, synonyms: [LocalizedStringResource] = []) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        self.synonyms = synonyms
    }

    /// A title from a literal.
    public init(stringLiteral value: String) { self.init(title: LocalizedStringResource(value)) }

    /// A title from an interpolation.
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(title: LocalizedStringResource(String(stringInterpolation: stringInterpolation)))
    }
}

/// How a type is named, as App Intents' `TypeDisplayRepresentation`.
public struct TypeDisplayRepresentation: Sendable, Hashable, ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
    /// The type's name.
    public var name: LocalizedStringResource
    /// The plural form, e.g. "\(placeholder: .int) cities".
    public var numericFormat: LocalizedStringResource?

    /// Creates a representation.
    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) {
        self.name = name
        self.numericFormat = numericFormat
    }

    /// A name from a literal.
    public init(stringLiteral value: String) { self.init(name: LocalizedStringResource(value)) }

    /// A name from an interpolation.
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(name: LocalizedStringResource(String(stringInterpolation: stringInterpolation)))
    }
}
