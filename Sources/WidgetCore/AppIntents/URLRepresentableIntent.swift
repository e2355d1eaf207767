import Foundation

/// An intent the system handles as a universal link, as App Intents' `URLRepresentableIntent`.
///
/// ```swift
/// struct OpenTeamIntent: OpenIntent, URLRepresentableIntent {
///     static var title: LocalizedStringResource { "Open Team" }
///     static var urlRepresentation: URLRepresentation { "https://example.com/teams/\(\.$target)" }
///     @Parameter(title: "Team") var target: TeamEntity
/// }
/// ```
///
/// An intent that is also an ``OpenIntent`` needs no `perform()`. A simulated tap runs
/// `perform()` and reports the intent's URL as `TapResult.openedURL`.
public protocol URLRepresentableIntent: AppIntent {
    /// The intent's URL, with its parameters' values written in.
    static var urlRepresentation: IntentURLRepresentation<Self> { get }
}

extension URLRepresentableIntent {
    /// The type of ``urlRepresentation``.
    public typealias URLRepresentation = IntentURLRepresentation<Self>

    /// The URL for this intent's values (WidgetRender's own: what the system would open).
    public var representedURL: URL? { Self.urlRepresentation.url(for: self) }
}

extension URLRepresentableIntent where Self: OpenIntent {
    /// Does nothing: the system opens the URL.
    public func perform() async throws -> IntentResultContainer<_IntentResultNothing, _IntentResultNothing, _IntentResultNothing, _IntentResultNothing> {
        .result()
    }
}
