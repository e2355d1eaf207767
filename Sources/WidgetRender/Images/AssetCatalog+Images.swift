import Foundation
import WidgetCore

extension AssetCatalog {
    /// The file an image look-up chose, with what its image set says about drawing it.
    struct ImageFile {
        var url: URL
        /// The scale of the file's slot (1 for a file that serves every scale).
        var scale: CGFloat
        /// Whether the file serves every scale (an image set's single-scale entry, typically
        /// a PDF or SVG).
        var isSingleScale: Bool
        /// `template-rendering-intent`: `template` is true, `original` (or none) false.
        var isTemplate: Bool
        /// `preserves-vector-representation` (default false, as in Xcode): a PDF is drawn as
        /// vectors at its drawn size; otherwise it is rasterised at the image's scale first.
        var preservesVector: Bool
    }

    /// The file for image `name` at `scale` for `idiom` (`iphone`, `ipad`, `watch`; the dark
    /// appearance's when `dark` and the set has one), or `nil` when this catalog has no such
    /// image; throws a message when the image set is malformed.
    func imageFile(named name: String, scale: CGFloat, dark: Bool, idiom: String) throws(AssetError) -> ImageFile? {
        if let set = imageSets[name] { return try imageSetFile(set, name: name, scale: scale, dark: dark, idiom: idiom) }
        guard let files = looseImages[name] else { return nil }
        let chosen = AssetCatalog.pick(Array(files.keys), for: scale)
        return files[chosen].map { ImageFile(url: $0, scale: CGFloat(chosen), isSingleScale: files.count == 1, isTemplate: false, preservesVector: true) }
    }

    private func imageSetFile(_ set: URL, name: String, scale: CGFloat, dark: Bool, idiom: String) throws(AssetError) -> ImageFile {
        guard let data = try? Data(contentsOf: set.appendingPathComponent("Contents.json")),
            let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else {
            throw AssetError("image set \(set.path) has no readable Contents.json")
        }
        let properties = json["properties"] as? [String: Any] ?? [:]
        let isTemplate = properties["template-rendering-intent"] as? String == "template"
        let preservesVector = properties["preserves-vector-representation"] as? Bool ?? false
        let listed = (json["images"] as? [[String: Any]] ?? []).filter { $0["filename"] is String }
        // The device's own idiom when the set has files for it, else the universal ones.
        let own = listed.filter { $0["idiom"] as? String == idiom }
        let all = own.isEmpty ? listed.filter { ["universal", nil].contains($0["idiom"] as? String) } : own
        func isDark(_ entry: [String: Any]) -> Bool {
            (entry["appearances"] as? [[String: Any]] ?? []).contains { $0["appearance"] as? String == "luminosity" && $0["value"] as? String == "dark" }
        }
        let anyAppearance = all.filter { $0["appearances"] == nil }
        let darkAppearance = all.filter(isDark)
        let images = dark && !darkAppearance.isEmpty ? darkAppearance : anyAppearance
        var byScale: [Int: String] = [:]
        for entry in images {
            guard let file = entry["filename"] as? String else { continue }
            let s = (entry["scale"] as? String).flatMap { Int($0.dropLast()) } ?? 0  // 0: one file for every scale
            if byScale[s] == nil { byScale[s] = file }
        }
        guard !byScale.isEmpty else { throw AssetError("image set \"\(name)\" (\(set.path)) lists no image file") }
        let single = byScale[0] != nil && byScale.count == 1
        let chosen = single ? 0 : AssetCatalog.pick(Array(byScale.keys.filter { $0 > 0 }), for: scale)
        guard let file = byScale[chosen] else { throw AssetError("image set \"\(name)\" lists no usable image file") }
        return ImageFile(url: set.appendingPathComponent(file), scale: CGFloat(chosen == 0 ? 1 : chosen), isSingleScale: single, isTemplate: isTemplate, preservesVector: preservesVector)
    }

    /// The scale to use for `scale`: the same, else the next larger, else the largest.
    static func pick(_ scales: [Int], for scale: CGFloat) -> Int {
        let want = Int(scale.rounded(.up))
        let sorted = scales.sorted()
        return sorted.first { $0 >= want } ?? sorted.last ?? 1
    }
}

/// Why an asset cannot be read.
struct AssetError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
