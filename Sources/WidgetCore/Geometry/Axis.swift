import Foundation

/// A horizontal or vertical axis.
public enum Axis: Sendable, Hashable {
    /// The horizontal (x) axis.
    case horizontal
    /// The vertical (y) axis.
    case vertical

    /// A set of axes.
    public struct Set: OptionSet, Sendable, Hashable {
        /// The bit mask of the axes.
        public let rawValue: Int8
        /// Creates a set of axes from a bit mask.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The horizontal axis.
        public static let horizontal = Set(rawValue: 1)
        /// The vertical axis.
        public static let vertical = Set(rawValue: 2)
    }
}
