// swift-format-ignore-file: AlwaysUseLowerCamelCase

// The visionOS 27 profile is named as the iOS 26 and 27 rows are (`visionOS27_visionPro`).
import Foundation

/// Apple Vision Pro, visionOS 26 and 27.
///
/// Sources and certainty (the Widget Sizes article repeats them):
/// - Apple publishes small 158×158, medium 338×158, large 338×354, extra large 450×338 and
///   extra large portrait 338×450 (**D**, HIG Widgets). Measured frames (**M**, FrameUp,
///   visionOS 26.5 and 27.0) are small 158, medium 354×158, large 354×354, extra large
///   550×354, extra large portrait 354×550: a 158 pt cell with a 38 pt gutter. The two
///   conflict (Apple's large 338×354 cannot be a 2×2 square); the measured grid is used.
/// - visionOS 27 adds accessoryCircular 75×75 and accessoryRectangular 208×79 (**M**).
/// - Scale 2 and corner radius 24 pt, the iPad approximation (**A**: not published).
/// - The screen, 1920×1080, names the row only (**A**): widgets sit in the room, not on a
///   screen.
extension DeviceProfile {
    private static func vision(_ name: String, _ models: String, system: System, accessories: Bool) -> DeviceProfile {
        var slots: [WidgetFamily: Slot] = [
            .systemSmall: Slot(158, 158), .systemMedium: Slot(354, 158), .systemLarge: Slot(354, 354), .systemExtraLarge: Slot(550, 354),
            .systemExtraLargePortrait: Slot(354, 550),
        ]
        if accessories {
            slots[.accessoryCircular] = Slot(75, 75)
            slots[.accessoryRectangular] = Slot(208, 79)
        }
        return DeviceProfile(
            name: name, models: models, screen: CGSize(width: 1920, height: 1080), scale: 2, system: system, slots: slots, cornerRadius: CornerRadius.iPad
        )
    }

    /// Apple Vision Pro on visionOS 26, @2x: the measured 158 pt grid, extra large portrait
    /// included (**M**). `context.system = .iOS27` moves it to ``visionOS27_visionPro``.
    public static let visionPro = vision("visionPro", "Apple Vision Pro (visionOS 26)", system: .visionOS26, accessories: false)

    /// Apple Vision Pro on visionOS 27, @2x: the visionOS 26 frames plus accessoryCircular 75×75
    /// and accessoryRectangular 208×79 (**M**).
    public static let visionOS27_visionPro = vision("visionOS27_visionPro", "Apple Vision Pro (visionOS 27)", system: .visionOS27, accessories: true)

    /// The Apple Vision Pro profiles, visionOS 26 first.
    public static let visionProfiles: [DeviceProfile] = [.visionPro, .visionOS27_visionPro]

    /// Whether this is an Apple Vision Pro profile.
    public var isVision: Bool { system == .visionOS26 || system == .visionOS27 }
}
