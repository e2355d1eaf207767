import Foundation

/// Everything about where and how a widget is rendered: family, device, mode, appearance,
/// the frozen "now", locale and time zone.
///
/// ```swift
/// var context = WidgetContext(family: .systemMedium)   // iPhone6_1, full colour, light
/// context.colorScheme = .dark
/// ```
public struct WidgetContext: Sendable, Hashable {
    /// The widget family.
    public var family: WidgetFamily
    /// The device whose sizes and scale are used (default ``DeviceProfile/iPhone6_1``).
    public var device: DeviceProfile
    /// Where a watch shows an `accessoryRectangular` widget (default the Smart Stack): its
    /// frame, and whether the container background is drawn. Ignored off the watch.
    public var watchPlacement: WatchPlacement = .smartStack
    /// Which corner slot of the watch face an `accessoryCorner` fills (default the top-leading
    /// one): where its main view sits in the corner region and which way its curved label and
    /// content bend (``WatchCorner``). Ignored by other families and off the watch.
    public var watchCorner: WatchCorner = .topLeading
    /// Full colour, accented or vibrant.
    public var renderingMode: WidgetRenderingMode
    /// Light or dark.
    public var colorScheme: ColorScheme
    /// The frozen "now" (`nil`: the entry's date when rendering a widget with an entry, else
    /// 2001-01-01 00:00 UTC). The wall clock is never read.
    public var date: Date?
    /// The locale for formatting (default `en_US`).
    public var locale: Locale {
        get { storedLocale ?? WidgetContext.defaultLocale }
        set { storedLocale = newValue == WidgetContext.defaultLocale ? nil : newValue }
    }
    /// The time zone for formatting (default UTC).
    public var timeZone: TimeZone {
        get { storedTimeZone ?? WidgetContext.defaultTimeZone }
        set { storedTimeZone = newValue == WidgetContext.defaultTimeZone ? nil : newValue }
    }
    /// ``locale`` when it is not the default, which is then made only where a view reads it
    /// (through the environment's default): making `en_US` and UTC took 0.3 ms of a
    /// one-render process that formats no date and changes no case.
    private(set) var storedLocale: Locale?
    /// ``timeZone`` when it is not the default (see ``storedLocale``).
    private(set) var storedTimeZone: TimeZone?
    /// The default ``locale``, `en_US` (the environment's default too).
    static var defaultLocale: Locale { EnvironmentValues.defaultLocale }
    /// The default ``timeZone``, UTC (the environment's default too).
    static var defaultTimeZone: TimeZone { EnvironmentValues.defaultTimeZone }
    /// Device pixels per point (`nil`: the device's scale).
    public var scale: CGFloat?
    /// Turns the system content margins off, as `.contentMarginsDisabled()` does on a configuration.
    public var contentMarginsDisabled: Bool
    /// The folders that stand in for App Group containers, by group identifier; the renderer
    /// maps them before it runs a provider (`AppGroupContainers` in WidgetRender).
    public var appGroups: [String: URL] = [:]
    /// Asset catalogs (`*.xcassets` folders) and plain folders of images, searched in order by
    /// `Image("name")`, `Color("name")`, `UIImage(named:)` and the resource initialisers.
    public var assetCatalogs: [URL] = []
    /// The colour set of ``assetCatalogs`` that is the app's accent colour: `Color.accentColor`
    /// and the default tint (`.tint`, buttons, toggles, gauges), as Xcode's build setting
    /// `ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME` (default `"AccentColor"`). System blue
    /// when no catalog has it or when `nil`.
    public var globalAccentColorName: String? = "AccentColor"
    /// The colour set of ``assetCatalogs`` drawn as the container background of a widget
    /// that declares no `containerBackground(for: .widget)`, as Xcode's build setting
    /// `ASSETCATALOG_COMPILER_WIDGET_BACKGROUND_COLOR_NAME` (default `"WidgetBackground"`).
    /// The system background when no catalog has it or when `nil`.
    public var widgetBackgroundColorName: String? = "WidgetBackground"
    /// Why the system redacts the widget (default none): `.placeholder` draws the whole
    /// content as a placeholder (as the system does before the first entry), `.privacy` draws
    /// views marked `privacySensitive()` redacted, as on a locked device; views read it as
    /// `\.redactionReasons`.
    public var redactionReasons: RedactionReasons = []
    /// The OS generation imitated: family sizes, system colours, corner radius and the
    /// accented style (default: the newest, iOS 26 on iPhone and iPad, see
    /// ``SystemGeneration/newest(for:)``).
    public var system: SystemGeneration
    /// The Home Screen look of the accented mode (default tinted, dark).
    public var appearance: WidgetAppearance
    /// The tint of the tinted Home Screen, the watch face colour (`nil`: the system's default
    /// for the generation, see the Rendering Modes article).
    public var tint: Color?
    /// The wallpaper behind the widget in the accented and vibrant modes (`nil`: a bundled
    /// one, ``Wallpaper/dusk`` on the Home Screen, ``Wallpaper/aurora`` on the Lock Screen).
    public var wallpaper: Wallpaper?
    /// The colour tint the user gave the Lock Screen, for the vibrant mode (`nil`: none).
    public var lockScreenTint: Color?
    /// StandBy at night: the vibrant result drawn in monochromatic red on black (and a Live
    /// Activity in StandBy, ``activityScreen``, drawn in red).
    public var standByNight: Bool
    /// Shows the widget in StandBy (iPhone, `systemSmall` only): scaled up, without its
    /// container background, on black; by day in full colour, at night (``standByNight``) in
    /// red. See ``standByScale`` and the Rendering Modes article.
    public var showsInStandBy = false
    /// How a visionOS widget is mounted (default ``WidgetMountingStyle/elevated``); drawn flat.
    public var mountingStyle = WidgetMountingStyle.elevated
    /// The coating of a visionOS widget that declares none with `widgetTexture(_:)` (default
    /// ``WidgetTexture/glass``); drawn flat.
    public var widgetTexture = WidgetTexture.glass
    /// The level of detail the views see as `\.levelOfDetail` (default `.default`; visionOS
    /// gives `.simplified` when the viewer is far away).
    public var levelOfDetail = LevelOfDetail.default
    /// The user's text size (default `.large`). Widgets honour Large through AX5 only, as
    /// on iOS: a smaller size renders at Large, with a diagnostic.
    public var dynamicTypeSize: DynamicTypeSize = .large
    /// The layout direction (`nil`, the default: the ``locale``'s, see ``widgetLayoutDirection``).
    public var layoutDirection: LayoutDirection? = nil
    /// The Live Activity presentation being rendered (`nil`, the default: a widget in
    /// ``family``). Set by `WidgetRenderer.render(_:attributes:state:as:in:)`, which sizes
    /// the image from ``device`` and the presentation, not from the family; the renderer's
    /// surfaces read it to draw the Lock Screen platter or the black island.
    public var activityPresentation: ActivityPreviewViewKind? = nil
    /// Where a Live Activity's Lock Screen presentation is shown (default: the Lock Screen):
    /// the Always-On display or StandBy, which ``standByNight`` turns red.
    public var activityScreen: ActivityScreen = .lockScreen
    /// The place a control is rendered in (`nil`, the default: not a control). Set by
    /// `WidgetRenderer.render(_:placement:value:in:)`; the renderer's surfaces read it.
    public var controlPlacement: ControlPlacement? = nil
    /// The size of the place drawn around a control in Control Center or on the Lock Screen,
    /// in points (`nil`, the default: the tile or button with a margin of
    /// `ControlStyleConstants.canvasMargin`); the control is centred in it. A contact sheet
    /// gives its cells' size, so that Control Center's backdrop or the wallpaper fills each
    /// cell. A side smaller than the control and its margins, or not finite, is not used.
    public var controlCanvasSize: CGSize? = nil
    /// The app's name, where the system shows it beside the widget's own views: the watch
    /// Smart Stack's default Live Activity card (`nil`, the default: the attributes type's
    /// name without `Attributes`, e.g. `Delivery`), a control's name when it sets no
    /// `displayName(_:)` and the Action button's "Hold to Open <App>" hint (`nil`: `App`).
    public var appName: String? = nil
    /// The card size of a Live Activity on CarPlay (``ActivityScreen/carPlay``).
    public var carPlayActivitySize: CarPlayActivitySize = .wide
    /// Draws a Dynamic Island presentation where it sits: centred on a strip of the screen's
    /// top (the screen's width, ``wallpaper`` behind), so a reviewer sees it in place. The
    /// image's layout and tap targets are in the strip's points.
    public var showsIslandOnScreen = false

