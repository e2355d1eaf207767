import Foundation

/// The description of an intent shown in Shortcuts and the widget editor, as App Intents'
/// `IntentDescription`.
public struct IntentDescription: Sendable, Hashable, ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
    /// The description text.
    public var descriptionText: LocalizedStringResource
    /// The category it is listed under.
    public var categoryName: LocalizedStringResource?
    /// Words that find it in search.
    public var searchKeywords: [LocalizedStringResource]

    /// Creates a description.
    public init(_ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil, searchKeywords: [LocalizedStringResource] = [], resultValueName: LocalizedStringResource? = nil) {
        self.descriptionText = descriptionText
        self.categoryName = categoryName
        self.searchKeywords = searchKeywords
    }

    /// Creates a description from a literal.
    public init(stringLiteral value: String) { self.init(LocalizedStringResource(value)) }

    /// Creates a description from an interpolation.
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(LocalizedStringResource(String(stringInterpolation: stringInterpolation)))
    }
}
