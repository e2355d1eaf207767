import Foundation

/// The shape of a bordered button, as SwiftUI's `ButtonBorderShape`.
///
/// ```swift
/// Button(intent: PlayIntent()) { Image(systemName: "play.fill") }
///     .buttonStyle(.borderedProminent)
///     .buttonBorderShape(.circle)
/// ```
public struct ButtonBorderShape: Sendable, Hashable, CustomStringConvertible {
    enum Kind: Sendable, Hashable {
        case automatic, capsule
        case roundedRectangle(CGFloat?)
        case circle
    }
    let kind: Kind

    /// The style's own shape (a rounded rectangle of radius 8 in widgets).
    public static let automatic = ButtonBorderShape(kind: .automatic)
    /// A capsule.
    public static let capsule = ButtonBorderShape(kind: .capsule)
    /// A rounded rectangle of the system's radius.
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil))
    /// A circle (iOS 17).
    public static let circle = ButtonBorderShape(kind: .circle)
    /// A rounded rectangle of `radius`.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(radius))
    }

    /// The shape's name, as layout dumps print it.
    public var description: String {
        switch kind {
        case .automatic: return "automatic"
        case .capsule: return "capsule"
        case .roundedRectangle(let r): return r.map { "roundedRectangle(radius: \($0))" } ?? "roundedRectangle"
        case .circle: return "circle"
        }
    }
}

struct ButtonBorderShapeKey: EnvironmentKey { static let defaultValue = ButtonBorderShape.automatic }

extension EnvironmentValues {
    /// The shape bordered buttons are drawn in.
    var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

extension View {
    /// Sets the shape of the bordered and bordered-prominent buttons in the view.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> ModifiedContent<Self, _EnvironmentModifier> {
        environmentChanged { $0.buttonBorderShape = shape }
    }
}
