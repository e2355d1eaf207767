import Foundation

/// An ellipse that fills its frame.
public struct Ellipse: Shape {
    /// Creates an ellipse.
    public init() {}
    /// The ellipse inscribed in `rect`.
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}
