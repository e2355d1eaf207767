import Foundation
import WidgetCore

extension AssetCatalog {
    /// The file for image `name` at `scale` (the dark appearance's when `dark` and the set has
    /// one) and whether it is a template, or `nil` when this catalog has no such image; throws
    /// a message when the image set is malformed.
    func imageFile(named name: String, scale: CGFloat, dark: Bool) throws(AssetError) -> (url: URL, scale: CGFloat, isTemplate: Bool)? {
        if let set = imageSets[name] { return try imageSetFile(set, name: name, scale: scale, dark: dark) }
        guard let files = looseImages[name] else { return nil }
        let chosen = AssetCatalog.pick(Array(files.keys), for: scale)
        return files[chosen].map { ($0, CGFloat(chosen), false) }
    }

    private func imageSetFile(_ set: URL, name: String, scale: CGFloat, dark: Bool) throws(AssetError) -> (url: URL, scale: CGFloat, isTemplate: Bool) {
        guard let data = try? Data(contentsOf: set.appendingPathComponent("Contents.json")),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw AssetError("image set \(set.path) has no readable Contents.json")
        }
        let properties = json["properties"] as? [String: Any] ?? [:]
        let isTemplate = properties["template-rendering-intent"] as? String == "template"
        let all = (json["images"] as? [[String: Any]] ?? []).filter { entry in
            entry["filename"] is String && ["universal", "iphone", nil].contains(entry["idiom"] as? String)
        }
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
        let chosen = byScale[0] != nil && byScale.count == 1 ? 0 : AssetCatalog.pick(Array(byScale.keys.filter { $0 > 0 }), for: scale)
        guard let file = byScale[chosen] else { throw AssetError("image set \"\(name)\" lists no usable image file") }
        return (set.appendingPathComponent(file), CGFloat(chosen == 0 ? 1 : chosen), isTemplate)
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
