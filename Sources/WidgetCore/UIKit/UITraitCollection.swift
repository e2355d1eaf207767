import Foundation

/// The traits a dynamic ``UIColor`` is resolved for: here, only the interface style.
public final class UITraitCollection: Sendable {
    /// Light, dark or unspecified.
    public let userInterfaceStyle: UIUserInterfaceStyle

    /// Traits with an interface style.
    public init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.userInterfaceStyle = userInterfaceStyle
    }
}

/// Light or dark, as UIKit's `UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Sendable, Hashable {
    case unspecified, light, dark
}
