import Foundation

/// An error of a location manager, as Apple's `CLError`.
public struct CLError: Error, Sendable, Hashable {
    /// What went wrong.
    public enum Code: Int, Sendable {
        /// No location is known now.
        case locationUnknown = 0
        /// The app may not use the location.
        case denied = 1
        /// The network was unavailable.
        case network = 2
    }

    /// What went wrong.
    public let code: Code

    /// An error with `code`.
    public init(_ code: Code) { self.code = code }

    /// No location is known now.
    public static let locationUnknown = Code.locationUnknown
    /// The app may not use the location.
    public static let denied = Code.denied
}
