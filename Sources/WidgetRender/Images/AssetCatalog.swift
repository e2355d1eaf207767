import Foundation
import WidgetCore

/// One asset catalog (`*.xcassets`) or plain folder of images, indexed once.
///
/// In a catalog, `name.imageset` and `name.colorset` folders at any depth are assets; a folder
/// whose `Contents.json` sets `provides-namespace` prefixes its assets' names (`Icons/sun`).
/// In a plain folder, `name.png`, `name@2x.png`, `name.jpg`, `name.svg`… are images.
struct AssetCatalog: Sendable {
    let url: URL
    private(set) var imageSets: [String: URL] = [:]
    private(set) var colorSets: [String: URL] = [:]
    /// Plain files by name: scale → file.
    private(set) var looseImages: [String: [Int: URL]] = [:]

    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "gif", "bmp", "tif", "tiff", "svg", "pdf", "heic"]

    init(url: URL) {
        self.url = url
        index(url, prefix: "")
    }

    private mutating func index(_ folder: URL, prefix: String) {
        let fm = FileManager.default
        guard let items = try? fm.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey]) else { return }
        for item in items.sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) {
            let ext = item.pathExtension.lowercased()
            let stem = item.deletingPathExtension().lastPathComponent
            let isDir = (try? item.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) ?? false
            if isDir {
                switch ext {
                case "imageset": imageSets[prefix + stem] = item
                case "colorset": colorSets[prefix + stem] = item
                default:
                    let namespace = AssetCatalog.providesNamespace(item) ? prefix + item.lastPathComponent + "/" : prefix
                    index(item, prefix: namespace)
                }
            } else if AssetCatalog.imageExtensions.contains(ext) {
                var name = stem
                var scale = 1
                for s in [2, 3] where stem.hasSuffix("@\(s)x") {
                    name = String(stem.dropLast(3))
                    scale = s
                }
                looseImages[prefix + name, default: [:]][scale] = item
            }
        }
    }

    private static func providesNamespace(_ folder: URL) -> Bool {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("Contents.json")),
            let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let properties = json["properties"] as? [String: Any]
        else { return false }
        return properties["provides-namespace"] as? Bool ?? false
    }
}
