import Foundation

/// The size of a Live Activity on CarPlay's Dashboard, as the HIG's "CarPlay dimensions" list
/// them (**D**, Live Activities, December 2025): 240 × 78, 240 × 100 and 170 × 78 pt. Set it as
/// ``WidgetContext/carPlayActivitySize`` with ``ActivityScreen/carPlay``. "The system may scale
/// your Live Activity to best fit a vehicle's screen": WidgetRenderer draws these sizes as
/// they are.
public enum CarPlayActivitySize: String, Sendable, Hashable, CaseIterable {
    /// 240 × 78 pt.
    case wide
    /// 240 × 100 pt.
    case tall
    /// 170 × 78 pt.
    case narrow

    /// The size in points.
    public var size: CGSize {
        switch self {
        case .wide: CGSize(width: 240, height: 78)
        case .tall: CGSize(width: 240, height: 100)
        case .narrow: CGSize(width: 170, height: 78)
        }
    }
}
