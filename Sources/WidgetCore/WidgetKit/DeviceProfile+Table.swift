// swift-format-ignore-file: AlwaysUseLowerCamelCase
// The profiles are named after Apple's screen sizes (`iPhone6_1`, `iOS26_iPhone6_3`), as the
// widget-size table names them; the underscore stands for the decimal point.
import Foundation

extension DeviceProfile {
    /// Widget corner radii (not published by Apple; common approximations).
    enum CornerRadius {
        static let iPhone: CGFloat = 22
        static let iPad: CGFloat = 24
        static let iOS26: CGFloat = 28.67
        static let watch: CGFloat = 18
    }

    private static func phone(
        _ name: String, _ models: String, _ screen: (CGFloat, CGFloat), scale: CGFloat,
        small: CGFloat, medium: CGFloat, large: CGFloat, circular: CGFloat,
        rectangular: (CGFloat, CGFloat), inline: (CGFloat, CGFloat), system: System = .iOS17
    ) -> DeviceProfile {
        DeviceProfile(
            name: name, models: models, screen: CGSize(width: screen.0, height: screen.1), scale: scale, system: system,
            slots: [
                .systemSmall: Slot(small, small),
                .systemMedium: Slot(medium, small),
                .systemLarge: Slot(medium, large),
                .accessoryCircular: Slot(circular, circular),
                .accessoryRectangular: Slot(rectangular.0, rectangular.1),
                .accessoryInline: Slot(inline.0, inline.1),
            ],
            cornerRadius: system == .iOS26 ? CornerRadius.iOS26 : CornerRadius.iPhone
        )
    }

    // MARK: iOS 17/18 (HIG table)

    /// 430×932 @3x: iPhone 15 Pro Max, 15 Plus, 16 Plus.
    public static let iPhone6_7 = phone("iPhone6_7", "iPhone 15 Pro Max, 15 Plus, 16 Plus", (430, 932), scale: 3, small: 170, medium: 364, large: 382, circular: 76, rectangular: (172, 76), inline: (257, 26))
    /// 428×926 @3x: iPhone 12/13 Pro Max, 14 Plus.
    public static let iPhone6_7Notch = phone("iPhone6_7Notch", "iPhone 12/13 Pro Max, 14 Plus", (428, 926), scale: 3, small: 170, medium: 364, large: 382, circular: 76, rectangular: (172, 76), inline: (257, 26))
    /// 414×896 @3x: iPhone 11 Pro Max, XS Max.
    public static let iPhone6_5 = phone("iPhone6_5", "iPhone 11 Pro Max, XS Max", (414, 896), scale: 3, small: 169, medium: 360, large: 379, circular: 76, rectangular: (160, 72), inline: (248, 26))
    /// 414×896 @2x: iPhone 11, XR.
    public static let iPhone6_1LCD = phone("iPhone6_1LCD", "iPhone 11, XR", (414, 896), scale: 2, small: 169, medium: 360, large: 379, circular: 76, rectangular: (160, 72), inline: (248, 26))
    /// 393×852 @3x: iPhone 14 Pro, 15, 16 (the default device).
    public static let iPhone6_1 = phone("iPhone6_1", "iPhone 14 Pro, 15, 15 Pro, 16", (393, 852), scale: 3, small: 158, medium: 338, large: 354, circular: 72, rectangular: (160, 72), inline: (234, 26))
    /// 390×844 @3x: iPhone 12, 13, 14.
    public static let iPhone6_1Notch = phone("iPhone6_1Notch", "iPhone 12, 13, 14", (390, 844), scale: 3, small: 158, medium: 338, large: 354, circular: 72, rectangular: (160, 72), inline: (234, 26))
    /// 375×812 @3x: iPhone X, XS, 11 Pro, 12/13 mini.
    public static let iPhone5_8 = phone("iPhone5_8", "iPhone X, XS, 11 Pro, 12/13 mini", (375, 812), scale: 3, small: 155, medium: 329, large: 345, circular: 72, rectangular: (157, 72), inline: (225, 26))
    /// 375×667 @2x: iPhone SE (2nd/3rd generation).
    public static let iPhone4_7 = DeviceProfile(
        name: "iPhone4_7", models: "iPhone SE (2nd/3rd generation)", screen: CGSize(width: 375, height: 667), scale: 2, system: .iOS17,
        slots: [
            .systemSmall: Slot(148, 148), .systemMedium: Slot(321, 148), .systemLarge: Slot(321, 324),
            .accessoryCircular: Slot(68, 68), .accessoryRectangular: Slot(153, 68), .accessoryInline: Slot(225, 26),
        ],
        cornerRadius: CornerRadius.iPhone
    )

