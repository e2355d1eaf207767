import Foundation

/// An intent that opens a universal link, as App Intents' `OpenURLIntent` (iOS 18): put on a
/// widget `Button`, or returned by another intent as `.result(opensIntent: OpenURLIntent(url))`.
/// A simulated tap reports its URL as `TapResult.openedURL`.
public struct OpenURLIntent: AppIntent {
    /// The intent's name.
    public static var title: LocalizedStringResource { "Open URL" }

    /// The URL to open.
    @Parameter(title: "URL") public var url: URL

    /// An intent with no URL yet.
    public init() {}

    /// An intent that opens `url`.
    public init(_ url: URL) {
        self.url = url
    }

    /// Does nothing: the system opens the URL.
    public func perform() async throws -> IntentResultContainer<_IntentResultNothing, _IntentResultNothing, _IntentResultNothing, _IntentResultNothing> {
        .result()
    }
}

/// The URL an intent opens by being run: an ``OpenURLIntent``'s, a ``URLRepresentableIntent``'s.
package enum IntentOpenedURL {
    package static func url(of intent: any AppIntent) -> URL? {
        if let open = intent as? OpenURLIntent { return open.$url.summaryValue }
        if let representable = intent as? any URLRepresentableIntent { return representable.representedURL }
        return nil
    }

    /// The URL of the intent a result opens next (`.result(opensIntent:)`), if it opens one.
    package static func url(ofResult result: any IntentResult) -> URL? {
        guard let next = (result as? any _OpensIntentResult)?._opensIntent else { return nil }
        return url(of: next)
    }
}

/// A result that may name an intent to run next (implementation detail).
package protocol _OpensIntentResult {
    var _opensIntent: (any AppIntent)? { get }
}

extension IntentResultContainer: _OpensIntentResult {
    package var _opensIntent: (any AppIntent)? { opensIntent }
}
