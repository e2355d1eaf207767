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
    /// measured iOS 26 family sizes and the iOS 26 colour palette. On a Mac profile, macOS 26
    /// (Tahoe), whose desktop has the same looks; on Apple Vision Pro, visionOS 26.
    case iOS26
    /// iOS and iPadOS 27: as iOS 26, plus `systemExtraLargePortrait` on the iPhone Home
    /// Screen. On a Mac profile, macOS 27, whose desktop offers that family too; on Apple
    /// Vision Pro, visionOS 27 (which adds the accessory families).
    ///
    /// Decision: it is not the default (``newest(for:)`` keeps iOS 26 for the iOS 17/18 and
    /// iOS 26 profiles). Only the portrait family was measured on iOS 27; the other iOS 27
    /// frames are the iOS 26 ones, assumed unchanged (see the Widget Sizes article), so moving
    /// the default would change what every render reports as its system without a measured
    /// reason. The iOS 27 and macOS 27 profiles default to it.
    case iOS27
    /// watchOS 10 and 11: the accent group takes the watch face's colour.
    case watchOS10
    /// watchOS 26: as watchOS 10 here, with the iOS 26 colour palette.
    case watchOS26

    /// The case name, e.g. `iOS26`.
    public var description: String { rawValue }

    /// Whether this is a watchOS generation.
    public var isWatch: Bool { self == .watchOS10 || self == .watchOS26 }

    /// Whether the system colours use the iOS 26 palette (iOS 26 and 27, watchOS 26).
    public var usesLiquidGlassPalette: Bool { hasLiquidGlass || self == .watchOS26 }

    /// Whether the Home Screen is Liquid Glass: the clear appearance and the glass of the
    /// accented mode (iOS 26 and 27).
    public var hasLiquidGlass: Bool { self == .iOS26 || self == .iOS27 }

    /// The newest generation a device's size table describes: iOS 26 for the iOS 17/18 and
    /// iOS 26 iPhones, the iPads and the macOS 26 desktop; iOS 27 for the iOS 27 iPhones and
    /// the macOS 27 desktop; watchOS 26 for the watch.
    ///
    /// This is the context's default, so a render imitates the system iOS developers ship to
    /// today. An iPhone profile chosen from the iOS 17/18 HIG table is moved to the measured
    /// iOS 26 row for the same screen (``DeviceProfile/profile(for:)``: `.iPhone6_1`'s small
    /// widget is 162.67 pt, not 158 pt); set ``WidgetContext/system`` to `.iOS18` or `.iOS17`
    /// for the HIG table, its colours and the iOS 18 tinted look. A profile with no iOS 26 row
    /// (iPad, the 4.7-inch phones) keeps its own sizes.
    public static func newest(for device: DeviceProfile) -> SystemGeneration {
        switch device.system {
        case .iOS17, .iPadOS17, .iOS26, .macOS26, .visionOS26: return .iOS26
        case .iOS27, .macOS27, .visionOS27: return .iOS27
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
    /// The profile whose size table belongs to `system`: the row with the same screen and
    /// scale in that generation's table (an iOS 17/18 iPhone moved to iOS 26 or 27, and back;
    /// the macOS 26 desktop moved to macOS 27, and back); the profile itself when the table
    /// has no such row (iPad, watch, a screen iOS 18 never had), without the families
    /// `system` does not offer (`systemExtraLargePortrait` before iOS 27).
    public func profile(for system: SystemGeneration) -> DeviceProfile {
        guard !system.isWatch, let wanted = self.system.table(for: system) else { return self }
        if wanted == self.system { return self }
        if let row = DeviceProfile.all.first(where: { $0.system == wanted && $0.screen == screen && $0.scale == scale }) { return row }
        var kept = self
        if system != .iOS27 { kept.slots[.systemExtraLargePortrait] = nil }
        return kept
    }
}

extension DeviceProfile.System {
    /// The size table of this kind of device that describes `generation`, or `nil` when the
    /// device has one table for all generations (iPad, watch).
    func table(for generation: SystemGeneration) -> DeviceProfile.System? {
        switch self {
        case .iOS17, .iOS26, .iOS27:
            switch generation {
            case .iOS17, .iOS18: return .iOS17
            case .iOS26: return .iOS26
            case .iOS27: return .iOS27
            case .watchOS10, .watchOS26: return nil
            }
        case .macOS26, .macOS27:
            return generation == .iOS27 ? .macOS27 : .macOS26
        case .visionOS26, .visionOS27:
            return generation == .iOS27 ? .visionOS27 : .visionOS26
        case .iPadOS17, .watchOS10:
            return nil
        }
    }
}
