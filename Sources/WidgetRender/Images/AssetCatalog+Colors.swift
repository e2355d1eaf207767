import Foundation
import WidgetCore

extension AssetCatalog {
    /// The colour `name` (any and dark appearances), or `nil` when this catalog has none.
    func color(named name: String) throws(AssetError) -> CatalogColor? {
        guard let set = colorSets[name] else { return nil }
        guard let data = try? Data(contentsOf: set.appendingPathComponent("Contents.json")),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let colors = json["colors"] as? [[String: Any]] else {
            throw AssetError("colour set \"\(name)\" (\(set.path)) has no readable Contents.json with a \"colors\" list")
        }
        var any: RGBA?, dark: RGBA?
        for entry in colors {
            guard let color = entry["color"] as? [String: Any] else { continue }
            let value = try AssetCatalog.rgba(color, name: name)
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            let isDark = appearances.contains { $0["appearance"] as? String == "luminosity" && $0["value"] as? String == "dark" }
            let isOther = !isDark && !appearances.isEmpty
            if isDark { dark = dark ?? value } else if !isOther { any = any ?? value }
        }
        guard let light = any ?? dark else { throw AssetError("colour set \"\(name)\" has no colour for the any appearance") }
        return CatalogColor(light: light, dark: dark ?? light)
    }

    /// A colour entry's components: floats (`"0.500"`), 8-bit integers (`"128"`) or hex
    /// (`"0x80"`), sRGB, extended sRGB or Display P3.
    static func rgba(_ color: [String: Any], name: String) throws(AssetError) -> RGBA {
        guard let c = color["components"] as? [String: Any] else {
            throw AssetError("colour set \"\(name)\" has a colour without components (system colour references are not read)")
        }
        func component(_ key: String, isAlpha: Bool = false) throws(AssetError) -> Double {
            guard let raw = c[key] else {
                if isAlpha { return 1 }
                throw AssetError("colour set \"\(name)\" has no \"\(key)\" component")
            }
            let text = (raw as? String) ?? (raw as? NSNumber)?.stringValue ?? ""
            let t = text.trimmingCharacters(in: .whitespaces).lowercased()
            let value: Double?
            if t.hasPrefix("0x") {
                value = Int(t.dropFirst(2), radix: 16).map { Double($0) / 255 }
            } else if t.contains(".") {
                value = Double(t)
            } else {
                value = Int(t).map { isAlpha || $0 <= 1 ? Double($0) : Double($0) / 255 }
            }
            guard let value, value.isFinite else { throw AssetError("colour set \"\(name)\" has an unreadable \"\(key)\" component \"\(text)\"") }
            return min(max(value, 0), isAlpha ? 1 : 1)
        }
        let r = try component("red"), g = try component("green"), b = try component("blue"), a = try component("alpha", isAlpha: true)
        let space = (color["color-space"] as? String)?.lowercased() ?? "srgb"
        let colorSpace: Color.RGBColorSpace = space.contains("p3") ? .displayP3 : .sRGB
        return Color(colorSpace, red: r, green: g, blue: b, opacity: a).resolve(in: EnvironmentValues())
    }
}
