import Foundation

/// A type-erased ``Layout``, as SwiftUI's `AnyLayout`: switch layouts with a condition.
///
/// ```swift
/// let layout = family == .systemSmall ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
/// layout { Text("12°"); Text("Sunny") }
/// ```
public struct AnyLayout: Layout {
    private let box: any Layout

    /// Wraps `layout`.
    public init<L: Layout>(_ layout: L) {
        box = layout
    }

    var wrapped: any Layout { box }

    /// The wrapped layout's cache.
    public struct Cache {
        var value: Any
    }

    /// Makes the wrapped layout's cache.
    public func makeCache(subviews: Subviews) -> Cache {
        Cache(value: Self.makeCache(box, subviews))
    }

    private static func makeCache<L: Layout>(_ layout: L, _ subviews: Subviews) -> Any {
        layout.makeCache(subviews: subviews)
    }

    /// The wrapped layout's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        Self.sizeThatFits(box, proposal, subviews, &cache.value)
    }

    private static func sizeThatFits<L: Layout>(_ layout: L, _ proposal: ProposedViewSize, _ subviews: Subviews, _ cache: inout Any) -> CGSize {
        var typed = cache as? L.Cache ?? layout.makeCache(subviews: subviews)
        defer { cache = typed }
        return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &typed)
    }

    /// The wrapped layout's placement.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        Self.place(box, bounds, proposal, subviews, &cache.value)
    }

    private static func place<L: Layout>(_ layout: L, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: Subviews, _ cache: inout Any) {
        var typed = cache as? L.Cache ?? layout.makeCache(subviews: subviews)
        defer { cache = typed }
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
    }

    /// The wrapped layout's horizontal guide.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? {
        Self.explicit(box, guide.key, bounds, proposal, subviews, &cache.value)
    }

    /// The wrapped layout's vertical guide.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? {
        Self.explicit(box, guide.key, bounds, proposal, subviews, &cache.value)
    }

    private static func explicit<L: Layout>(_ layout: L, _ key: AlignmentKey, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: Subviews, _ cache: inout Any) -> CGFloat? {
        var typed = cache as? L.Cache ?? layout.makeCache(subviews: subviews)
        defer { cache = typed }
        if key.axis == .horizontal {
            return layout.explicitAlignment(of: HorizontalAlignment(key), in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
        }
        return layout.explicitAlignment(of: VerticalAlignment(key), in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
    }

    /// The wrapped layout's spacing.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        Self.spacing(box, subviews, &cache.value)
    }

    private static func spacing<L: Layout>(_ layout: L, _ subviews: Subviews, _ cache: inout Any) -> ViewSpacing {
        var typed = cache as? L.Cache ?? layout.makeCache(subviews: subviews)
        defer { cache = typed }
        return layout.spacing(subviews: subviews, cache: &typed)
    }
}