    /// Creates a context.
    public init(
        family: WidgetFamily,
        device: DeviceProfile = .iPhone6_1,
        renderingMode: WidgetRenderingMode = .fullColor,
        colorScheme: ColorScheme = .light,
        date: Date? = nil,
        locale: Locale? = nil,
        timeZone: TimeZone? = nil,
        scale: CGFloat? = nil,
        contentMarginsDisabled: Bool = false
    ) {
        self.family = family
        self.device = device
        self.renderingMode = renderingMode
        self.colorScheme = colorScheme
        self.date = date
        self.scale = scale
        self.contentMarginsDisabled = contentMarginsDisabled
        self.system = SystemGeneration.newest(for: device)
        self.appearance = .tinted(.dark)
        self.tint = nil
        self.wallpaper = nil
        self.lockScreenTint = nil
        self.standByNight = false
        if let locale { self.locale = locale }
        if let timeZone { self.timeZone = timeZone }
    }

    /// The date used when neither the context nor an entry gives one: 2001-01-01 00:00 UTC.
    public static let referenceDate = Date(timeIntervalSinceReferenceDate: 0)

    /// The layout size of the widget in points (the family's canvas on this device).
    public func size() throws(WidgetCoreError) -> CGSize {
        if showsInStandBy { try checkStandBy() }
        return try sizedDevice.slot(for: family).canvas
    }

