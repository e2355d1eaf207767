#if canImport(WidgetKit)
    import ActivityKit
    import SwiftUI
    import WidgetKit
#else
    import WidgetRender
#endif

/// The delivery's Lock Screen presentation: the restaurant and the minutes left, the stage,
/// and the progress row, inside the HIG's 14 pt margins.
public struct DeliveryLockScreenView: View {
    let attributes: DeliveryAttributes
    let state: DeliveryAttributes.ContentState

    /// The view of an order in a state.
    public init(attributes: DeliveryAttributes, state: DeliveryAttributes.ContentState) {
        self.attributes = attributes
        self.state = state
    }

    /// The stacked rows.
    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Label {
                    Text(attributes.restaurant)
                } icon: {
                    Image(systemName: "bag.fill").foregroundStyle(deliveryOrange)
                }
                .font(.headline)
                Spacer()
                Text("\(state.minutesLeft) min")
                    .font(.title2.weight(.semibold))
                    .monospacedDigit()
            }
            Text(state.stage.headline)
                .font(.subheadline.weight(.medium))
            DeliveryProgressRow(attributes: attributes, state: state)
        }
        .padding(14)
    }
}

/// The progress bar with the courier and the order number under it (the Lock Screen's last
/// row and the expanded island's bottom region).
struct DeliveryProgressRow: View {
    let attributes: DeliveryAttributes
    let state: DeliveryAttributes.ContentState

    var body: some View {
        VStack(spacing: 6) {
            ProgressView(value: state.stage.progress)
                .tint(deliveryOrange)
            HStack {
                Label(state.courier, systemImage: "bicycle")
                Spacer()
                Text("Order #\(attributes.orderNumber)")
            }
            .font(.caption)
            .foregroundStyle(.secondary)
        }
    }
}
