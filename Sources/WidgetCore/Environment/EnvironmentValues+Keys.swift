import Foundation

struct WidgetFamilyKey: EnvironmentKey { static let defaultValue = WidgetFamily.systemSmall }
struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 3 }
struct RenderingModeKey: EnvironmentKey { static let defaultValue = WidgetRenderingMode.fullColor }
struct ShowsBackgroundKey: EnvironmentKey { static let defaultValue = true }
struct ContentMarginsKey: EnvironmentKey { static let defaultValue = EdgeInsets(16) }
struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
struct RedactionReasonsKey: EnvironmentKey { static let defaultValue = RedactionReasons() }
struct LocaleKey: EnvironmentKey { static let defaultValue = Locale(identifier: "en_US") }
struct TimeZoneKey: EnvironmentKey { static let defaultValue = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0) ?? .current }

extension EnvironmentValues {
    /// The locale a view sees unless one is set: `en_US`, made when first read.
    static var defaultLocale: Locale { LocaleKey.defaultValue }
    /// The time zone a view sees unless one is set: UTC, made when first read.
    static var defaultTimeZone: TimeZone { TimeZoneKey.defaultValue }
}
struct NowKey: EnvironmentKey { static let defaultValue = Date(timeIntervalSinceReferenceDate: 0) }

extension EnvironmentValues {
    /// The family of the widget being rendered.
    public var widgetFamily: WidgetFamily {
        get { self[WidgetFamilyKey.self] }
        set { self[WidgetFamilyKey.self] = newValue }
    }

    /// Light or dark appearance.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// Device pixels per point.
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    /// How the system draws the widget: full colour, accented or vibrant.
    public var widgetRenderingMode: WidgetRenderingMode {
        get { self[RenderingModeKey.self] }
        set { self[RenderingModeKey.self] = newValue }
    }

    /// Whether the system draws the widget's container background (false in the accented
    /// and vibrant modes, where the system draws its own backdrop).
    public var showsWidgetContainerBackground: Bool {
        get { self[ShowsBackgroundKey.self] }
        set { self[ShowsBackgroundKey.self] = newValue }
    }

    /// The margins the system applies around the widget's content.
    public var widgetContentMargins: EdgeInsets {
        get { self[ContentMarginsKey.self] }
        set { self[ContentMarginsKey.self] = newValue }
    }

    /// The default font of text in this environment (`nil`: `.body`).
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    /// Why the content is redacted (placeholder, privacy).
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }

    /// The locale used to format dates and numbers (default `en_US`).
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The time zone used to format dates (default UTC).
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// The frozen "now" of the render: the context's date.
    public var now: Date {
        get { self[NowKey.self] }
        set { self[NowKey.self] = newValue }
    }
}

/// The reasons content is shown redacted, as SwiftUI's `RedactionReasons`.
public struct RedactionReasons: OptionSet, Sendable, Hashable {
    /// The bit mask of the reasons.
    public let rawValue: Int
    /// Creates a set of reasons from a bit mask.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Placeholder content shown while data loads.
    public static let placeholder = RedactionReasons(rawValue: 1)
    /// Content hidden because it is private (locked device).
    public static let privacy = RedactionReasons(rawValue: 2)
    /// Content invalidated by a pending interaction.
    public static let invalidated = RedactionReasons(rawValue: 4)
}
