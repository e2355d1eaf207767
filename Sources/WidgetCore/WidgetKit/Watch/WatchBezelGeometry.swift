import Foundation

/// Where an `accessoryCircular` complication in the Infograph face's top slot and its bezel
/// label go (``WatchPlacement/bezel``).
///
/// On a circular complication "a label renders only along the bezel on the Infograph face
/// (top circular slot); elsewhere ignored" (**D**, `widgetLabel(label:)`), and bezel text "can
/// fill nearly 180 degrees" before it is truncated (**D**, HIG Complications). The still image
/// is the face's top half, its origin the screen's top-leading corner; the dial is the circle
/// as wide as the screen about the face's centre (**A**). The label runs clockwise along the
/// inside of the dial's edge, centred at the top, at most 170° long (**A**, "nearly 180"); the
/// complication sits centred below it, at its own size.
package struct WatchBezelGeometry: Sendable, Hashable {
    /// The circular complication's side.
    package var side: CGFloat
    /// The watch's screen size.
    package var screen: CGSize
    /// The HIG column whose figures apply.
    package var column: WatchGeometry.Column

    /// The geometry of `device`'s top circular slot, or `nil` when it has none.
    package init?(device: DeviceProfile) {
        guard device.system == .watchOS10, let slot = device.slots[.accessoryCircular] else { return nil }
        side = slot.canvas.width
        screen = device.screen
        column = WatchGeometry.Column.nearest(toScreenWidth: device.screen.width)
    }

    /// The still image's size: the face's top half.
    package var canvas: CGSize { CGSize(width: screen.width, height: (screen.height / 2).rounded(.up)) }

    /// The face's centre in the image's points.
    package var faceCenter: CGPoint { CGPoint(x: screen.width / 2, y: screen.height / 2) }

    /// The label's text size: as a corner's label, rounded semibold (**A**: the HIG gives no
    /// bezel text size; the curved labels share one).
    package var labelFontSize: CGFloat { column.cornerTextSize }

    /// The label's line height, estimated before layout (``WatchGeometry/labelLineHeightFactor``).
    package var labelLineHeight: CGFloat { labelFontSize * WatchGeometry.labelLineHeightFactor }

    /// The outer edge of the label's band: just inside the dial's edge.
    package var labelOuterRadius: CGFloat { min(screen.width, screen.height) / 2 - WatchGeometry.cornerLabelGap }

    /// The complication's frame: centred, just below the label's band.
    package var contentFrame: CGRect {
        let top = faceCenter.y - (labelOuterRadius - labelLineHeight - WatchGeometry.cornerLabelGap)
        return CGRect(x: faceCenter.x - side / 2, y: top, width: side, height: side)
    }

    /// The bend of a label whose line is `lineHeight` tall, anchored at its frame's centre.
    package func labelBend(anchor: CGPoint, lineHeight: CGFloat) -> ArcBend {
        ArcBend(center: faceCenter, radius: labelOuterRadius - lineHeight / 2, angle: -.pi / 2, anchor: anchor)
    }

    /// The longest label: 170° of its circle.
    package var labelWidth: CGFloat {
        ((labelOuterRadius - labelLineHeight / 2) * .pi * 170 / 180).rounded(.down)
    }
}
