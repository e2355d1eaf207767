import Foundation

/// An alignment guide along the vertical axis, as SwiftUI's `VerticalAlignment`.
public struct VerticalAlignment: Sendable, Equatable {
    let key: AlignmentKey

    /// Creates a custom vertical alignment identified by `id`.
    public init(_ id: any AlignmentID.Type) {
        key = AlignmentKey(id, axis: .vertical)
    }

    /// The top edge.
    public static let top = VerticalAlignment(AlignmentGuides.Top.self)
    /// The vertical centre.
    public static let center = VerticalAlignment(AlignmentGuides.VerticalCenter.self)
    /// The bottom edge.
    public static let bottom = VerticalAlignment(AlignmentGuides.Bottom.self)
    /// The baseline of the first line of text; a view without text uses its bottom.
    public static let firstTextBaseline = VerticalAlignment(AlignmentGuides.FirstTextBaseline.self)
    /// The baseline of the last line of text; a view without text uses its bottom.
    public static let lastTextBaseline = VerticalAlignment(AlignmentGuides.LastTextBaseline.self)

    /// Merges explicit values as SwiftUI's `combineExplicit(_:)`: the smallest for
    /// ``firstTextBaseline``, the largest for ``lastTextBaseline``, else the mean; `nil` when
    /// none is set.
    public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        key.combine(values.compactMap { $0 })
    }
}
