import Foundation

/// A size proposal: per axis a number or `nil`, as SwiftUI's `ProposedViewSize`.
///
/// `0` asks for the minimum, `.infinity` for the maximum, `nil` for the ideal size.
public struct ProposedViewSize: Sendable, Hashable, CustomStringConvertible {
    /// The proposed width (`nil`: the ideal width).
    public var width: CGFloat?
    /// The proposed height (`nil`: the ideal height).
    public var height: CGFloat?

    /// Creates a proposal from per-axis values.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// Proposes exactly `size`.
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// Asks for the minimum size on both axes.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Asks for the maximum size on both axes.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    /// Asks for the ideal size on both axes.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)

    /// The proposal with `nil` axes replaced by `size` (10 × 10 unless given).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    init(axis: Axis, major: CGFloat?, minor: CGFloat?) {
        if axis == .horizontal { self.init(width: major, height: minor) } else { self.init(width: minor, height: major) }
    }

    /// `(width, height)` with up to three decimals, `nil` for an unspecified axis.
    public var description: String {
        func f(_ v: CGFloat?) -> String { v.map { LayoutDump.format($0) } ?? "nil" }
        return "(\(f(width)), \(f(height)))"
    }
}
