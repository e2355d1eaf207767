import Foundation

extension Path: Shape {
    /// The path itself, whatever `rect` is.
    public func path(in rect: CGRect) -> Path { self }
}
