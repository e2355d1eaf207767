import Foundation

/// Which of a watch face's four corner slots an `accessoryCorner` complication fills.
///
/// Corner faces (Infograph, California, Modular Compact and others) have a slot in each corner
/// of the screen, and Apple's corner templates are shown in all four (ClockKit, "Corner
/// complication templates", **D**). The complication's label and curved content bend along
/// the inside of that corner's curve and read left to right in every corner: clockwise with
/// the letters' tops outward in the top corners, anticlockwise with their tops towards the
/// face's centre in the bottom corners, so no text is upside down (**A**; see the Watch
/// complications article).
///
/// The corners are the screen's physical corners: `leading` is the left, whatever the
/// layout direction (a watch face does not mirror its slots).
///
/// ```swift
/// var context = WidgetContext(family: .accessoryCorner, device: .watch45mm)
/// context.watchCorner = .bottomTrailing   // the face's bottom-right slot
/// ```
public enum WatchCorner: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The top-left slot (the default).
    case topLeading
    /// The top-right slot.
    case topTrailing
    /// The bottom-left slot.
    case bottomLeading
    /// The bottom-right slot.
    case bottomTrailing

    /// The case name, e.g. `bottomTrailing`.
    public var description: String { rawValue }

    /// Parses a corner name (`topLeading`, `topTrailing`, `bottomLeading`, `bottomTrailing`),
    /// reporting the choices on failure.
    public init(parsing name: String) throws(WidgetCoreError) {
        guard let value = WatchCorner(rawValue: name) else {
            throw WidgetCoreError("unknown watch corner \"\(name)\"; expected one of: " + WatchCorner.allCases.map(\.rawValue).joined(separator: ", "))
        }
        self = value
    }

    /// Whether the slot is one of the top two.
    package var isTop: Bool { self == .topLeading || self == .topTrailing }

    /// Whether the slot is on the left.
    package var isLeading: Bool { self == .topLeading || self == .bottomLeading }

    /// The alignment of the slot's corner in its region.
    package var alignment: Alignment {
        switch self {
        case .topLeading: .topLeading
        case .topTrailing: .topTrailing
        case .bottomLeading: .bottomLeading
        case .bottomTrailing: .bottomTrailing
        }
    }
}
