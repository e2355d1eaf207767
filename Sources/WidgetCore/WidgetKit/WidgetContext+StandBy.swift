import Foundation

/// A widget in StandBy (``WidgetContext/showsInStandBy``): the iPhone on its side, charging,
/// showing two `systemSmall` widgets side by side on black.
///
/// Sources and certainty (the Rendering Modes article repeats them):
/// - StandBy shows small widgets, in full colour with their background removed (**D**, HIG
///   Widgets' rendering-mode table: "StandBy and CarPlay (background removed)"), and in low
///   light the vibrant mode with a monochromatic red tint (**D**).
/// - Scale: Apple publishes none for widgets. StandBy scales a Live Activity's Lock Screen
///   presentation by 2× (**D**, HIG Live Activities; "upsized 200%", WWDC23 10194 notes);
///   widgets are taken to scale the same (**A**). Two 2× small widgets fit the landscape
///   screen: 2 × 162.67 pt = 325.33 pt of a 393 pt high, 852 pt wide iPhone 15 screen.
/// - Content margins: 0–5 pt were observed in StandBy (**M**); 5 pt is used (**A**), the upper
///   end, so that content keeps clear of the slot's edge.
/// - Colour scheme: dark, as StandBy's screen is black (**A**, as for a Live Activity there).
extension WidgetContext {
    /// How much StandBy scales a widget: 2× (**A** for widgets; the Live Activities' 2× is **D**).
    public static var standByScale: CGFloat { LiveActivityLook.standByScale }

    /// The content margins of a widget in StandBy: 5 pt (**A**; 0–5 pt observed, **M**).
    public static let standByMargin: CGFloat = 5

    /// The mode a widget's views see in StandBy: full colour by day, vibrant at night.
    public var standByRenderingMode: WidgetRenderingMode { standByNight ? .vibrant : .fullColor }

    /// Checks that StandBy shows this context: a `systemSmall` widget on an iPhone.
    ///
    /// - Throws: ``WidgetCoreError`` naming the fix.
    func checkStandBy() throws(WidgetCoreError) {
        guard family == .systemSmall else {
            throw WidgetCoreError(
                "StandBy shows only systemSmall widgets, two side by side; choose family = .systemSmall, or set showsInStandBy = false to render \(family) on the Home Screen"
            )
        }
        switch sizedDevice.system {
        case .iOS17, .iOS26, .iOS27: return
        case .iPadOS17, .macOS26, .macOS27, .visionOS26, .visionOS27, .watchOS10:
            throw WidgetCoreError("\(device.name) (\(device.models)) has no StandBy, which is on iPhone only; use an iPhone profile such as iPhone6_1")
        }
    }

    /// `scale` times ``standByScale``, checked against ``maximumScale``, for a context StandBy
    /// shows (``checkStandBy()``).
    ///
    /// - Throws: ``WidgetCoreError`` when StandBy does not show the context or the product is
    ///   over ``maximumScale``.
    func standByPixelScale(_ scale: CGFloat) throws(WidgetCoreError) -> CGFloat {
        try checkStandBy()
        let scaled = scale * WidgetContext.standByScale
        guard scaled <= WidgetContext.maximumScale else {
            throw WidgetCoreError(
                "scale \(LayoutDump.format(scale)) is too large for StandBy, which draws the widget at \(LayoutDump.format(WidgetContext.standByScale))×; use a scale up to \(LayoutDump.format(WidgetContext.maximumScale / WidgetContext.standByScale))"
            )
        }
        return scaled
    }
}
