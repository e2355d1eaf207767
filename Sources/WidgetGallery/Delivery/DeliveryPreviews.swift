#if canImport(WidgetKit)
    import ActivityKit
    import SwiftUI
    import WidgetKit
#else
    import WidgetRender
#endif

// The delivery's previews, one per presentation, each over the order's three stages.

#Preview("Delivery Lock Screen", as: .content, using: DeliveryAttributes.sample) {
    DeliveryActivity()
} contentStates: {
    DeliveryAttributes.ContentState.preparing
    DeliveryAttributes.ContentState.onTheWay
    DeliveryAttributes.ContentState.arriving
}

#Preview("Delivery expanded", as: .dynamicIsland(.expanded), using: DeliveryAttributes.sample) {
    DeliveryActivity()
} contentStates: {
    DeliveryAttributes.ContentState.onTheWay
}

#Preview("Delivery compact", as: .dynamicIsland(.compact), using: DeliveryAttributes.sample) {
    DeliveryActivity()
} contentStates: {
    DeliveryAttributes.ContentState.onTheWay
}

#Preview("Delivery minimal", as: .dynamicIsland(.minimal), using: DeliveryAttributes.sample) {
    DeliveryActivity()
} contentStates: {
    DeliveryAttributes.ContentState.onTheWay
}
