#if canImport(WidgetKit)
    import ActivityKit
    import SwiftUI
    import WidgetKit
#else
    import WidgetRender
#endif

/// A food delivery's Live Activity data: the order (static) and where it is (dynamic).
public struct DeliveryAttributes: ActivityAttributes, Sendable {
    /// Where the order is.
    public struct ContentState: Codable, Hashable, Sendable {
        /// The order's stage.
        public var stage: Stage
        /// The minutes until it arrives.
        public var minutesLeft: Int
        /// The courier's first name.
        public var courier: String

        /// A state.
        public init(stage: Stage, minutesLeft: Int, courier: String) {
            self.stage = stage
            self.minutesLeft = minutesLeft
            self.courier = courier
        }
    }

    /// An order's stages, in order.
    public enum Stage: String, Codable, Hashable, Sendable, CaseIterable {
        case preparing, onTheWay, arriving

        /// The line a presentation shows for the stage.
        public var headline: String {
            switch self {
            case .preparing: return "Preparing your order"
            case .onTheWay: return "On the way"
            case .arriving: return "Arriving now"
            }
        }

        /// How far the order has come, 0…1.
        public var progress: Double {
            switch self {
            case .preparing: return 0.2
            case .onTheWay: return 0.6
            case .arriving: return 0.95
            }
        }
    }

    /// The restaurant's name.
    public var restaurant: String
    /// The order number.
    public var orderNumber: String

    /// An order.
    public init(restaurant: String, orderNumber: String) {
        self.restaurant = restaurant
        self.orderNumber = orderNumber
    }
}

extension DeliveryAttributes {
    /// The sample order.
    public static let sample = DeliveryAttributes(restaurant: "Green Bowl", orderNumber: "4821")
}

extension DeliveryAttributes.ContentState {
    /// The order in the kitchen.
    public static let preparing = Self(stage: .preparing, minutesLeft: 24, courier: "Maya")
    /// The order on its way.
    public static let onTheWay = Self(stage: .onTheWay, minutesLeft: 12, courier: "Maya")
    /// The order at the door.
    public static let arriving = Self(stage: .arriving, minutesLeft: 1, courier: "Maya")
}
