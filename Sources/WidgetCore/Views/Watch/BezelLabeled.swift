import Foundation

/// A circular complication in the Infograph face's top slot with its `widgetLabel` bent along
/// the bezel above it (``WatchBezelGeometry``).
///
/// The label takes no room in layout (an overlay, as the system draws it outside the
/// complication); a label longer than 170° of the bezel is truncated and reported.
struct BezelLabeled<Content: View, Label: View>: View {
    let content: Content
    let label: Label
    let bezel: WatchBezelGeometry

    var body: some View {
        let (bezel, label) = (bezel, label)
        content
            .wrapped { main, scope in
                // The label's layout frame is centred on the complication; the bend puts its
                // centre at the top of the bezel.
                let placed =
                    label
                    .font(.system(size: bezel.labelFontSize, weight: .semibold, design: .rounded))
                    .lineLimit(1)
                    .frame(width: bezel.labelWidth)
                    .arcBent(.bezelLabel(bezel))
                guard let second = scope.resolveSingle(placed, alignment: .center) else { return main }
                return ViewNode(LayerPrimitive(isBackground: false, alignment: .center), children: [main, second], scope: scope)
            }
    }
}
