import Foundation

/// One row of a contact sheet: a widget family on the device that shows it.
public struct ContactSheetRow: Sendable, Hashable {
    /// The family.
    public let family: WidgetFamily
    /// The device profile the row is rendered on, with the sizes of the sheet's OS generation.
    public let device: DeviceProfile
    /// The size the widget occupies on that device's screen, in points.
    public let pointSize: CGSize
    /// Whether ``device`` stands in for the sheet's device, which has no slot for the family
    /// (systemExtraLarge exists on iPad only).
    public let isCompanionDevice: Bool
    /// The face's corner slot an `accessoryCorner` row shows when it is not the default
    /// top-leading one (`WidgetContext.watchCorner`), named in the label; `nil` otherwise.
    public var watchCorner: WatchCorner? = nil
    /// What the row shows beyond the family on a sheet of every look (the placeholder, a large
    /// text size, the smallest phone), named in the label; `nil` for a family's own row.
    public var variant: ContactSheetVariant? = nil

    /// The row's label, e.g. `systemSmall 162.67 × 162.67 pt`, or for a stand-in device
    /// `systemExtraLarge 628 × 300 pt · iPad11 (iPad Pro/Air 11", iPad 10th gen), not on
    /// iPhone6_1`; a corner row in another slot than the top-leading one adds it, e.g.
    /// `accessoryCorner 38 × 38 pt · bottomTrailing slot`. The sheet's device is named once,
    /// under its title, not on every row.
    public func label(sheetDevice: DeviceProfile) -> String {
        var size = "\(family.rawValue) \(Self.points(pointSize.width)) × \(Self.points(pointSize.height)) pt"
        if let watchCorner { size += " · \(watchCorner) slot" }
        if let variant { size += " · \(variant.title)" }
        guard isCompanionDevice || device.name != sheetDevice.name else { return size }
        let place = isCompanionDevice ? "\(device.name) (\(device.models)), not on \(sheetDevice.name)" : device.name
        return "\(size) · \(place)"
    }

    /// A point value with at most two decimals and no trailing zeros: `162.67`, `158`, `378.5`.
    static func points(_ value: CGFloat) -> String {
        var text = String(format: "%.2f", Double(value))
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
