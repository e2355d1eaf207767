import Foundation

/// Where an `accessoryCorner` complication and its curved label go, in the still image of the
/// face's corner region around its slot (``WatchCorner``).
///
/// The image is the square corner region of the screen, ``WatchGeometry/cornerRegionFactor``
/// times the corner's side, cut from the screen at the slot's corner, so the face's centre is
/// half the screen size from that corner of the image. The main view is laid out at the
/// corner's side (the `displaySize` the watch reports, FrameUp **M**; the HIG's corner
/// "circular image", **D**) in the region's corner; a `widgetLabel` shrinks it to the HIG's
/// "gauge and text" image size and runs along the inside of it, on a circle about the face's
/// centre ("a curved text label on the inside edge of the corner", **D**). The label is
/// centred on the direction from the face's centre to the main view's centre, and reads left
/// to right: clockwise in the top corners, anticlockwise in the bottom ones (**A**, see
/// ``WatchCorner``).
package struct WatchCornerGeometry: Sendable, Hashable {
    /// The corner's side: the main view's size without a label.
    package var side: CGFloat
    /// The watch's screen size.
    package var screen: CGSize
    /// The HIG column whose figures apply.
    package var column: WatchGeometry.Column
    /// The face's corner slot.
    package var corner: WatchCorner

    /// The geometry of `device`'s `corner` slot, or `nil` when it has none.
    package init?(device: DeviceProfile, corner: WatchCorner = .topLeading) {
        guard device.system == .watchOS10, let slot = device.slots[.accessoryCorner] else { return nil }
        side = slot.canvas.width
        screen = device.screen
        column = WatchGeometry.Column.nearest(toScreenWidth: device.screen.width)
        self.corner = corner
    }

    /// The still image's size: the corner region.
    package var canvas: CGSize {
        let r = side * WatchGeometry.cornerRegionFactor
        return CGSize(width: r, height: r)
    }

    /// The face's centre in the image's points: half the screen from the slot's corner.
    package var faceCenter: CGPoint {
        let c = canvas
        return CGPoint(
            x: corner.isLeading ? screen.width / 2 : c.width - screen.width / 2, y: corner.isTop ? screen.height / 2 : c.height - screen.height / 2)
    }

    /// A square of `length` in the image's corner of the slot.
    private func square(_ length: CGFloat) -> CGRect {
        let c = canvas
        return CGRect(x: corner.isLeading ? 0 : c.width - length, y: corner.isTop ? 0 : c.height - length, width: length, height: length)
    }

    /// The main view's frame without a label.
    package var contentFrame: CGRect { square(side) }

    /// The main view's frame with a label: the HIG's corner "gauge and text" image size.
    package var labeledContentFrame: CGRect { square(min(side, column.cornerLabeledSide)) }

    /// The labelled main view's corner nearest the face's centre.
    private var innerCorner: CGPoint {
        let f = labeledContentFrame
        return CGPoint(x: corner.isLeading ? f.maxX : f.minX, y: corner.isTop ? f.maxY : f.minY)
    }

    /// The label's text size: the corner's default text, rounded semibold (**D**).
    package var labelFontSize: CGFloat { column.cornerTextSize }

    /// The direction from the face's centre to the labelled main view's centre.
    package var angle: CGFloat {
        let c = faceCenter
        let p = CGPoint(x: labeledContentFrame.midX, y: labeledContentFrame.midY)
        return atan2(p.y - c.y, p.x - c.x)
    }

    /// The outer edge of the label's band: just inside the labelled main view's inner corner.
    /// With curved content, the content takes that band (``labeledContentFrame``'s side
    /// tall) and the label runs just inside it.
    package func labelOuterRadius(curvedContent: Bool = false) -> CGFloat {
        let c = faceCenter
        let inner = innerCorner
        let outer = hypot(c.x - inner.x, c.y - inner.y) - WatchGeometry.cornerLabelGap
        return curvedContent ? outer - labeledContentFrame.height - WatchGeometry.cornerLabelGap : outer
    }

    /// The bend of a label whose line is `lineHeight` tall, anchored at its frame's centre.
    package func labelBend(anchor: CGPoint, lineHeight: CGFloat, curvedContent: Bool = false) -> ArcBend {
        ArcBend(
            center: faceCenter, radius: labelOuterRadius(curvedContent: curvedContent) - lineHeight / 2, angle: angle, anchor: anchor, clockwise: corner.isTop)
    }

    /// The bend of curved main content (`widgetCurvesContent()`), anchored at the centre of its
    /// frame, which is ``labeledContentFrame``'s side tall: the band the label takes when the
    /// content does not curve, so the label moves inside it.
    package func contentBend(anchor: CGPoint) -> ArcBend {
        ArcBend(center: faceCenter, radius: labelOuterRadius() - labeledContentFrame.height / 2, angle: angle, anchor: anchor, clockwise: corner.isTop)
    }

    /// The longest line a band `lineHeight` tall on the circle of `radius` can take, centred on
    /// ``angle``, before either end leaves the image.
    package func longestLine(radius: CGFloat, lineHeight: CGFloat) -> CGFloat {
        let step: CGFloat = 0.002
        func fits(_ a: CGFloat) -> Bool {
            [radius + lineHeight / 2, radius - lineHeight / 2].allSatisfy { r in
                let x = faceCenter.x + r * cos(a)
                let y = faceCenter.y + r * sin(a)
                return x >= 0 && y >= 0 && x <= canvas.width && y <= canvas.height
            }
        }
        var half: CGFloat = 0
        while half < .pi / 2, fits(angle - half - step), fits(angle + half + step) { half += step }
        return max(0, (2 * half * radius).rounded(.down))
    }

    /// The longest label, `lineHeight` tall.
    package func labelWidth(lineHeight: CGFloat, curvedContent: Bool = false) -> CGFloat {
        longestLine(radius: labelOuterRadius(curvedContent: curvedContent) - lineHeight / 2, lineHeight: lineHeight)
    }

    /// The longest line of curved main content.
    package var contentWidth: CGFloat {
        longestLine(radius: contentBend(anchor: .zero).radius, lineHeight: labeledContentFrame.height)
    }
}
