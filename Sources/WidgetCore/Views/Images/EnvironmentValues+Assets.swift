import Foundation

struct AssetIdiomKey: EnvironmentKey { static let defaultValue = "iphone" }

extension EnvironmentValues {
    /// The asset-catalog idiom of the device (`iphone`, `ipad`, `watch`): the entries of an
    /// image or colour set that are used besides the `universal` ones.
    package var assetIdiom: String {
        get { self[AssetIdiomKey.self] }
        set { self[AssetIdiomKey.self] = newValue }
    }
}

extension DeviceProfile {
    /// The asset-catalog idiom of the device's image and colour set entries.
    var assetIdiom: String {
        switch system {
        case .iPadOS17: return "ipad"
        case .watchOS10: return "watch"
        case .iOS17, .iOS26: return "iphone"
        }
    }
}
