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

    // MARK: Apple Watch (@2x): the Smart Stack card and the face complications

    /// A watch profile. `screen` is the watch's screen (FrameUp, **M**); `stack` the Smart Stack
    /// card (`accessoryRectangular`); `face` the face's rectangular slot; `circular` and
    /// `corner` the sides of the circular and corner complications; the inline line is as wide
    /// as the face's rectangular slot (``WatchGeometry/inlineHeight``). Sources per row: the
    /// WidgetSizes article.
    private static func watch(
        _ name: String, _ models: String, screen: (CGFloat, CGFloat), stack: (CGFloat, CGFloat), face: (CGFloat, CGFloat),
        circular: CGFloat, corner: CGFloat
    ) -> DeviceProfile {
        DeviceProfile(
            name: name, models: models, screen: CGSize(width: screen.0, height: screen.1), scale: 2, system: .watchOS10,
            slots: [
                .accessoryRectangular: Slot(stack.0, stack.1),
                .accessoryCircular: Slot(circular, circular),
                .accessoryCorner: Slot(corner, corner),
                .accessoryInline: Slot(face.0, WatchGeometry.inlineHeight),
            ],
            faceSlots: [.accessoryRectangular: Slot(face.0, face.1)],
            cornerRadius: CornerRadius.watch
        )
    }

    /// Apple Watch 40 mm (SE, Series 4–6): a 152×69.5 pt Smart Stack card, a 162×69 pt face
    /// slot, 42 pt circular, 32 pt corner (HIG), @2x.
    public static let watch40mm = watch("watch40mm", "Apple Watch 40 mm", screen: (162, 197), stack: (152, 69.5), face: (162, 69), circular: 42, corner: 32)
    /// Apple Watch 41 mm (Series 7–9): a 165×72.5 pt Smart Stack card, a 171.5×73 pt face
    /// slot, 44.5 pt circular, 34 pt corner (HIG), @2x.
    public static let watch41mm = watch("watch41mm", "Apple Watch 41 mm", screen: (176, 215), stack: (165, 72.5), face: (171.5, 73), circular: 44.5, corner: 34)
    /// Apple Watch 42 mm (Series 10–12): a 176×72.5 pt Smart Stack card and face slot, 47 pt
    /// circular, 30 pt corner (measured), @2x.
    public static let watch42mm = watch("watch42mm", "Apple Watch 42 mm (Series 10–12)", screen: (187, 223), stack: (176, 72.5), face: (176, 72.5), circular: 47, corner: 30)
    /// Apple Watch 44 mm (SE, Series 4–6): a 173×76.5 pt Smart Stack card, a 184×78 pt face
    /// slot, 47 pt circular, 36 pt corner (HIG), @2x.
    public static let watch44mm = watch("watch44mm", "Apple Watch 44 mm", screen: (184, 224), stack: (173, 76.5), face: (184, 78), circular: 47, corner: 36)
    /// Apple Watch 45 mm (Series 7–9): a 184×80.5 pt Smart Stack card, a 193×82 pt face slot,
    /// 50 pt circular, 38 pt corner (HIG), @2x.
    public static let watch45mm = watch("watch45mm", "Apple Watch 45 mm", screen: (198, 242), stack: (184, 80.5), face: (193, 82), circular: 50, corner: 38)
    /// Apple Watch 46 mm (Series 10–12): a 194×80.5 pt Smart Stack card, a 196×80.5 pt face
    /// slot, 51 pt circular (measured), 38 pt corner (the 45 mm figure), @2x.
    public static let watch46mm = watch("watch46mm", "Apple Watch 46 mm (Series 10–12)", screen: (208, 248), stack: (194, 80.5), face: (196, 80.5), circular: 51, corner: 38)
    /// Apple Watch Ultra and Ultra 2, 49 mm: a 191×81.5 pt Smart Stack card, a 193×82 pt face
    /// slot, 50 pt circular, 38 pt corner (HIG), @2x.
    public static let watch49mm = watch("watch49mm", "Apple Watch 49 mm", screen: (205, 251), stack: (191, 81.5), face: (193, 82), circular: 50, corner: 38)
    /// Apple Watch Ultra 3, 49 mm: a 197×84 pt Smart Stack card, a 199×84.5 pt face slot, 51 pt
    /// circular (measured), 38 pt corner (the 49 mm figure), @2x.
    public static let watch49mmUltra3 = watch("watch49mmUltra3", "Apple Watch Ultra 3 (49 mm)", screen: (211, 257), stack: (197, 84), face: (199, 84.5), circular: 51, corner: 38)

    /// Every watch profile, smallest first.
    public static let watches: [DeviceProfile] = [.watch40mm, .watch41mm, .watch42mm, .watch44mm, .watch45mm, .watch46mm, .watch49mm, .watch49mmUltra3]

    /// Every profile, iPhones first.
    public static let all: [DeviceProfile] = phonesAndPads + watches + iOS27Phones + macProfiles + iPadLockScreens + visionProfiles

    /// The iPhone and iPad profiles.
    private static let phonesAndPads: [DeviceProfile] = [
        .iPhone6_7, .iPhone6_7Notch, .iPhone6_5, .iPhone6_1LCD, .iPhone6_1, .iPhone6_1Notch, .iPhone5_8, .iPhone4_7,
        .iOS26_iPhone6_9, .iOS26_iPhone6_7, .iOS26_iPhone6_3, .iOS26_iPhone6_1, .iOS26_iPhone6_1Notch, .iOS26_iPhone4_7,
        .iPad13, .iPad11, .iPadMini,
    ]

    /// Looks a profile up by ``name``, reporting the choices on failure.
    public static func named(_ name: String) throws(WidgetCoreError) -> DeviceProfile {
        guard let p = all.first(where: { $0.name == name }) else {
            throw WidgetCoreError("unknown device \"\(name)\"; expected one of: " + all.map(\.name).joined(separator: ", "))
        }
        return p
    }
}
