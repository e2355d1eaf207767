import Foundation

/// The sizes of a device's Live Activity presentations, in points, from the HIG's Live
/// Activities specifications (**D**) or derived from them (**A**); the DocC article *Live
/// Activities* lists each figure with its source and mark.
package struct LiveActivityMetrics: Sendable, Hashable {
    /// The Lock Screen presentation's width.
    package var lockScreenWidth: CGFloat
    /// Whether ``lockScreenWidth`` is chosen (the HIG has no row for the screen).
    package var lockScreenWidthIsChosen: Bool
    /// The Dynamic Island, when the device has one.
    package var island: Island?
    /// Apple Watch's Smart Stack card, the only place a watch shows a Live Activity; `nil`
    /// elsewhere.
    package var smartStackCard: CGSize?

    /// A device's Dynamic Island.
    package struct Island: Sendable, Hashable {
        /// The compact and minimal island's width (230 or 250 pt, **D**).
        package var compactWidth: CGFloat
        /// The expanded island's width (371 or 408 pt, **D**).
        package var expandedWidth: CGFloat
        /// Whether the compact halves are derived from the island's width rather than
        /// published for the screen.
        package var halvesAreDerived: Bool

        /// Each compact half's width: what the sensor gap leaves (52.33 or 62.33 pt).
        package var compactHalfWidth: CGFloat { (compactWidth - LiveActivityMetrics.sensorGap) / 2 }
    }

    /// The compact island's height, and the minimal view's: 36.67 pt (**D**), taken as 110/3,
    /// 110 pixels @3x, as the HIG's two-decimal figures are thirds of a point.
    package static let capsuleHeight: CGFloat = 110.0 / 3
    /// The TrueDepth camera region between the compact halves: 230 − 2 × 52.33 = 250 − 2 ×
    /// 62.33 = 125.33 pt (**A**), taken as 376/3 so that the halves are 157/3 and 187/3 pt.
    package static let sensorGap: CGFloat = 376.0 / 3
    /// The minimal view's width range (36.67–45 pt, **D**).
    package static let minimalWidths: ClosedRange<CGFloat> = (110.0 / 3)...45
    /// How far the Dynamic Island sits below the screen's top edge: 11 pt (**A**, chosen: not
    /// published; the gap the island leaves at the sides of the expanded presentation,
    /// 11 pt on both published screens, taken for the top too).
    package static let islandTopInset: CGFloat = 11
    /// The Lock Screen's and the expanded island's height range (84–160 pt, **D**).
    package static let heights: ClosedRange<CGFloat> = 84...160
    /// The expanded island's corner radius (44 pt, **D**).
    package static let expandedCornerRadius: CGFloat = 44
    /// The space between the presentation and the screen's edges where the HIG has no row
    /// for a screen: 11 pt a side, as on both published iPhone screens (**A**).
    package static let chosenSideInset: CGFloat = 11

    /// The metrics of `device`, or an error for a device that shows no Live Activities.
    package init(_ device: DeviceProfile) throws(WidgetCoreError) {
        let width = min(device.screen.width, device.screen.height)
        switch device.system {
        case .watchOS10:
            // The Smart Stack card: the watch's Smart Stack widget size (D).
            guard let card = device.slots[.accessoryRectangular] else {
                throw WidgetCoreError("\(device.name) has no Smart Stack size; use a watch profile such as watch45mm")
            }
            smartStackCard = card.canvas
            lockScreenWidth = card.canvas.width
            lockScreenWidthIsChosen = false
            island = nil
        case .iPadOS17:
            // 1366 × 1024: 500 pt; 1194 × 834, 1012 × 834, 1080 × 810, 1024 × 768: 425 pt (D).
            let long = max(device.screen.width, device.screen.height)
            lockScreenWidth = long >= 1366 ? 500 : 425
            lockScreenWidthIsChosen = ![1366, 1194, 1080, 1024, 1012].contains(long)
            island = nil
        case .macOS26, .macOS27:
            // The menu bar shows the iPhone's presentations at the iPhone's sizes (D, HIG).
            throw WidgetCoreError("\(device.name) is a Mac, whose menu bar shows an iPhone's Live Activity at the iPhone's sizes; use an iPhone profile such as iPhone6_1")
        case .visionOS26, .visionOS27:
            // "Not supported in tvOS or visionOS" (D, HIG Live Activities).
            throw WidgetCoreError("\(device.name) is Apple Vision Pro, which shows no Live Activities; use an iPhone profile such as iPhone6_1")
        case .iOS17, .iOS26, .iOS27:
            let published: [CGFloat: CGFloat] = [393: 371, 430: 408]
            lockScreenWidth = published[width] ?? width - 2 * Self.chosenSideInset
            lockScreenWidthIsChosen = published[width] == nil
            island = Self.island(for: device, width: width)
        }
    }

    /// The island of a device with one: 393 and 402 pt screens 230/371 pt, 430 and 440 pt
    /// screens 250/408 pt (**D**); the notched and home-button iPhones have none.
    private static func island(for device: DeviceProfile, width: CGFloat) -> Island? {
        let notched = ["iPhone6_7Notch", "iPhone6_5", "iPhone6_1LCD", "iPhone6_1Notch", "iPhone5_8", "iPhone4_7", "iOS26_iPhone6_1Notch", "iOS26_iPhone4_7"]
        guard !notched.contains(device.name) else { return nil }
        switch width {
        case 393: return Island(compactWidth: 230, expandedWidth: 371, halvesAreDerived: false)
        case 402: return Island(compactWidth: 230, expandedWidth: 371, halvesAreDerived: true)
        case 430: return Island(compactWidth: 250, expandedWidth: 408, halvesAreDerived: false)
        case 440: return Island(compactWidth: 250, expandedWidth: 408, halvesAreDerived: true)
        default: return nil
        }
    }

    /// The island, or an error naming the devices that have one.
    package func requireIsland(on device: DeviceProfile) throws(WidgetCoreError) -> Island {
        guard let island else {
            throw WidgetCoreError("\(device.name) (\(device.models)) has no Dynamic Island; render .content there, or use a device with one: iPhone6_1, iPhone6_7, iOS26_iPhone6_3, iOS26_iPhone6_9")
        }
        return island
    }
}
