import Foundation

/// A type that arranges a collection of views, as SwiftUI's `Layout`.
///
/// Implement ``sizeThatFits(proposal:subviews:cache:)`` and
/// ``placeSubviews(in:proposal:subviews:cache:)``, then use the layout like a stack:
///
/// ```swift
/// struct Row: Layout {
///     func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///         let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
///         return CGSize(width: sizes.reduce(0) { $0 + $1.width }, height: sizes.map(\.height).max() ?? 0)
///     }
///     func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
///         var x = bounds.minX
///         for subview in subviews {
///             subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
///             x += subview.sizeThatFits(.unspecified).width
///         }
///     }
/// }
///
/// Row { Text("a"); Text("b") }
/// ```
///
/// `HStack`, `VStack` and `ZStack` are built on this protocol (``HStackLayout``,
/// ``VStackLayout``, ``ZStackLayout``). Subviews a layout does not place are centred in its
/// bounds at their ideal size.
public protocol Layout: Sendable {
    /// Data a layout computes once and reuses between its methods (`Void` by default).
    associatedtype Cache = Void
    /// The subviews' proxies.
    typealias Subviews = LayoutSubviews

    /// Properties of the layout, such as the stack axis `Spacer` and `Divider` follow.
    static var layoutProperties: LayoutProperties { get }

    /// The size of the container for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

    /// Places each subview in `bounds`, the region the container was given (in the parent's
    /// coordinates: use `bounds.minX`/`minY`, not 0).
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    /// The position of a horizontal guide in `bounds`, or `nil` for its default. By default
    /// the subviews' explicit values of the guide (text baselines, `alignmentGuide`, custom
    /// guides; not the edge and centre guides) at their places, merged by the guide's rule.
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat?

    /// The position of a vertical guide in `bounds`, or `nil` for its default; by default
    /// merged from the subviews as for horizontal guides.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat?

    /// The spacing the container prefers around it: by default the union of its subviews'.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

    /// Makes the cache for `subviews`.
    func makeCache(subviews: Subviews) -> Cache

    /// Updates the cache when the subviews change (by default makes a new one).
    func updateCache(_ cache: inout Cache, subviews: Subviews)
}

extension Layout {
    /// No special properties.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// Merges the subviews' explicit values of `guide` at their places.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? {
        mergedAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// Merges the subviews' explicit values of `guide` at their places.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? {
        mergedAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// The union of the subviews' spacing.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        var spacing = ViewSpacing.zero
        for subview in subviews { spacing.formUnion(subview.spacing) }
        return subviews.isEmpty ? ViewSpacing() : spacing
    }

    /// Makes a new cache.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    private func mergedAlignment(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? {
        guard !key.isEdgeOrCenter else { return nil }
        let placed = subviews.recordingPlacements { placeSubviews(in: bounds, proposal: proposal, subviews: $0, cache: &cache) }
        var values: [CGFloat] = []
        for (subview, placement) in zip(subviews, placed) {
            guard let placement, let v = subview.box.explicitAlignment(key, proposal: placement.proposal) else { continue }
            let origin = key.axis == .horizontal ? placement.origin.x - bounds.minX : placement.origin.y - bounds.minY
            values.append(v + origin)
        }
        return key.combine(values)
    }
}

extension Layout where Cache == Void {
    /// No cache.
    public func makeCache(subviews: Subviews) {}
}
