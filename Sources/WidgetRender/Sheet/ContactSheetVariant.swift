import Foundation
import WidgetCore

/// A row a sheet of every look adds under the families' rows: the widget's first family (its
/// first system family, else its first) as a designer also has to judge it.
public enum ContactSheetVariant: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The placeholder the system draws before the first timeline entry (redacted).
    case placeholder
    /// The largest accessibility text size a reader may choose (`accessibility5`).
    case accessibilityText
    /// The smallest phone of the sheet's OS generation (the 4.7-inch iPhone).
    case smallestPhone

    /// The case name.
    public var description: String { rawValue }

    /// The label the row adds: `placeholder`, `Dynamic Type accessibility5`, `smallest phone`.
    public var title: String {
        switch self {
        case .placeholder: return "placeholder"
        case .accessibilityText: return "Dynamic Type accessibility5"
        case .smallestPhone: return "smallest phone"
        }
    }

    /// The columns a variant row shows: full colour, light and dark, for a system family; the
    /// Lock Screen for an accessory one.
    static func hosts(_ column: ContactSheetColumn, family: WidgetFamily) -> Bool {
        family.isSystem ? [.fullColorLight, .fullColorDark].contains(column) : column == .lockScreen
    }

    /// `context` as the variant changes it, or nil when the variant has no such place (no phone
    /// of the generation has a slot for the family).
    func apply(to context: WidgetContext) -> WidgetContext? {
        var c = context
        switch self {
        case .placeholder:
            c.redactionReasons = .placeholder
        case .accessibilityText:
            c.dynamicTypeSize = .accessibility5
        case .smallestPhone:
            let generation = context.device.system
            let phones = DeviceProfile.all.filter { $0.name.contains("iPhone") && $0.system == generation && $0.slots[context.family] != nil }
            guard let smallest = phones.min(by: { area($0, context.family) < area($1, context.family) }), smallest.name != context.device.name else { return nil }
            c.device = smallest
        }
        return c
    }

    private func area(_ device: DeviceProfile, _ family: WidgetFamily) -> CGFloat {
        guard let slot = device.slots[family] else { return .infinity }
        return slot.canvas.width * slot.canvas.height
    }
}
