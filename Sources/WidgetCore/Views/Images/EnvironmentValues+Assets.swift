import Foundation

struct AssetIdiomKey: EnvironmentKey { static let defaultValue = "iphone" }
struct AccentColorNameKey: EnvironmentKey { static let defaultValue: String? = nil }
struct WidgetBackgroundColorNameKey: EnvironmentKey { static let defaultValue: String? = nil }

extension EnvironmentValues {
    /// The asset-catalog idiom of the device (`iphone`, `ipad`, `watch`): the entries of an
    /// image or colour set that are used besides the `universal` ones.
    package var assetIdiom: String {
        get { self[AssetIdiomKey.self] }
        set { self[AssetIdiomKey.self] = newValue }
    }

    /// The catalog colour that ``Color/accentColor`` (and so the default tint) is
    /// (from ``WidgetContext/globalAccentColorName``; `nil`: system blue).
    package var accentColorName: String? {
        get { self[AccentColorNameKey.self] }
        set { self[AccentColorNameKey.self] = newValue }
    }

    /// The catalog colour drawn as the container background of a widget that declares none
    /// (from ``WidgetContext/widgetBackgroundColorName``).
    package var widgetBackgroundColorName: String? {
        get { self[WidgetBackgroundColorNameKey.self] }
        set { self[WidgetBackgroundColorNameKey.self] = newValue }
    }
}

extension DeviceProfile {
    /// The asset-catalog idiom of the device's image and colour set entries.
    var assetIdiom: String {
        switch system {
        case .iPadOS17: return "ipad"
        case .watchOS10: return "watch"
        case .iOS17, .iOS26, .iOS27: return "iphone"
        case .macOS26, .macOS27: return "mac"
        case .visionOS26, .visionOS27: return "vision"
        }
    }
}
