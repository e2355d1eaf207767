import Foundation

struct WatchCornerKey: EnvironmentKey { static let defaultValue: WatchCornerGeometry? = nil }
struct WatchBezelKey: EnvironmentKey { static let defaultValue: WatchBezelGeometry? = nil }
struct CurvesContentKey: EnvironmentKey { static let defaultValue = false }
struct WidgetLabelShownKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The corner geometry of an `accessoryCorner` rendered on a watch (`nil` elsewhere).
    package var watchCorner: WatchCornerGeometry? {
        get { self[WatchCornerKey.self] }
        set { self[WatchCornerKey.self] = newValue }
    }

    /// The bezel geometry of an `accessoryCircular` in the Infograph face's top slot (`nil`
    /// elsewhere).
    package var watchBezel: WatchBezelGeometry? {
        get { self[WatchBezelKey.self] }
        set { self[WatchBezelKey.self] = newValue }
    }

    /// Whether the view is the main view of an `accessoryCorner` whose `widgetLabel` is drawn
    /// (what `widgetCurvesContent()` needs).
    package var widgetLabelIsShown: Bool {
        get { self[WidgetLabelShownKey.self] }
        set { self[WidgetLabelShownKey.self] = newValue }
    }

    /// Whether `widgetCurvesContent()` asked for the main content to curve along the corner.
    package var widgetCurvesContent: Bool {
        get { self[CurvesContentKey.self] }
        set { self[CurvesContentKey.self] = newValue }
    }
}

extension WidgetContext {
    /// Whether the render imitates an Apple Watch (a watch profile or a watchOS generation).
    package var isOnWatch: Bool { system.isWatch || device.system == .watchOS10 }

    /// The mode the widget's views see and the surfaces draw: the context's, except that
    /// vibrant, which Apple Watch does not use, is accented on a watch (as a face draws it).
    package var effectiveRenderingMode: WidgetRenderingMode {
        renderingMode == .vibrant && isOnWatch ? .accented : renderingMode
    }

    /// The diagnostic of a vibrant render on a watch, which is drawn accented.
    package var vibrantOnWatchDiagnostic: Diagnostic? {
        guard renderingMode == .vibrant, isOnWatch else { return nil }
        return Diagnostic(
            .renderingModeAdjusted,
            "vibrant is not used on Apple Watch (\(device.name)): watch faces and the Smart Stack draw widgets in full colour or accented, so this render is accented, as a face draws it. Set renderingMode to .fullColor or .accented, or choose an iPhone device (e.g. iPhone6_1) for the Lock Screen's vibrant look."
        )
    }

    /// The geometry of an `accessoryCorner` on a watch: the region of ``watchCorner``'s corner
    /// its still image shows, where the main view and its curved label go (`nil` for other
    /// families and devices).
    package var watchCornerGeometry: WatchCornerGeometry? {
        family == .accessoryCorner ? WatchCornerGeometry(device: sizedDevice, corner: watchCorner) : nil
    }

    /// The geometry of an `accessoryCircular` in the Infograph face's top slot
    /// (``watchPlacement`` `.bezel`), whose label runs along the bezel (`nil` elsewhere).
    package var watchBezel: WatchBezelGeometry? {
        family == .accessoryCircular && watchPlacement == .bezel ? WatchBezelGeometry(device: sizedDevice) : nil
    }

    /// The image's size where it is not the family's: a watch corner's region, the top half of
    /// the face for the Infograph's top circular slot.
    package var watchCanvas: CGSize? { watchCornerGeometry?.canvas ?? watchBezel?.canvas }

    /// The size of the rendered image in points: the family's size, except for
    /// `accessoryCorner` on a watch, whose image is the corner region of the face around the
    /// corner (2.5 times the corner's side), so that the curved label has room, and for
    /// `accessoryCircular` in the Infograph face's top slot (``watchPlacement`` `.bezel`), whose
    /// image is the face's top half with the bezel label.
    ///
    /// - Throws: ``WidgetCoreError`` when the device has no slot for the family.
    public func canvasSize() throws(WidgetCoreError) -> CGSize {
        let size = try size()
        return watchCanvas ?? size
    }

    /// Where the widget's root view goes on the canvas: the canvas less the content margins,
    /// an `accessoryCorner`'s slot in its corner of the region (``watchCorner``), or a circular
    /// complication's slot below the bezel.
    package func contentFrame(in canvas: CGSize) -> CGRect {
        if let corner = watchCornerGeometry { return corner.contentFrame }
        if let bezel = watchBezel { return bezel.contentFrame }
        let m = contentMargins
        return CGRect(x: m.leading, y: m.top, width: max(0, canvas.width - m.leading - m.trailing), height: max(0, canvas.height - m.top - m.bottom))
    }
}
