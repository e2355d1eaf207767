/// The system colours as light/dark pairs (iOS 17/18 values, the Type and Colour article).
///
/// iOS 26 changed several hues; those values are not used yet.
struct SystemColor: Sendable, Hashable {
    let light: RGBA
    let dark: RGBA

    init(_ light: UInt32, _ dark: UInt32) {
        self.light = RGBA(hex: light)
        self.dark = RGBA(hex: dark)
    }

    init(light: RGBA, dark: RGBA) {
        self.light = light
        self.dark = dark
    }

    func resolve(_ scheme: ColorScheme) -> RGBA { scheme == .dark ? dark : light }

    static let blue = SystemColor(0x007AFF, 0x0A84FF)
    static let red = SystemColor(0xFF3B30, 0xFF453A)
    static let green = SystemColor(0x34C759, 0x30D158)
    static let orange = SystemColor(0xFF9500, 0xFF9F0A)
    static let yellow = SystemColor(0xFFCC00, 0xFFD60A)
    static let pink = SystemColor(0xFF2D55, 0xFF375F)
    static let purple = SystemColor(0xAF52DE, 0xBF5AF2)
    static let teal = SystemColor(0x30B0C7, 0x40C8E0)
    static let indigo = SystemColor(0x5856D6, 0x5E5CE6)
    static let cyan = SystemColor(0x32ADE6, 0x64D2FF)
    static let mint = SystemColor(0x00C7BE, 0x66D4CF)
    static let brown = SystemColor(0xA2845E, 0xAC8E68)
    static let gray = SystemColor(0x8E8E93, 0x8E8E93)

    static let label = SystemColor(0x000000, 0xFFFFFF)
    static let secondaryLabel = SystemColor(light: RGBA(r255: 60, g: 60, b: 67, alpha: 0.6), dark: RGBA(r255: 235, g: 235, b: 245, alpha: 0.6))
    static let tertiaryLabel = SystemColor(light: RGBA(r255: 60, g: 60, b: 67, alpha: 0.3), dark: RGBA(r255: 235, g: 235, b: 245, alpha: 0.3))
    static let quaternaryLabel = SystemColor(light: RGBA(r255: 60, g: 60, b: 67, alpha: 0.18), dark: RGBA(r255: 235, g: 235, b: 245, alpha: 0.16))
    static let systemBackground = SystemColor(0xFFFFFF, 0x000000)
    static let secondarySystemBackground = SystemColor(0xF2F2F7, 0x1C1C1E)
    static let tertiarySystemBackground = SystemColor(0xFFFFFF, 0x2C2C2E)
    static let systemFill = SystemColor(light: RGBA(r255: 120, g: 120, b: 128, alpha: 0.20), dark: RGBA(r255: 120, g: 120, b: 128, alpha: 0.36))
    static let secondarySystemFill = SystemColor(light: RGBA(r255: 120, g: 120, b: 128, alpha: 0.16), dark: RGBA(r255: 120, g: 120, b: 128, alpha: 0.32))
    static let tertiarySystemFill = SystemColor(light: RGBA(r255: 118, g: 118, b: 128, alpha: 0.12), dark: RGBA(r255: 118, g: 118, b: 128, alpha: 0.24))
    static let quaternarySystemFill = SystemColor(light: RGBA(r255: 116, g: 116, b: 128, alpha: 0.08), dark: RGBA(r255: 116, g: 116, b: 128, alpha: 0.18))
    static let separator = SystemColor(light: RGBA(r255: 60, g: 60, b: 67, alpha: 0.29), dark: RGBA(r255: 84, g: 84, b: 88, alpha: 0.6))
}
