import Foundation

/// An alignment guide along the horizontal axis, as SwiftUI's `HorizontalAlignment`.
public struct HorizontalAlignment: Sendable, Equatable {
    let key: AlignmentKey

    /// Creates a custom horizontal alignment identified by `id`.
    public init(_ id: any AlignmentID.Type) {
        key = AlignmentKey(id, axis: .horizontal)
    }

    /// The leading edge.
    public static let leading = HorizontalAlignment(AlignmentGuides.Leading.self)
    /// The horizontal centre.
    public static let center = HorizontalAlignment(AlignmentGuides.HorizontalCenter.self)
    /// The trailing edge.
    public static let trailing = HorizontalAlignment(AlignmentGuides.Trailing.self)

    /// The mean of the explicit values, as SwiftUI's `combineExplicit(_:)`; `nil` when none is set.
    public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        key.combine(values.compactMap { $0 })
    }
}
