extension SystemColor {
    /// The colour in `scheme` on `system`: the iOS 26 palette (HIG, June 2025) on iOS 26 and
    /// watchOS 26 for the hues it changed, the iOS 17/18 values otherwise.
    func resolve(_ scheme: ColorScheme, system: SystemGeneration) -> RGBA {
        guard system.usesLiquidGlassPalette, let replacement = SystemColor.liquidGlassPalette[self] else { return resolve(scheme) }
        return replacement.resolve(scheme)
    }

    /// The iOS 26 values of the hues iOS 26 changed, keyed by their iOS 17/18 values.
    static let liquidGlassPalette: [SystemColor: SystemColor] = [
        .blue: SystemColor(0x0088FF, 0x0091FF),
        .red: SystemColor(0xFF383C, 0xFF4245),
        .orange: SystemColor(0xFF8D28, 0xFF9230),
        .purple: SystemColor(0xCB30E0, 0xDB34F2),
        .teal: SystemColor(0x00C3D0, 0x00D2E0),
        .indigo: SystemColor(0x6155F5, 0x6D7CFF),
        .cyan: SystemColor(0x00C0E8, 0x3CD3FE),
        .mint: SystemColor(0x00C8B3, 0x00DAC3),
        .brown: SystemColor(0xAC7F5E, 0xB78A66),
    ]
}
