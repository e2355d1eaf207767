import Foundation

/// A place the system shows a control, for `WidgetRenderer.render(_:placement:value:in:)`.
///
/// - ``controlCenter(_:)``: a Control Center tile: the symbol, and at the medium and large
///   sizes the title and value.
/// - ``lockScreen``: a Lock Screen button: the symbol only, in the Lock Screen's vibrant look.
/// - ``actionButton``: what the Dynamic Island shows when the Action button runs the control:
///   the symbol and value on the island's black capsule.
public enum ControlPlacement: Sendable, Hashable, CustomStringConvertible {
    /// A Control Center tile of a size.
    case controlCenter(ControlCenterSize)
    /// A Lock Screen button (bottom corners).
    case lockScreen
    /// The Action button, as the Dynamic Island shows it.
    case actionButton

    /// Every placement, Control Center's smallest first.
    public static let all: [ControlPlacement] = [.controlCenter(.small), .controlCenter(.medium), .controlCenter(.large), .lockScreen, .actionButton]

    /// `controlCenter(small)`, `lockScreen`, `actionButton`.
    public var description: String {
        switch self {
        case .controlCenter(let size): return "controlCenter(\(size))"
        case .lockScreen: return "lockScreen"
        case .actionButton: return "actionButton"
        }
    }

    /// A readable name: `Control Center · small`, `Lock Screen`, `Action button`.
    public var title: String {
        switch self {
        case .controlCenter(let size): return "Control Center · \(size)"
        case .lockScreen: return "Lock Screen"
        case .actionButton: return "Action button"
        }
    }
}

/// The size of a control's Control Center tile, in grid modules (``ControlStyleConstants``).
public enum ControlCenterSize: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// 1 × 1 module: the symbol only.
    case small
    /// 2 × 1 modules: the symbol, title and value in a row.
    case medium
    /// 2 × 2 modules: the symbol above the title and value.
    case large

    /// The case name.
    public var description: String { rawValue }
}
