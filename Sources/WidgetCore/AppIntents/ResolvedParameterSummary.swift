import Foundation

/// A parameter summary evaluated for one intent's values: what the widget editor and
/// Shortcuts would show (WidgetRender's own type; see ``AppIntent/resolvedParameterSummary(for:)``).
///
/// ```swift
/// let intent = WeatherIntent()
/// intent.city = "Oslo"
/// intent.resolvedParameterSummary()?.text       // "Weather in Oslo"
/// intent.resolvedParameterSummary()?.template   // "Weather in ${city}"
/// ```
public struct ResolvedParameterSummary: Sendable, Hashable, CustomStringConvertible {
    /// The sentence with each parameter's value written in: an enum case or entity by its
    /// display title, other values as text; a parameter with no value by its title.
    public var text: String
    /// The sentence with each parameter written as `${name}` (its property name).
    public var template: String
    /// The property names of the parameters listed under the sentence, in order.
    public var tableParameters: [String]

    /// Creates a resolved summary.
    public init(text: String, template: String, tableParameters: [String] = []) {
        self.text = text
        self.template = template
        self.tableParameters = tableParameters
    }

    /// The text.
    public var description: String { text }
}

extension AppIntent {
    /// The parameter summary for this intent's current values: the branch of each `When` and
    /// `Switch` that the values (and `family`, for `Switch(.widgetFamily)`) choose, with the
    /// values written in. `nil` when the intent declares no summary.
    ///
    /// ```swift
    /// let intent = ShowTeamIntent()
    /// intent.team = .home
    /// intent.resolvedParameterSummary(for: .systemSmall)?.text   // "Show Home"
    /// ```
    public func resolvedParameterSummary(for family: WidgetFamily? = nil) -> ResolvedParameterSummary? {
        guard let me = self as? SummaryContent.Intent else { return nil }
        return Self.parameterSummary._resolve(for: me, family: family)
    }
}
