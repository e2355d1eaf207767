import Foundation

/// Whether the app may use the location, as Apple's `CLAuthorizationStatus`.
public enum CLAuthorizationStatus: Int32, Sendable {
    /// The user has not been asked.
    case notDetermined = 0
    /// Not allowed, and the user cannot change that.
    case restricted = 1
    /// The user declined.
    case denied = 2
    /// Allowed at any time.
    case authorizedAlways = 3
    /// Allowed while the app is in use (and for a widget that asks for it).
    case authorizedWhenInUse = 4
}
