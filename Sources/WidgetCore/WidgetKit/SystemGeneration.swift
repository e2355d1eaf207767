import Foundation

/// The operating-system generation a render imitates: it selects the family sizes, the
/// system colours, the widget corner radius and the look of the accented mode.
///
/// ```swift
/// var context = WidgetContext(family: .systemSmall)   // iPhone6_1, iOS 26: 162.67 pt small widget
/// context.system = .iOS18                              // the HIG table's 158 pt, iOS 18 colours
/// context.renderingMode = .accented                    // one tint, a dimmer default group
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

    /// The newest generation a device runs: iOS 26 for every iPhone and iPad profile,
    /// watchOS 26 for the watch.
    ///
    /// This is the context's default, so a render imitates the system iOS developers ship to
    /// today. An iPhone profile chosen from the iOS 17/18 HIG table is moved to the measured
    /// iOS 26 row for the same screen (``DeviceProfile/profile(for:)``: `.iPhone6_1`'s small
    /// widget is 162.67 pt, not 158 pt); set ``WidgetContext/system`` to `.iOS18` or `.iOS17`
    /// for the HIG table, its colours and the iOS 18 tinted look. A profile with no iOS 26 row
    /// (iPad, the 4.7-inch phones) keeps its own sizes.
    public static func newest(for device: DeviceProfile) -> SystemGeneration {
        switch device.system {
        case .iOS17, .iPadOS17, .iOS26: return .iOS26
        case .watchOS10: return .watchOS26
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
