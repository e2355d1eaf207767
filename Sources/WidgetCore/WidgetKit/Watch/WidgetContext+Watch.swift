import Foundation

struct WatchCornerKey: EnvironmentKey { static let defaultValue: WatchCornerGeometry? = nil }
struct CurvesContentKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The corner geometry of an `accessoryCorner` rendered on a watch (`nil` elsewhere).
    package var watchCorner: WatchCornerGeometry? {
        get { self[WatchCornerKey.self] }
        set { self[WatchCornerKey.self] = newValue }
    }

    /// Whether `widgetCurvesContent()` asked for the main content to curve along the corner.
    package var widgetCurvesContent: Bool {
        get { self[CurvesContentKey.self] }
        set { self[CurvesContentKey.self] = newValue }
    }
}

extension WidgetContext {
    /// The geometry of an `accessoryCorner` on a watch: the corner region its still image
    /// shows, where the main view and its curved label go (`nil` for other families and devices).
    package var watchCorner: WatchCornerGeometry? {
        family == .accessoryCorner ? WatchCornerGeometry(device: sizedDevice) : nil
    }

    /// The size of the rendered image in points: the family's size, except for
    /// `accessoryCorner` on a watch, whose image is the corner region of the face around the
    /// corner (twice the corner's side), so that the curved label has room.
    ///
    /// - Throws: ``WidgetCoreError`` when the device has no slot for the family.
    public func canvasSize() throws(WidgetCoreError) -> CGSize {
        let size = try size()
        return watchCorner?.canvas ?? size
    }

    /// Where the widget's root view goes on the canvas: the canvas less the content margins,
    /// or an `accessoryCorner`'s slot in the top-leading corner of its region.
    package func contentFrame(in canvas: CGSize) -> CGRect {
        if let corner = watchCorner { return corner.contentFrame }
        let m = contentMargins
        return CGRect(x: m.leading, y: m.top, width: max(0, canvas.width - m.leading - m.trailing), height: max(0, canvas.height - m.top - m.bottom))
    }
}
