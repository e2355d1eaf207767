// swift-format-ignore-file: AlwaysUseLowerCamelCase

// The macOS 27 profile is named as the iOS 26 and 27 rows are (`macOS27_macDesktop`).
import Foundation

/// The Mac desktop (and Notification Center), macOS 26 and macOS 27.
///
/// Sources and certainty (the Widget Sizes article repeats them):
/// - Apple publishes no Mac widget sizes. The frames were measured with a probe widget
///   reading `TimelineProviderContext.displaySize` (**M**, FrameUp, macOS 26.6 Notification
///   Center and the macOS 27 desktop, identical on two displays): small 164×164, medium
///   344×164, large 344×344, extra large 704×344, and on macOS 27 extra large portrait
///   344×704, on a grid with a 16 pt gutter. An older library's 170×170 for every family is
///   not adopted (unverified).
/// - Scale 2, a Retina display (**A**: the frames do not depend on the display).
/// - The screen, 1512×982 (a 14-inch MacBook Pro), names the row only (**A**): the frames do
///   not depend on it.
/// - Corner radius 22 pt, as the iPhone approximation (**A**, not published).
extension DeviceProfile {
    /// The Mac's widget corner radius: not published (**A**, the iPhone approximation).
    static let macCornerRadius: CGFloat = 22

    private static func mac(_ name: String, _ models: String, system: System, portrait: Bool) -> DeviceProfile {
        var slots: [WidgetFamily: Slot] = [
            .systemSmall: Slot(164, 164), .systemMedium: Slot(344, 164), .systemLarge: Slot(344, 344), .systemExtraLarge: Slot(704, 344),
        ]
        if portrait { slots[.systemExtraLargePortrait] = Slot(344, 704) }
        return DeviceProfile(
            name: name, models: models, screen: CGSize(width: 1512, height: 982), scale: 2, system: system, slots: slots, cornerRadius: macCornerRadius
        )
    }

    /// The macOS 26 desktop and Notification Center, @2x: small 164×164, medium 344×164,
    /// large 344×344, extra large 704×344 (**M**). Its default generation is iOS 26 (macOS 26
    /// Tahoe); `context.system = .iOS27` moves it to ``macOS27_macDesktop``.
    public static let macDesktop = mac("macDesktop", "Mac desktop (macOS 26)", system: .macOS26, portrait: false)

    /// The macOS 27 desktop, @2x: the macOS 26 frames plus extra large portrait 344×704 (**M**).
    public static let macOS27_macDesktop = mac("macOS27_macDesktop", "Mac desktop (macOS 27)", system: .macOS27, portrait: true)

    /// The Mac desktop profiles, macOS 26 first.
    public static let macProfiles: [DeviceProfile] = [.macDesktop, .macOS27_macDesktop]

    /// Whether this is a Mac desktop profile.
    public var isMac: Bool { system == .macOS26 || system == .macOS27 }
}
