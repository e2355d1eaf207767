import Foundation

extension View {
    /// Adds a label the system draws beside an accessory widget, as WidgetKit's
    /// `widgetLabel(label:)`.
    ///
    /// Drawn where watchOS and the iOS 16 Lock Screen draw it:
    /// - in `accessoryCorner` on a watch the main view shrinks to make room and the label runs
    ///   along the inside of the corner, bent on a circle about the face's centre (see the
    ///   WatchComplications article);
    /// - in `accessoryCircular` on a watch the label runs along the bezel above the complication
    ///   in the Infograph face's top slot (`WidgetContext.watchPlacement` `.bezel`) and is
    ///   dropped elsewhere, with a diagnostic, as the watch does;
    /// - in `accessoryCircular` on the iPhone Lock Screen (and a corner off the watch) the label is
    ///   laid over the bottom of the view in a small font (`GaugeGeometry/smallFont`), straight.
    ///
    /// Other families do not show widget labels, as on the devices.
    ///
    /// ```swift
    /// Image(systemName: "drop.fill")
    ///     .widgetLabel { Text("Hydration") }   // accessoryCorner: "Hydration" curves inside the drop
    /// ```
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
    @Environment(\.watchCorner) private var corner
    @Environment(\.watchBezel) private var bezel
    @Environment(\.widgetSystem) private var system

    var body: some View {
        if family == .accessoryCorner, let corner {
            CornerLabeled(content: content, label: label, corner: corner)
        } else if family == .accessoryCircular, let bezel {
            BezelLabeled(content: content, label: label, bezel: bezel)
        } else if family == .accessoryCircular, system.isWatch {
            // The watch shows a circular complication's label only along the Infograph bezel.
            content.wrapped { main, scope in
                scope.report(
                    Diagnostic(
                        .renderingModeAdjusted,
                        "a widgetLabel on accessoryCircular shows only along the bezel of the Infograph face's top slot; elsewhere the watch drops it. Set WidgetContext.watchPlacement = .bezel to see it."
                    ))
                return main
            }
        } else {
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
}
