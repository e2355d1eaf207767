import Foundation

/// Where a widget is shown, as WidgetKit's `WidgetLocation`.
public struct WidgetLocation: Sendable, Hashable, CustomStringConvertible {
    /// The location's name.
    public let description: String
    /// The Home Screen.
    public static let homeScreen = WidgetLocation(description: "homeScreen")
    /// The Lock Screen.
    public static let lockScreen = WidgetLocation(description: "lockScreen")
    /// StandBy.
    public static let standBy = WidgetLocation(description: "standBy")
    /// The iPhone widgets on a Mac.
    public static let iPhoneWidgetsOnMac = WidgetLocation(description: "iPhoneWidgetsOnMac")
    /// CarPlay.
    public static let carPlay = WidgetLocation(description: "carPlay")
}
