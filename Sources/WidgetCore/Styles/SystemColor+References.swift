import Foundation

extension SystemColor {
    /// The system colour a colour set refers to, by the name Xcode writes in its
    /// `Contents.json` (`"reference" : "systemBlueColor"`: UIKit's Objective-C class property
    /// names), or `nil` for a name not known here (macOS-only ones such as
    /// `controlAccentColor`). Values: iOS 17/18 (the Type and Colour article), hues through
    /// ``resolve(_:system:)`` as every system colour.
    static func catalogReference(_ name: String) -> SystemColor? {
        catalogReferences[name]
    }

    private static let catalogReferences: [String: SystemColor] = [
        "systemRedColor": .red, "systemOrangeColor": .orange, "systemYellowColor": .yellow,
        "systemGreenColor": .green, "systemMintColor": .mint, "systemTealColor": .teal,
        "systemCyanColor": .cyan, "systemBlueColor": .blue, "systemIndigoColor": .indigo,
        "systemPurpleColor": .purple, "systemPinkColor": .pink, "systemBrownColor": .brown,
        "systemGrayColor": .gray,
        "systemGray2Color": SystemColor(0xAEAEB2, 0x636366),
        "systemGray3Color": SystemColor(0xC7C7CC, 0x48484A),
        "systemGray4Color": SystemColor(0xD1D1D6, 0x3A3A3C),
        "systemGray5Color": SystemColor(0xE5E5EA, 0x2C2C2E),
        "systemGray6Color": SystemColor(0xF2F2F7, 0x1C1C1E),
        "labelColor": .label, "secondaryLabelColor": .secondaryLabel,
        "tertiaryLabelColor": .tertiaryLabel, "quaternaryLabelColor": .quaternaryLabel,
        "placeholderTextColor": SystemColor(light: RGBA(r255: 60, g: 60, b: 67, alpha: 0.3), dark: RGBA(r255: 235, g: 235, b: 245, alpha: 0.3)),
        "linkColor": SystemColor(0x007AFF, 0x0984FF),
        "separatorColor": .separator,
        "opaqueSeparatorColor": SystemColor(0xC6C6C8, 0x38383A),
        "systemBackgroundColor": .systemBackground,
        "secondarySystemBackgroundColor": .secondarySystemBackground,
        "tertiarySystemBackgroundColor": .tertiarySystemBackground,
        "systemGroupedBackgroundColor": SystemColor(0xF2F2F7, 0x000000),
        "secondarySystemGroupedBackgroundColor": SystemColor(0xFFFFFF, 0x1C1C1E),
        "tertiarySystemGroupedBackgroundColor": SystemColor(0xF2F2F7, 0x2C2C2E),
        "systemFillColor": .systemFill, "secondarySystemFillColor": .secondarySystemFill,
        "tertiarySystemFillColor": .tertiarySystemFill, "quaternarySystemFillColor": .quaternarySystemFill,
        "lightTextColor": SystemColor(light: RGBA(red: 1, green: 1, blue: 1, alpha: 0.6), dark: RGBA(red: 1, green: 1, blue: 1, alpha: 0.6)),
        "darkTextColor": SystemColor(0x000000, 0x000000),
        // UIKit's fixed colours (`UIColor.black`…), which Xcode's colour menu offers too.
        "blackColor": SystemColor(0x000000, 0x000000), "whiteColor": SystemColor(0xFFFFFF, 0xFFFFFF),
        "clearColor": SystemColor(light: RGBA(red: 0, green: 0, blue: 0, alpha: 0), dark: RGBA(red: 0, green: 0, blue: 0, alpha: 0)),
        "grayColor": fixed(0.5, 0.5, 0.5), "darkGrayColor": fixed(1 / 3, 1 / 3, 1 / 3), "lightGrayColor": fixed(2 / 3, 2 / 3, 2 / 3),
        "redColor": fixed(1, 0, 0), "greenColor": fixed(0, 1, 0), "blueColor": fixed(0, 0, 1),
        "cyanColor": fixed(0, 1, 1), "yellowColor": fixed(1, 1, 0), "magentaColor": fixed(1, 0, 1),
        "orangeColor": fixed(1, 0.5, 0), "purpleColor": fixed(0.5, 0, 0.5), "brownColor": fixed(0.6, 0.4, 0.2),
    ]

    private static func fixed(_ r: Double, _ g: Double, _ b: Double) -> SystemColor {
        SystemColor(light: RGBA(red: r, green: g, blue: b), dark: RGBA(red: r, green: g, blue: b))
    }
}
