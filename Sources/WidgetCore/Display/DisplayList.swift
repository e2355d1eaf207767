import Foundation

/// A flat, ordered list of drawing operations: the output of the paint stage and the
/// input of the rasteriser.
///
/// Coordinates are in points, in the root coordinate space of the rendered canvas, and
/// already snapped to the device pixel grid of ``scale``. The list holds no C types; every
/// item carries the accent group and image rendering mode the rendering modes need.
package struct DisplayList: Sendable {
    /// The canvas size in points.
    package var size: CGSize
    /// Device pixels per point.
    package var scale: CGFloat
    /// The drawing operations, back to front.
    package var items: [DisplayItem]
    /// The widget's outline when the list draws a widget (`nil` for a plain view): the
    /// accented and vibrant modes draw the system backdrop inside it.
    package var widgetShape: Path?
    /// The index of the widget's first content item, after its container background (`nil`
    /// for a plain view): the checks tell content from background by it.
    package var contentStart: Int?

    /// Creates a display list.
    package init(size: CGSize, scale: CGFloat, items: [DisplayItem] = []) {
        self.size = size
        self.scale = scale
        self.items = items
    }
}
