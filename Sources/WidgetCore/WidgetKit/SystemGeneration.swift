import Foundation

/// The operating-system generation a render imitates: it selects the family sizes, the
/// system colours, the widget corner radius and the look of the accented mode.
///
/// ```swift
/// var context = WidgetContext(family: .systemSmall)   // iPhone6_1: iOS 18 by default
/// context.system = .iOS26                              // 162.67 pt small widget, iOS 26 colours
/// context.renderingMode = .accented                    // white content on a tinted glass
/// ```
public enum SystemGeneration: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// iOS and iPadOS 17: no accented Home Screen (an accented render uses the iOS 18 look and
    /// says so in a diagnostic).
    case iOS17
    /// iOS and iPadOS 18: the tinted Home Screen (one tint, a dimmer default group).
    case iOS18
    /// iOS and iPadOS 26: tinted and clear Home Screens (white content on glass), the
    /// measured iOS 26 family sizes and the iOS 26 colour palette.
    case iOS26
    /// watchOS 10 and 11: the accent group takes the watch face's colour.
    case watchOS10
    /// watchOS 26: as watchOS 10 here, with the iOS 26 colour palette.
    case watchOS26

    /// The case name, e.g. `iOS26`.
    public var description: String { rawValue }

    /// Whether this is a watchOS generation.
    public var isWatch: Bool { self == .watchOS10 || self == .watchOS26 }

    /// Whether the system colours use the iOS 26 palette (iOS 26, watchOS 26).
    public var usesLiquidGlassPalette: Bool { self == .iOS26 || self == .watchOS26 }

    /// The newest generation a device's size table describes: the iOS 17/18 HIG table is
    /// iOS 18, the measured iOS 26 table iOS 26, the watch table watchOS 10.
    ///
    /// This is the context's default: a device chosen for its iOS 17/18 sizes keeps them, and
    /// ``WidgetContext/system`` moves it to another generation's table.
    public static func newest(for device: DeviceProfile) -> SystemGeneration {
        switch device.system {
        case .iOS17, .iPadOS17: return .iOS18
        case .iOS26: return .iOS26
        case .watchOS10: return .watchOS10
        }
    }

    /// Parses a generation name as written in Swift (`iOS26`), reporting the choices on failure.
    public init(parsing name: String) throws(WidgetCoreError) {
        guard let value = SystemGeneration(rawValue: name) else {
            throw WidgetCoreError("unknown system \"\(name)\"; expected one of: " + SystemGeneration.allCases.map(\.rawValue).joined(separator: ", "))
        }
        self = value
    }
}

extension DeviceProfile {
    /// The profile whose size table belongs to `system`: the iOS 26 row with the same screen
    /// for an iOS 17/18 iPhone moved to iOS 26, and back; the profile itself when the table
    /// has no such row (iPad, watch, a Pro Max screen iOS 18 never had).
    public func profile(for system: SystemGeneration) -> DeviceProfile {
        let wants26 = system == .iOS26
        switch self.system {
        case .iOS17 where wants26:
            return DeviceProfile.all.first { $0.system == .iOS26 && $0.screen == screen && $0.scale == scale } ?? self
        case .iOS26 where !wants26 && !system.isWatch:
            return DeviceProfile.all.first { $0.system == .iOS17 && $0.screen == screen && $0.scale == scale } ?? self
        default:
            return self
        }
    }
}