    // MARK: iOS 26 (measured)

    private static func phone26(_ name: String, _ models: String, _ screen: (CGFloat, CGFloat), scale: CGFloat, small: CGFloat, medium: CGFloat, large: CGFloat, circular: CGFloat, rectangular: CGFloat, inline: CGFloat) -> DeviceProfile {
        DeviceProfile(
            name: name, models: models, screen: CGSize(width: screen.0, height: screen.1), scale: scale, system: .iOS26,
            slots: [
                .systemSmall: Slot(small, small), .systemMedium: Slot(medium, small), .systemLarge: Slot(medium, large),
                .accessoryCircular: Slot(circular, circular), .accessoryRectangular: Slot(rectangular, circular), .accessoryInline: Slot(inline, 36),
            ],
            cornerRadius: CornerRadius.iOS26
        )
    }

    /// iOS 26, 440×956 @3x (Pro Max).
    public static let iOS26_iPhone6_9 = phone26("iOS26_iPhone6_9", "iPhone 16/17 Pro Max (iOS 26)", (440, 956), scale: 3, small: 176.67, medium: 378, large: 394, circular: 60, rectangular: 158, inline: 370)
    /// iOS 26, 430×932 @3x.
    public static let iOS26_iPhone6_7 = phone26("iOS26_iPhone6_7", "iPhone 15 Pro Max, 15/16 Plus (iOS 26)", (430, 932), scale: 3, small: 174.67, medium: 372, large: 388, circular: 60, rectangular: 158, inline: 370)
    /// iOS 26, 402×874 @3x (Pro).
    public static let iOS26_iPhone6_3 = phone26("iOS26_iPhone6_3", "iPhone 16/17 Pro (iOS 26)", (402, 874), scale: 3, small: 164.33, medium: 349.67, large: 365, circular: 58, rectangular: 148, inline: 342)
    /// iOS 26, 393×852 @3x.
    public static let iOS26_iPhone6_1 = phone26("iOS26_iPhone6_1", "iPhone 14 Pro, 15, 16 (iOS 26)", (393, 852), scale: 3, small: 162.67, medium: 344.67, large: 360, circular: 58, rectangular: 147.67, inline: 341)
    /// iOS 26, 390×844 @3x.
    public static let iOS26_iPhone6_1Notch = phone26("iOS26_iPhone6_1Notch", "iPhone 12, 13, 14 (iOS 26)", (390, 844), scale: 3, small: 162, medium: 342, large: 358, circular: 58, rectangular: 146, inline: 336)
    /// iOS 26, 375×667 @2x (SE).
    public static let iOS26_iPhone4_7 = phone26("iOS26_iPhone4_7", "iPhone SE (iOS 26)", (375, 667), scale: 2, small: 146, medium: 319, large: 318, circular: 56, rectangular: 141, inline: 323)

    // MARK: iPad (canvas → on device, @2x)

