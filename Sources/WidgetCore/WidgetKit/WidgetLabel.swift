import Foundation

extension View {
    /// Adds a label the system draws beside an accessory widget, as WidgetKit's
    /// `widgetLabel(label:)`.
    ///
    /// Drawn where watchOS and the iOS 16 Lock Screen draw it: in accessoryCircular and
    /// accessoryCorner the label is laid over the bottom of the view in a small font
    /// (`GaugeGeometry/smallFont`; the watch bends it along the bezel, a still image sets it
    /// straight). Other families do not show widget labels, as on the devices.
    public func widgetLabel<Label: View>(@ViewBuilder label: () -> Label) -> some View {
        WidgetLabeled(content: self, label: label())
    }

    /// Adds a text label drawn beside an accessory widget.
    public func widgetLabel(_ label: LocalizedStringKey) -> some View {
        widgetLabel { Text(label) }
    }

    /// Adds a text label drawn beside an accessory widget.
    public func widgetLabel<S: StringProtocol>(_ label: S) -> some View {
        widgetLabel { Text(String(label)) }
    }
}

/// A view with its widget label, placed for the family.
struct WidgetLabeled<Content: View, Label: View>: View {
    let content: Content
    let label: Label
    @Environment(\.widgetFamily) private var family

    var body: some View {
        switch family {
        case .accessoryCircular, .accessoryCorner:
            content.overlay(alignment: .bottom) {
                label.font(GaugeGeometry.smallFont).lineLimit(1).minimumScaleFactor(0.5)
            }
        default:
            content
        }
    }
}
