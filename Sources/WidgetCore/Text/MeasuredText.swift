import Foundation

/// How a text view was measured for the proposal it was placed with: what the rasteriser needs
/// to draw it exactly as laid out.
///
/// The text engine keeps the shaped lines of each measurement, keyed by exactly these
/// parameters (``width``, ``maxLines``, ``fontScale`` and the text), so drawing reuses the
/// lines measured here instead of laying the text out again.
package struct MeasuredText: Sendable, Hashable {
    /// The answered size: measured, rounded up to the pixel grid.
    package var size: CGSize
    /// The measured metrics.
    package var metrics: TextMetrics
    /// The wrapping width (`nil`: unwrapped).
    package var width: CGFloat?
    /// The line cap (`nil`: none).
    package var maxLines: Int?
    /// The font scale chosen by `minimumScaleFactor`.
    package var fontScale: CGFloat
}
