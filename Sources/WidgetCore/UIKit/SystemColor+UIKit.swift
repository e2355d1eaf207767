import Foundation

/// The UIKit semantic colours SwiftUI has no name for, as light/dark pairs: UIKit's values on
/// iOS 15–18 (the greys as the HIG's Colour table lists them; the grouped backgrounds, the
/// opaque separator, the link and placeholder colours as `UIColor.resolvedColor(with:)` gives
/// them for the light and dark interface styles).
extension SystemColor {
    static let gray2 = SystemColor(0xAEAEB2, 0x636366)
    static let gray3 = SystemColor(0xC7C7CC, 0x48484A)
    static let gray4 = SystemColor(0xD1D1D6, 0x3A3A3C)
    static let gray5 = SystemColor(0xE5E5EA, 0x2C2C2E)
    static let gray6 = SystemColor(0xF2F2F7, 0x1C1C1E)

    static let systemGroupedBackground = SystemColor(0xF2F2F7, 0x000000)
    static let secondarySystemGroupedBackground = SystemColor(0xFFFFFF, 0x1C1C1E)
    static let tertiarySystemGroupedBackground = SystemColor(0xF2F2F7, 0x2C2C2E)

    static let opaqueSeparator = SystemColor(0xC6C6C8, 0x38383A)
    static let link = SystemColor(0x007AFF, 0x0984FF)
    static let placeholderText = SystemColor(light: RGBA(r255: 60, g: 60, b: 67, alpha: 0.3), dark: RGBA(r255: 235, g: 235, b: 245, alpha: 0.3))
}
