import Foundation

/// Whether a view or shape mirrors in a layout direction, as SwiftUI's
/// `LayoutDirectionBehavior` (iOS 17).
///
/// ```swift
/// struct Pointer: Shape {            // a custom shape mirrors by default in right to left
///     func path(in rect: CGRect) -> Path { … }
///     var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }   // unless it says not
/// }
/// ```
public enum LayoutDirectionBehavior: Hashable, Sendable {
    /// Never mirrors.
    case fixed
    /// Mirrors horizontally when the layout direction is the given one.
    case mirrors(in: LayoutDirection)

    /// Mirrors when the layout direction is right to left.
    public static var mirrors: LayoutDirectionBehavior { .mirrors(in: .rightToLeft) }

    /// Whether the behavior mirrors in `direction`.
    func mirrors(_ direction: LayoutDirection) -> Bool {
        if case .mirrors(let mirrored) = self { return mirrored == direction }
        return false
    }
}

extension View {
    /// Mirrors the view horizontally in the layout direction `behavior` names, as SwiftUI's
    /// `layoutDirectionBehavior(_:)`. Layout is not affected.
    public func layoutDirectionBehavior(_ behavior: LayoutDirectionBehavior) -> some View {
        RightToLeftFlip(content: self, behavior: behavior)
    }
}
