import Foundation

/// A rectangle that fills its frame.
public struct Rectangle: Shape {
    /// Creates a rectangle.
    public init() {}
    /// The rectangle `rect`.
    public func path(in rect: CGRect) -> Path { Path(rect) }
}
