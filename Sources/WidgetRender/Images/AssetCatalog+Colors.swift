import Foundation
import WidgetCore

extension AssetCatalog {
    /// The colour `name` for the device `idiom` (its light and dark appearances), or `nil`
    /// when this catalog has none.
    ///
    /// Of a colour set's entries, those of the device's idiom win over `universal` ones, an
    /// sRGB (or unmarked) `display-gamut` over `display-P3` (the output is sRGB), and macOS,
    /// tvOS and other platforms' colours are skipped. The light appearance is the `light`
    /// luminosity entry, else the one without appearances; dark the `dark` one, else the
    /// same. High-contrast entries (`"contrast": "high"`) are skipped: renders are of the
    /// default contrast.
    func color(named name: String, idiom: String) throws(AssetError) -> CatalogColor? {
        guard let set = colorSets[name] else { return nil }
        guard let data = try? Data(contentsOf: set.appendingPathComponent("Contents.json")),
            let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let colors = json["colors"] as? [[String: Any]]
        else {
            throw AssetError("colour set \"\(name)\" (\(set.path)) has no readable Contents.json with a \"colors\" list")
        }
        let platforms: Set<String> = idiom == "watch" ? ["universal", "ios", "watchos"] : ["universal", "ios"]
        let usable = colors.filter { entry in
            guard let color = entry["color"] as? [String: Any] else { return false }
            let entryIdiom = entry["idiom"] as? String ?? "universal"
            return (entryIdiom == "universal" || entryIdiom == idiom) && platforms.contains(color["platform"] as? String ?? "universal")
        }
        // Best first: the device's idiom, then the sRGB gamut; stable otherwise.
        func rank(_ entry: [String: Any]) -> Int {
            (entry["idiom"] as? String == idiom ? 0 : 2) + ((entry["display-gamut"] as? String)?.lowercased() == "display-p3" ? 1 : 0)
        }
        let ranked = usable.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
        var any: CatalogColor.Value?
        var light: CatalogColor.Value?
        var dark: CatalogColor.Value?
        for entry in ranked {
            guard let color = entry["color"] as? [String: Any] else { continue }
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            func value(of kind: String) -> String? {
                appearances.first { $0["appearance"] as? String == kind }?["value"] as? String
            }
            if value(of: "contrast") == "high" { continue }
            let parsed = try AssetCatalog.colorValue(color, name: name)
            switch value(of: "luminosity") {
            case nil where appearances.isEmpty: any = any ?? parsed
            case "light": light = light ?? parsed
            case "dark": dark = dark ?? parsed
            default: continue  // an appearance not drawn here
            }
        }
        guard let lightValue = light ?? any ?? dark else {
            throw AssetError("colour set \"\(name)\" has no colour for \(idiom) or universal on iOS in the any, light or dark appearance")
        }
        return CatalogColor(light: lightValue, dark: dark ?? any ?? lightValue)
    }
}
