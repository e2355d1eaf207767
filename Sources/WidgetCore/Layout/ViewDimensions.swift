import Foundation

/// A view's size and alignment guides in its own coordinate space, as SwiftUI's
/// `ViewDimensions`.
///
/// A guide's value is the view's explicit value (set by `alignmentGuide(_:computeValue:)`, a
/// text's baselines, or merged from a container's children) or else the guide's default:
///
/// ```swift
/// Text("Hi").alignmentGuide(.leading) { d in d[.trailing] }   // aligns by its trailing edge
/// ```
public struct ViewDimensions {
    /// The view's width.
    public let width: CGFloat
    /// The view's height.
    public let height: CGFloat
    private let explicitValue: (AlignmentKey) -> CGFloat?

    init(size: CGSize, explicit: @escaping (AlignmentKey) -> CGFloat? = { _ in nil }) {
        width = size.width
        height = size.height
        explicitValue = explicit
    }

    /// The value of a horizontal guide: its explicit value, else its default.
    public subscript(guide: HorizontalAlignment) -> CGFloat { self[guide.key] }

    /// The value of a vertical guide: its explicit value, else its default.
    public subscript(guide: VerticalAlignment) -> CGFloat { self[guide.key] }

    /// The explicit value of a horizontal guide, or `nil` when the view sets none.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitValue(guide.key) }

    /// The explicit value of a vertical guide, or `nil` when the view sets none.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitValue(guide.key) }

    subscript(key: AlignmentKey) -> CGFloat {
        explicitValue(key) ?? key.defaultValue(in: self)
    }

    /// The explicit value of `key`, if any.
    func explicit(_ key: AlignmentKey) -> CGFloat? { explicitValue(key) }
}