    /// Device pixels per layout point: the scale, times the canvas-to-device ratio on iPad.
    public func pixelScale() throws(WidgetCoreError) -> CGFloat {
        let slot = try sizedDevice.slot(for: family)
        let s = try validatedScale()
        guard slot.canvas.width > 0 else { return s }
        return s * slot.onDevice.width / slot.canvas.width
    }

    /// The scale in use (`scale` or the device's), checked to be finite and in range; in
    /// StandBy, times ``standByScale``.
    private func validatedScale() throws(WidgetCoreError) -> CGFloat {
        let s = scale ?? sizedDevice.scale
        guard s.isFinite, s > 0, s <= WidgetContext.maximumScale else {
            throw WidgetCoreError("scale \(s) is out of range; use a finite scale in (0, \(Int(WidgetContext.maximumScale))], e.g. 2 or 3")
        }
        return showsInStandBy ? try standByPixelScale(s) : s
    }

    /// The largest scale accepted.
    public static let maximumScale: CGFloat = 8

    /// The output size in pixels: the on-device size × scale (× ``standByScale`` in StandBy),
    /// rounded (for `accessoryCorner` on a watch, the ``canvasSize()`` × scale).
    public func pixelSize() throws(WidgetCoreError) -> (width: Int, height: Int) {
        let slot = try sizedDevice.slot(for: family)
        let s = try validatedScale()
        let size = watchCanvas ?? slot.onDevice
        return (Int((size.width * s).rounded()), Int((size.height * s).rounded()))
    }

    /// The system content margins for the family on this device.
    public var contentMargins: EdgeInsets {
        if contentMarginsDisabled { return EdgeInsets() }
        if showsInStandBy { return EdgeInsets(WidgetContext.standByMargin) }
        switch family {
        case .systemSmall, .systemMedium, .systemLarge, .systemExtraLarge, .systemExtraLargePortrait:
            return EdgeInsets(WidgetContext.systemMargin)
        case .accessoryRectangular where device.system == .watchOS10:
            // The Smart Stack card and the face slot alike (M: observed on the watch).
            return EdgeInsets(WidgetContext.watchRectangularMargin)
        default:
            return EdgeInsets()
        }
    }

    /// The HIG's standard widget margin.
    public static let systemMargin: CGFloat = 16
    /// The observed margin of watchOS accessoryRectangular widgets.
    public static let watchRectangularMargin: CGFloat = 7

    /// The widget's container shape corner radius.
    public var cornerRadius: CGFloat {
        switch family {
        case .accessoryCircular: return .infinity
        case .accessoryInline: return 0
        case .accessoryRectangular, .accessoryCorner: return WidgetContext.accessoryCornerRadius
        default: return sizedDevice.cornerRadius
        }
    }

    /// Corner radius of the rectangular Lock Screen slot (not published; approximation).
    public static let accessoryCornerRadius: CGFloat = 12

    /// Whether the system draws the widget's container background: in full colour on the
    /// Home Screen and in the watch's Smart Stack, never on the iPhone/iPad Lock Screen
    /// (accessory families), on a watch face, nor in the accented and vibrant modes, nor in
    /// StandBy.
    ///
    /// Decision: a watch-face complication sits on the face with no plate of its own (the
    /// HIG gives the Smart Stack, not the face, a default black background); a circular
    /// complication draws its plate with `AccessoryWidgetBackground`.
    public var showsContainerBackground: Bool {
        guard !showsInStandBy, renderingMode == .fullColor else { return false }
        if family.isSystem { return true }
        return device.system == .watchOS10 && family == .accessoryRectangular && watchPlacement == .smartStack
    }

    /// The environment a widget's views see in this context.
    public func environment(now: Date) -> EnvironmentValues {
        var env = EnvironmentValues()
        env.widgetFamily = family
        env.colorScheme = colorScheme
        env.displayScale = (try? pixelScale()) ?? device.scale
        env.widgetRenderingMode = effectiveRenderingMode
        env.showsWidgetContainerBackground = showsContainerBackground
        env.widgetContentMargins = contentMargins
        if let storedLocale { env.locale = storedLocale }
        if let storedTimeZone { env.timeZone = storedTimeZone }
        env.now = now
        env.assetCatalogs = assetCatalogs
        env.assetIdiom = device.assetIdiom
        env.accentColorName = globalAccentColorName
        env.widgetBackgroundColorName = widgetBackgroundColorName
        env.redactionReasons = redactionReasons
        env.watchCorner = watchCornerGeometry
        env.watchBezel = watchBezel
        applyModeEnvironment(to: &env)
        env.dynamicTypeSize = widgetDynamicTypeSize
        env.layoutDirection = widgetLayoutDirection
        return env
    }
}
