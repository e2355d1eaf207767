import Foundation
import WidgetCore

extension AssetCatalog {
    /// The colour spaces Xcode writes in a colour set, and whether each is grey (`white` and
    /// `alpha` components) and extended (components beyond 0…1).
    static let colorSpaces: [String: (isGray: Bool, isExtended: Bool)] = [
        "srgb": (false, false), "extended-srgb": (false, true), "display-p3": (false, false),
        "extended-linear-srgb": (false, true), "gray-gamma-22": (true, false), "extended-gray": (true, true),
    ]

    /// A colour set entry's `color`: a system colour reference (`"reference":
    /// "systemBlueColor"`), or components in one of ``colorSpaces`` converted to sRGB.
    ///
    /// Components are floats (`"0.500"`), 0–255 integers (`"128"`: any component written
    /// without a decimal point, alpha too, as actool reads them) or hex (`"0x80"`). The output
    /// is 8-bit sRGB, so Display P3 is converted and clipped to sRGB, linear sRGB is
    /// gamma-encoded, grey gamma 2.2 is decoded with γ 2.2 and re-encoded as sRGB, and the
    /// extended spaces' values beyond 0…1 are clipped after conversion.
    static func colorValue(_ color: [String: Any], name: String) throws(AssetError) -> CatalogColor.Value {
        if let reference = color["reference"] as? String, color["components"] == nil { return .system(reference) }
        guard let c = color["components"] as? [String: Any] else {
            throw AssetError("colour set \"\(name)\" has a colour with neither components nor a system colour reference")
        }
        let spaceName = (color["color-space"] as? String)?.lowercased() ?? "srgb"
        guard let space = colorSpaces[spaceName] else {
            let known = colorSpaces.keys.sorted().joined(separator: ", ")
            throw AssetError("colour set \"\(name)\" uses the colour space \"\(spaceName)\", which is not read (\(known) are)")
        }
        func component(_ key: String) throws(AssetError) -> Double {
            guard let raw = c[key] else {
                if key == "alpha" { return 1 }
                throw AssetError("colour set \"\(name)\" has no \"\(key)\" component (a \(spaceName) colour has \(space.isGray ? "white and alpha" : "red, green, blue and alpha"))")
            }
            guard let value = componentValue(raw), value.isFinite else {
                throw AssetError("colour set \"\(name)\" has an unreadable \"\(key)\" component \"\(raw)\"")
            }
            return space.isExtended ? value : min(max(value, 0), 1)
        }
        let alpha = min(max(try component("alpha"), 0), 1)
        let unit = { (v: Double) in min(max(v, 0), 1) }
        let resolved: Color
        if space.isGray {
            // Gamma 2.2 → linear (odd-extended below 0), then sRGB-encoded by the linear space.
            let white = try component("white")
            let linear = white < 0 ? -pow(-white, 2.2) : pow(white, 2.2)
            resolved = Color(.sRGBLinear, white: unit(linear), opacity: alpha)
        } else {
            let r = try component("red")
            let g = try component("green")
            let b = try component("blue")
            switch spaceName {
            case "display-p3": resolved = Color(.displayP3, red: r, green: g, blue: b, opacity: alpha)
            case "extended-linear-srgb": resolved = Color(.sRGBLinear, red: unit(r), green: unit(g), blue: unit(b), opacity: alpha)
            default: resolved = Color(.sRGB, red: unit(r), green: unit(g), blue: unit(b), opacity: alpha)
            }
        }
        return .rgba(resolved.resolve(in: EnvironmentValues()))
    }

    /// A component as written: a float, a 0–255 integer or a hex byte (`nil` when none).
    static func componentValue(_ raw: Any) -> Double? {
        if let number = raw as? NSNumber {
            // A JSON number (hand-written): an integer above 1 is 0–255, else a float.
            let v = number.doubleValue
            return v > 1 && v == v.rounded() ? v / 255 : v
        }
        guard let text = raw as? String else { return nil }
        let t = text.trimmingCharacters(in: .whitespaces).lowercased()
        if t.hasPrefix("0x") { return Int(t.dropFirst(2), radix: 16).map { Double($0) / 255 } }
        if t.contains(".") || t.contains("e") { return Double(t) }
        return Int(t).map { Double($0) / 255 }
    }
}
