import Foundation
import WidgetRender

/// The renders one snapshot assertion checks: families × looks × Dynamic Type sizes × devices.
///
/// A cell whose render would be the same pixels as an earlier cell's (two contexts with the
/// same `WidgetContext/renderingKey`, such as a light and a dark vibrant render) is left
/// out, so no reference is a byte-identical twin of another.
///
/// ```swift
/// assertWidgetSnapshot(of: StepsWidget(), entry: .sample)                    // SnapshotMatrix.standard
/// assertWidgetSnapshot(of: StepsWidget(), entry: .sample,
///                      matrix: SnapshotMatrix(families: [.systemSmall], looks: [.fullColorLight]))
/// assertWidgetSnapshot(of: StepsWidget(), entry: .sample,
///                      matrix: SnapshotMatrix(looks: [.accented(system: .iOS18, appearance: .tinted(.light))],
///                                             dynamicTypeSizes: [.large, .accessibility2]))
/// // steps.systemSmall.fullColor.light.png, ….fullColor.dark.png, ….accented.png, ….vibrant.png
/// ```
///
/// A reference is named `<test>[.<named>].<family>.<look>[.<size>][.<device>]`: the size when
/// it is not `.large`, the device when the matrix has more than one.
public struct SnapshotMatrix: Sendable, Hashable {
    /// The families (`nil`: the widget's supported families, or `systemSmall` for a view).
    public var families: [WidgetFamily]?
    /// The looks.
    public var looks: [WidgetLook]
    /// The Dynamic Type sizes.
    public var dynamicTypeSizes: [DynamicTypeSize]
    /// The devices whose sizes and scale are used.
    public var devices: [DeviceProfile]

    /// A matrix; every parameter defaults to the standard matrix's.
    public init(families: [WidgetFamily]? = nil, looks: [WidgetLook] = WidgetLook.standard, dynamicTypeSizes: [DynamicTypeSize] = [.large], devices: [DeviceProfile] = [.iPhone6_1]) {
        self.families = families
        self.looks = looks
        self.dynamicTypeSizes = dynamicTypeSizes
        self.devices = devices
    }

    /// A matrix of rendering modes and colour schemes (`WidgetLook/looks(modes:colorSchemes:)`).
    public init(families: [WidgetFamily]? = nil, modes: [WidgetRenderingMode], colorSchemes: [ColorScheme] = [.light, .dark], dynamicTypeSizes: [DynamicTypeSize] = [.large], devices: [DeviceProfile] = [.iPhone6_1]) {
        self.init(families: families, looks: WidgetLook.looks(modes: modes, colorSchemes: colorSchemes), dynamicTypeSizes: dynamicTypeSizes, devices: devices)
    }

    /// The widget's supported families, the four standard looks, `.large`, the 6.1-inch iPhone.
    public static let standard = SnapshotMatrix()

    /// One render of the matrix: its context and the name parts of its reference.
    struct Cell {
        var context: WidgetContext
        var parts: [String]
    }

    /// The cells in order (family, look, size, device), leaving out every cell that renders
    /// the same pixels as an earlier one; the device is named when `namingDevices` is set
    /// (by default when the matrix has more than one).
    func cells(defaultFamilies: [WidgetFamily], namingDevices: Bool? = nil) -> [Cell] {
        let namesDevice = namingDevices ?? (devices.count > 1)
        var cells: [Cell] = []
        var seen = Set<WidgetContext>()
        for family in families ?? defaultFamilies {
            for look in looks {
                for size in dynamicTypeSizes {
                    for device in devices {
                        var context = WidgetContext(family: family, device: device)
                        look.apply(to: &context)
                        context.dynamicTypeSize = size
                        guard seen.insert(context.renderingKey).inserted else { continue }
                        var parts = [family.rawValue] + look.nameParts
                        if size != .large { parts.append(String(describing: size)) }
                        if namesDevice { parts.append(device.name) }
                        cells.append(Cell(context: context, parts: parts))
                    }
                }
            }
        }
        return cells
    }
}
