import Foundation

extension View {
    /// Curves the view along an `accessoryCorner` complication, as WidgetKit's
    /// `widgetCurvesContent(_:)` (watchOS 10+).
    ///
    /// Apply it to the corner's main view, which needs a `widgetLabel`: the label runs along
    /// the inside of the curve and the content outside it. Text bends glyph by glyph; each
    /// image, SF Symbol (with all its layers) and shape is moved onto the curve whole, its centre
    /// on its row's circle, turned to the circle's tangent at its own place, not warped; a clip,
    /// opacity or mask around one moves with it.
    /// Anywhere else (another family, a corner without a label, off the watch) the view is
    /// drawn as it is, as on the device.
    ///
    /// ```swift
    /// Text("72°")
    ///     .widgetCurvesContent()
    ///     .widgetLabel("Cupertino")   // "72°" curves in the corner, "Cupertino" inside it
    /// ```
    ///
    /// - Parameter curvesContent: Whether to curve the content (default `true`).
    public func widgetCurvesContent(_ curvesContent: Bool = true) -> some View {
        CurvedCornerContent(content: self, curves: curvesContent)
    }
}

/// The main view of a labelled corner, bent onto the band outside its label.
struct CurvedCornerContent<Content: View>: View {
    let content: Content
    let curves: Bool
    @Environment(\.watchCorner) private var corner
    @Environment(\.widgetLabelIsShown) private var labelled

    var body: some View {
        if curves, labelled, let corner {
            let side = corner.labeledContentFrame.width
            content
                .lineLimit(1)
                .frame(width: corner.contentWidth, height: side)
                .arcBent(.cornerContent(corner))
        } else if curves, corner != nil {
            // On a corner without a label the system does not curve the content either.
            content.wrapped { main, scope in
                scope.report(
                    Diagnostic(
                        .renderingModeAdjusted,
                        "widgetCurvesContent() curves an accessoryCorner's content only beside a widgetLabel, which this corner has none of; it is drawn straight. Add .widgetLabel(…) after widgetCurvesContent()."
                    ))
                return main
            }
        } else {
            content
        }
    }
}
