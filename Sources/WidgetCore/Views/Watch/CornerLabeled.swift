import Foundation

/// An `accessoryCorner` on a watch with its `widgetLabel`: the main view shrunk into the
/// slot's corner, the label bent along the inside of it (``WatchCornerGeometry``).
///
/// The label takes no room in layout (it is an overlay, as the system draws it outside the
/// widget's frame); its frame is the longest line the corner region has room for, and a longer
/// label is truncated with an ellipsis (and reported, as any truncated text).
struct CornerLabeled<Content: View, Label: View>: View {
    let content: Content
    let label: Label
    let corner: WatchCornerGeometry
    @Environment(\.layoutDirection) private var direction

    var body: some View {
        let shrunk = corner.labeledContentFrame.size
        let (corner, label) = (corner, label)
        // The slot's corner is physical (a face does not mirror): the frames that put the main
        // view and the label there are laid out left to right, their contents in the widget's
        // own direction.
        content
            .environment(\.widgetLabelIsShown, true)
            .environment(\.layoutDirection, direction)
            .frame(width: shrunk.width, height: shrunk.height)
            .frame(width: corner.side, height: corner.side, alignment: corner.corner.alignment)
            .wrapped { main, scope in
                // The label goes inside the content's band when the content curves.
                let curved = main.curvesCornerContent
                let fontSize = corner.labelFontSize
                let placed =
                    label
                    .environment(\.layoutDirection, direction)
                    .font(.system(size: fontSize, weight: .semibold, design: .rounded))
                    .lineLimit(1)
                    .frame(width: corner.labelWidth(lineHeight: fontSize * WatchGeometry.labelLineHeightFactor, curvedContent: curved))
                    .arcBent(curved ? .cornerLabelInsideCurvedContent(corner) : .cornerLabel(corner))
                guard let second = scope.resolveSingle(placed, alignment: corner.corner.alignment) else { return main }
                if let drawing = second.unbentDrawings.first {
                    scope.report(
                        Diagnostic(
                            .unsupported,
                            "an accessoryCorner's widgetLabel is bent glyph by glyph only when it is text; its \(drawing) is moved onto the curve whole, straight. Use a Text label for a curved one."
                        ))
                }
                return ViewNode(LayerPrimitive(isBackground: false, alignment: corner.corner.alignment), children: [main, second], scope: scope)
            }
            .environment(\.layoutDirection, .leftToRight)
    }
}

extension View {
    /// The view bent onto `band` (an ``ArcBendPrimitive`` around each node).
    func arcBent(_ band: ArcBendPrimitive.Band) -> ModifiedContent<Self, _NodeModifier> {
        wrapped { child, scope in ViewNode(ArcBendPrimitive(band: band), children: [child], scope: scope) }
    }
}
