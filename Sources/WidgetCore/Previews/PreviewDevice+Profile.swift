import Foundation

extension PreviewDevice {
    /// The device profile this name matches, if any: a profile's own name (`"iPhone6_1"`) or one
    /// of the models it lists (`"iPhone 15 Pro"`), ignoring case; the first profile in
    /// `DeviceProfile.all` wins. A parenthesised generation is ignored on both sides
    /// (`"iPhone SE (3rd generation)"` matches the profile of `"iPhone SE (2nd/3rd generation)"`).
    public var profile: DeviceProfile? {
        var wanted = rawValue.trimmingCharacters(in: .whitespaces).lowercased()
        if let paren = wanted.range(of: " (") { wanted = String(wanted[..<paren.lowerBound]) }
        return DeviceProfile.all.first { profile in
            profile.name.lowercased() == wanted || Self.modelNames(profile.models).contains(wanted)
        }
    }

    /// The model names a profile's list stands for, lowercased: `"iPhone 14 Pro, 15, 15 Pro"`
    /// gives iPhone 14 Pro, iPhone 15 and iPhone 15 Pro; `"iPhone 12/13 Pro Max"` gives both
    /// iPhone 12 Pro Max and iPhone 13 Pro Max; a trailing `(iOS 26)` is dropped.
    static func modelNames(_ models: String) -> Set<String> {
        var names: Set<String> = []
        var prefix = ""
        for rawItem in models.components(separatedBy: ",") {
            var item = rawItem.trimmingCharacters(in: .whitespaces)
            if let paren = item.range(of: " (") { item = String(item[..<paren.lowerBound]) }
            if let firstDigit = item.firstIndex(where: \.isNumber) {
                if firstDigit == item.startIndex { item = prefix + item } else { prefix = String(item[..<firstDigit]) }
            }
            for variant in expandAlternatives(item) { names.insert(variant.lowercased()) }
        }
        return names
    }

    /// `"iPhone 12/13 Pro"` → `["iPhone 12 Pro", "iPhone 13 Pro"]`; other names unchanged.
    private static func expandAlternatives(_ name: String) -> [String] {
        let words = name.split(separator: " ").map(String.init)
        guard let index = words.firstIndex(where: { $0.contains("/") && $0.first?.isNumber == true }) else { return [name] }
        return words[index].split(separator: "/").map { alternative in
            var copy = words
            copy[index] = String(alternative)
            return copy.joined(separator: " ")
        }
    }
}