    private static func pad(_ name: String, _ models: String, _ screen: (CGFloat, CGFloat), canvas: (CGFloat, CGFloat, CGFloat, CGFloat), device: (CGFloat, CGFloat, CGFloat, CGFloat)) -> DeviceProfile {
        // (small side, medium width, large side, extra-large width)
        let (cs, cm, cl, cx) = canvas
        let (ds, dm, dl, dx) = device
        return DeviceProfile(
            name: name, models: models, screen: CGSize(width: screen.0, height: screen.1), scale: 2, system: .iPadOS17,
            slots: [
                .systemSmall: Slot(canvas: CGSize(width: cs, height: cs), onDevice: CGSize(width: ds, height: ds)),
                .systemMedium: Slot(canvas: CGSize(width: cm, height: cs), onDevice: CGSize(width: dm, height: ds)),
                .systemLarge: Slot(canvas: CGSize(width: cl, height: cl), onDevice: CGSize(width: dl, height: dl)),
                .systemExtraLarge: Slot(canvas: CGSize(width: cx, height: cl), onDevice: CGSize(width: dx, height: dl)),
            ],
            cornerRadius: CornerRadius.iPad
        )
    }

    /// iPad 13" (1024×1366).
    public static let iPad13 = pad("iPad13", "iPad Pro/Air 13\"", (1024, 1366), canvas: (170, 378.5, 378.5, 795), device: (160, 356, 356, 748))
    /// iPad 11" (834×1194, 820×1180).
    public static let iPad11 = pad("iPad11", "iPad Pro/Air 11\", iPad 10th gen", (834, 1194), canvas: (155, 342, 342, 715.5), device: (136, 300, 300, 628))
    /// iPad mini (768×1024, 744×1133).
    public static let iPadMini = pad("iPadMini", "iPad mini", (744, 1133), canvas: (141, 305.5, 305.5, 634.5), device: (120, 260, 260, 540))

    // MARK: Apple Watch Smart Stack (accessoryRectangular, @2x)

    private static func watch(_ mm: Int, _ w: CGFloat, _ h: CGFloat) -> DeviceProfile {
        DeviceProfile(
            name: "watch\(mm)mm", models: "Apple Watch \(mm) mm", screen: CGSize(width: w, height: h), scale: 2, system: .watchOS10,
            slots: [.accessoryRectangular: Slot(w, h)], cornerRadius: CornerRadius.watch
        )
    }

    /// Apple Watch 40 mm: a 152×69.5 pt Smart Stack widget, @2x.
    public static let watch40mm = watch(40, 152, 69.5)
    /// Apple Watch 41 mm: a 165×72.5 pt Smart Stack widget, @2x.
    public static let watch41mm = watch(41, 165, 72.5)
    /// Apple Watch 44 mm: a 173×76.5 pt Smart Stack widget, @2x.
    public static let watch44mm = watch(44, 173, 76.5)
    /// Apple Watch 45 mm: a 184×80.5 pt Smart Stack widget, @2x.
    public static let watch45mm = watch(45, 184, 80.5)
    /// Apple Watch 49 mm: a 191×81.5 pt Smart Stack widget, @2x.
    public static let watch49mm = watch(49, 191, 81.5)

    /// Every profile, iPhones first.
    public static let all: [DeviceProfile] =
        [
            .iPhone6_7, .iPhone6_7Notch, .iPhone6_5, .iPhone6_1LCD, .iPhone6_1, .iPhone6_1Notch, .iPhone5_8, .iPhone4_7,
            .iOS26_iPhone6_9, .iOS26_iPhone6_7, .iOS26_iPhone6_3, .iOS26_iPhone6_1, .iOS26_iPhone6_1Notch, .iOS26_iPhone4_7,
            .iPad13, .iPad11, .iPadMini,
            .watch40mm, .watch41mm, .watch44mm, .watch45mm, .watch49mm,
        ] + iOS27Phones + macProfiles + iPadLockScreens + visionProfiles

    /// Looks a profile up by ``name``, reporting the choices on failure.
    public static func named(_ name: String) throws(WidgetCoreError) -> DeviceProfile {
        guard let p = all.first(where: { $0.name == name }) else {
            throw WidgetCoreError("unknown device \"\(name)\"; expected one of: " + all.map(\.name).joined(separator: ", "))
        }
        return p
    }
}
