import Foundation

/// An angle.
public struct Angle: Sendable, Hashable, Comparable {
    /// The angle in radians.
    public var radians: Double
    /// The angle in degrees.
    public var degrees: Double { radians * 180 / .pi }
    /// Creates an angle from radians.
    public init(radians: Double) { self.radians = radians }
    /// Creates an angle from degrees.
    public init(degrees: Double) { self.radians = degrees * .pi / 180 }
    /// An angle of `r` radians.
    public static func radians(_ r: Double) -> Angle { Angle(radians: r) }
    /// An angle of `d` degrees.
    public static func degrees(_ d: Double) -> Angle { Angle(degrees: d) }
    /// An angle of zero.
    public static let zero = Angle(radians: 0)
    /// Orders angles by their value in radians.
    public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }
}
