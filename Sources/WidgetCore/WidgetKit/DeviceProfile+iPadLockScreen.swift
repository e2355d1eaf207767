// swift-format-ignore-file: AlwaysUseLowerCamelCase

// The profiles are named after the iPads' screens (`iPadLock10_2`); the underscore stands for
// the decimal point.
import Foundation

/// The iPad Lock Screen: the small widget it shows beside the accessory families, per screen.
///
/// Sources and certainty (the Widget Sizes article repeats them):
/// - Apple publishes no iPad accessory sizes. The frames were measured with a probe widget
///   reading `TimelineProviderContext.displaySize` (**M**, FrameUp, iPadOS 18.6, 26.5 and 27,
///   all @2x, unchanged across the three).
/// - The Lock Screen's small widget is as wide as `accessoryRectangular`; on 834×1112 it is
///   larger (152 pt) than the Home Screen one (150 pt) (**M**).
/// - The iPad Lock Screen is "monochromatic without a tint colour" (**D**, HIG Widgets):
///   render these profiles in the vibrant mode; a Lock Screen tint is reported as ignored.
/// - Corner radius of the small widget as on the iPad Home Screen (**A**).
///
/// They are separate from the Home Screen iPad profiles (`iPad13`, `iPad11`, `iPadMini`),
/// whose small widget is laid out on a larger canvas and scaled down.
extension DeviceProfile {
    private static func padLock(_ name: String, _ models: String, _ screen: (CGFloat, CGFloat), small: CGFloat, circular: CGFloat, inline: CGFloat) -> DeviceProfile {
        DeviceProfile(
            name: name, models: models, screen: CGSize(width: screen.0, height: screen.1), scale: 2, system: .iPadOS17,
            slots: [
                .systemSmall: Slot(small, small), .accessoryCircular: Slot(circular, circular), .accessoryRectangular: Slot(small, circular),
                .accessoryInline: Slot(inline, 36),
            ],
            cornerRadius: CornerRadius.iPad
        )
    }

    /// 1032×1376 (iPad Pro 13-inch, M4): small 150.5, circular 60, rectangular 150.5×60, inline 372×36.
    public static let iPadLock13M4 = padLock("iPadLock13M4", "iPad Pro 13\" (M4) Lock Screen", (1032, 1376), small: 150.5, circular: 60, inline: 372)
    /// 1024×1366 (iPad Pro 12.9-inch, iPad Air 13-inch): small 149, circular 59.5, rectangular 149×59.5, inline 374×36.
    public static let iPadLock13 = padLock("iPadLock13", "iPad Pro 12.9\", iPad Air 13\" Lock Screen", (1024, 1366), small: 149, circular: 59.5, inline: 374)
    /// 834×1194 and 834×1112 (iPad Pro 11-inch, iPad Air 10.5-inch): small 152, circular 61, rectangular 152×61, inline 372×36.
    public static let iPadLock11 = padLock("iPadLock11", "iPad Pro 11\", iPad Air 10.5\" Lock Screen", (834, 1194), small: 152, circular: 61, inline: 372)
    /// 820×1180 (iPad Air 10.9-inch, iPad 10th generation): small 152, circular 63, rectangular 152×63, inline 372×36.
    public static let iPadLock11Air = padLock("iPadLock11Air", "iPad Air 10.9\", iPad 10th gen Lock Screen", (820, 1180), small: 152, circular: 63, inline: 372)
    /// 810×1080 (iPad 10.2-inch): small 146, circular 58, rectangular 146×58, inline 372×36.
    public static let iPadLock10_2 = padLock("iPadLock10_2", "iPad 10.2\" Lock Screen", (810, 1080), small: 146, circular: 58, inline: 372)
    /// 768×1024 (iPad 9.7-inch, iPad mini 5th generation): small 135.5, circular 53, rectangular 135.5×53, inline 372×36.
    public static let iPadLock9_7 = padLock("iPadLock9_7", "iPad 9.7\", iPad mini (5th gen) Lock Screen", (768, 1024), small: 135.5, circular: 53, inline: 372)
    /// 744×1133 (iPad mini 6th generation and later): small 133, circular 53.5, rectangular 133×53.5, inline 372×36.
    public static let iPadLockMini = padLock("iPadLockMini", "iPad mini (6th gen+) Lock Screen", (744, 1133), small: 133, circular: 53.5, inline: 372)

    /// The iPad Lock Screen profiles, largest screen first.
    public static let iPadLockScreens: [DeviceProfile] = [.iPadLock13M4, .iPadLock13, .iPadLock11, .iPadLock11Air, .iPadLock10_2, .iPadLock9_7, .iPadLockMini]
}
