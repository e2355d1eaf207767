// swift-format-ignore-file: AlwaysUseLowerCamelCase

// The profiles are named after Apple's screen sizes, as the widget-size table names them
// (`iOS27_iPhone6_1`); the underscore stands for the decimal point.
import Foundation

/// The iOS 27 iPhones: the iOS 26 frames plus `systemExtraLargePortrait`.
///
/// Sources and certainty (the Widget Sizes article repeats them):
/// - `systemExtraLargePortrait` exists from iOS 27 (**D**, WidgetKit's `WidgetFamily`
///   documentation). Its frames were measured on iOS 27 simulators with a probe widget
///   reading `TimelineProviderContext.displaySize` (**M**, FrameUp): as wide as the medium
///   widget, and as tall as each screen's figure below.
/// - The other families' frames are the iOS 26 measurements for the same screen (**M**,
///   FrameUp, iOS 26), assumed unchanged on iOS 27 (**A**): no iOS 27 measurement of them was
///   found, and the portrait widths measured on iOS 27 equal the iOS 26 medium widths.
/// - Corner radius as on iOS 26 (**M**, unverified); inline height 36 pt as on iOS 26.
extension DeviceProfile {
    private static func phone27(
        _ name: String, _ models: String, _ screen: (CGFloat, CGFloat), scale: CGFloat,
        small: CGFloat, medium: CGFloat, large: CGFloat, portrait: CGFloat, circular: CGFloat, rectangular: CGFloat, inline: CGFloat
    ) -> DeviceProfile {
        DeviceProfile(
            name: name, models: models, screen: CGSize(width: screen.0, height: screen.1), scale: scale, system: .iOS27,
            slots: [
                .systemSmall: Slot(small, small), .systemMedium: Slot(medium, small), .systemLarge: Slot(medium, large),
                .systemExtraLargePortrait: Slot(medium, portrait),
                .accessoryCircular: Slot(circular, circular), .accessoryRectangular: Slot(rectangular, circular), .accessoryInline: Slot(inline, 36),
            ],
            cornerRadius: CornerRadius.iOS26
        )
    }

    /// iOS 27, 440×956 @3x (Pro Max): portrait 378×611.33.
    public static let iOS27_iPhone6_9 = phone27("iOS27_iPhone6_9", "iPhone 16/17 Pro Max (iOS 27)", (440, 956), scale: 3, small: 176.67, medium: 378, large: 394, portrait: 611.33, circular: 60, rectangular: 158, inline: 370)
    /// iOS 27, 430×932 @3x: portrait 372×601.33.
    public static let iOS27_iPhone6_7 = phone27("iOS27_iPhone6_7", "iPhone 15 Pro Max, 15/16 Plus (iOS 27)", (430, 932), scale: 3, small: 174.67, medium: 372, large: 388, portrait: 601.33, circular: 60, rectangular: 158, inline: 370)
    /// iOS 27, 428×926 @3x: portrait 371.67×599.67.
    public static let iOS27_iPhone6_7Notch = phone27("iOS27_iPhone6_7Notch", "iPhone 12/13 Pro Max, 14 Plus (iOS 27)", (428, 926), scale: 3, small: 174.33, medium: 371.67, large: 387, portrait: 599.67, circular: 60, rectangular: 156, inline: 364)
    /// iOS 27, 420×912 @3x (Air): portrait 366.67×591.33.
    public static let iOS27_iPhoneAir = phone27("iOS27_iPhoneAir", "iPhone Air (iOS 27)", (420, 912), scale: 3, small: 172.67, medium: 366.67, large: 382, portrait: 591.33, circular: 57.67, rectangular: 153, inline: 360)
    /// iOS 27, 414×896 @3x: portrait 362.67×584.67.
    public static let iOS27_iPhone6_5 = phone27("iOS27_iPhone6_5", "iPhone 11 Pro Max, XS Max (iOS 27)", (414, 896), scale: 3, small: 171.33, medium: 362.67, large: 378, portrait: 584.67, circular: 63.67, rectangular: 156.67, inline: 358)
    /// iOS 27, 414×896 @2x: portrait 356×576.5.
    public static let iOS27_iPhone6_1LCD = phone27("iOS27_iPhone6_1LCD", "iPhone 11, XR (iOS 27)", (414, 896), scale: 2, small: 166.5, medium: 356, large: 371.5, portrait: 576.5, circular: 60, rectangular: 154, inline: 358)
    /// iOS 27, 402×874 @3x (Pro): portrait 349.67×565.67.
    public static let iOS27_iPhone6_3 = phone27("iOS27_iPhone6_3", "iPhone 16/17 Pro (iOS 27)", (402, 874), scale: 3, small: 164.33, medium: 349.67, large: 365, portrait: 565.67, circular: 58, rectangular: 148, inline: 342)
    /// iOS 27, 393×852 @3x: portrait 344.67×557.33.
    public static let iOS27_iPhone6_1 = phone27("iOS27_iPhone6_1", "iPhone 14 Pro, 15, 16 (iOS 27)", (393, 852), scale: 3, small: 162.67, medium: 344.67, large: 360, portrait: 557.33, circular: 58, rectangular: 147.67, inline: 341)
    /// iOS 27, 390×844 @3x: portrait 342×554.
    public static let iOS27_iPhone6_1Notch = phone27("iOS27_iPhone6_1Notch", "iPhone 12, 13, 14 (iOS 27)", (390, 844), scale: 3, small: 162, medium: 342, large: 358, portrait: 554, circular: 58, rectangular: 146, inline: 336)
    /// iOS 27, 375×812 @3x: portrait 333.67×539.
    public static let iOS27_iPhone5_8 = phone27("iOS27_iPhone5_8", "iPhone X, XS, 11 Pro, 12/13 mini (iOS 27)", (375, 812), scale: 3, small: 159, medium: 333.67, large: 349, portrait: 539, circular: 58, rectangular: 143, inline: 327)
    /// iOS 27, 375×667 @2x (SE): portrait 319×490.
    public static let iOS27_iPhone4_7 = phone27("iOS27_iPhone4_7", "iPhone SE (iOS 27)", (375, 667), scale: 2, small: 146, medium: 319, large: 318, portrait: 490, circular: 56, rectangular: 141, inline: 323)

    /// The iOS 27 iPhones, largest screen first.
    public static let iOS27Phones: [DeviceProfile] = [
        .iOS27_iPhone6_9, .iOS27_iPhone6_7, .iOS27_iPhone6_7Notch, .iOS27_iPhoneAir, .iOS27_iPhone6_5, .iOS27_iPhone6_1LCD,
        .iOS27_iPhone6_3, .iOS27_iPhone6_1, .iOS27_iPhone6_1Notch, .iOS27_iPhone5_8, .iOS27_iPhone4_7,
    ]
}
