#if canImport(WidgetKit)
    import ActivityKit
    import SwiftUI
    import WidgetKit
#else
    import WidgetRender
#endif

/// A food delivery as a Live Activity, written as an iOS widget extension writes one: the
/// Lock Screen view, and the Dynamic Island with all four expanded regions, the compact
/// halves and the minimal view.
public struct DeliveryActivity: Widget {
    /// Creates the activity.
    public init() {}

    /// The activity's configuration.
    public var body: some WidgetConfiguration {
        ActivityConfiguration(for: DeliveryAttributes.self) { context in
            DeliveryLockScreenView(attributes: context.attributes, state: context.state)
                .activitySystemActionForegroundColor(deliveryOrange)
                .widgetURL(URL(string: "greenbowl://order/\(context.attributes.orderNumber)"))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: "bag.fill")
                        .font(.title2)
                        .foregroundStyle(deliveryOrange)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text("\(context.state.minutesLeft) min")
                        .font(.title3.weight(.semibold))
                        .monospacedDigit()
                        // The trailing region beside the camera is narrow: one line, a little
                        // smaller when "25 min" does not fit, never "min" on a line of its own.
                        .lineLimit(1)
                        .minimumScaleFactor(0.75)
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.state.stage.headline)
                        .font(.headline)
                        .lineLimit(1)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    DeliveryProgressRow(attributes: context.attributes, state: context.state)
                }
            } compactLeading: {
                Image(systemName: "bag.fill")
                    .foregroundStyle(deliveryOrange)
            } compactTrailing: {
                Text("\(context.state.minutesLeft)m")
                    .monospacedDigit()
                    .foregroundStyle(deliveryOrange)
            } minimal: {
                Image(systemName: "bag.fill")
                    .foregroundStyle(deliveryOrange)
            }
            .keylineTint(deliveryOrange)
            .widgetURL(URL(string: "greenbowl://order/\(context.attributes.orderNumber)"))
        }
        .supplementalActivityFamilies([.medium])
    }
}

/// The delivery's accent.
let deliveryOrange = Color.orange
