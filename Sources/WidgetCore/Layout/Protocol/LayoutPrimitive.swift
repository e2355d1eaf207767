import Foundation

/// The primitive of a ``Layout`` used as a view: the built-in stacks and users' layouts.
struct LayoutPrimitive<L: Layout>: Primitive {
    let layout: L
    /// The name given (the built-in stacks'); nil for a user's layout, named by its type.
    private let givenName: String?
    /// The grid's name when the layout is a lazy grid's.
    let lazyGridName: String?

    init(_ layout: L, name: String? = nil, lazyGrid: Bool = false) {
        self.layout = layout
        self.givenName = name
        self.lazyGridName = lazyGrid ? name : nil
    }

    /// Worked out when a dump asks: naming a type goes through the runtime's reflection, which
    /// every render would pay for every layout otherwise.
    var name: String { givenName ?? String(describing: L.self) }

    /// The layout's cache for one box, made on first use.
    private final class CacheBox {
        var cache: L.Cache
        init(_ cache: L.Cache) { self.cache = cache }
    }

    private func cache(_ box: LayoutBox, _ subviews: LayoutSubviews) -> CacheBox {
        box.state { CacheBox(layout.makeCache(subviews: subviews)) }
    }

    func defaultPriority(children: [ViewNode]) -> Double { children.isEmpty ? -.infinity : 0 }

    func stackAxis(ofChild index: Int, inherited: Axis?) -> Axis? { L.layoutProperties.stackOrientation }

    func sizeThatFits(_ proposal: ProposedViewSize, in box: LayoutBox) -> CGSize {
        let subviews = LayoutSubviews(box.children)
        let storage = cache(box, subviews)
        let size = layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &storage.cache)
        // An infinite answer is allowed only on an axis proposed ∞ (a stack asking for the maximum).
        let widthOK = size.width.isFinite || (size.width == .infinity && proposal.width == .infinity)
        let heightOK = size.height.isFinite || (size.height == .infinity && proposal.height == .infinity)
        guard widthOK, heightOK else {
            box.report(Diagnostic(.invalidValue, "\(name).sizeThatFits answered \(LayoutDump.format(size.width)) × \(LayoutDump.format(size.height)) for the proposal \(proposal); non-finite sides are 0. Return a finite size."))
            return CGSize(width: size.width.isFinite ? size.width : 0, height: size.height.isFinite ? size.height : 0)
        }
        return size
    }

    func placements(_ proposal: ProposedViewSize, size: CGSize, in box: LayoutBox) -> [ChildPlacement] {
        let subviews = LayoutSubviews(box.children)
        let storage = cache(box, subviews)
        let bounds = CGRect(origin: .zero, size: size)
        let placed = subviews.recordingPlacements {
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: $0, cache: &storage.cache)
        }
        return placed.enumerated().map { index, placement in
            placement ?? centred(box.children[index], index: index, in: size)
        }
    }

    /// A subview the layout did not place: centred at its ideal size.
    private func centred(_ child: LayoutBox, index: Int, in size: CGSize) -> ChildPlacement {
        let ideal = child.size(for: .unspecified)
        let origin = CGPoint(x: (size.width - ideal.width) / 2, y: (size.height - ideal.height) / 2)
        return ChildPlacement(index: index, origin: origin, proposal: .unspecified)
    }

    func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize, size: CGSize, in box: LayoutBox) -> CGFloat? {
        let subviews = LayoutSubviews(box.children)
        let storage = cache(box, subviews)
        let bounds = CGRect(origin: .zero, size: size)
        if key.axis == .horizontal {
            return layout.explicitAlignment(of: HorizontalAlignment(key), in: bounds, proposal: proposal, subviews: subviews, cache: &storage.cache)
        }
        return layout.explicitAlignment(of: VerticalAlignment(key), in: bounds, proposal: proposal, subviews: subviews, cache: &storage.cache)
    }

    func spacing(in box: LayoutBox) -> ViewSpacing {
        let subviews = LayoutSubviews(box.children)
        let storage = cache(box, subviews)
        return layout.spacing(subviews: subviews, cache: &storage.cache)
    }
}

extension HorizontalAlignment {
    init(_ key: AlignmentKey) { self.key = key }
}

extension VerticalAlignment {
    init(_ key: AlignmentKey) { self.key = key }
}

extension Layout {
    /// Arranges `content` with this layout, as SwiftUI's `callAsFunction`.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LayoutView(layout: self, content: content())
    }
}

/// A ``Layout`` applied to content.
struct LayoutView<L: Layout, Content: View>: View, PrimitiveView {
    /// Built in: makes its own nodes instead of resolving a `body`.
    static func _resolveNodes(_ view: Self, in context: _ResolveContext) -> _ResolvedNodes { context.primitive(view) }

    let layout: L
    let content: Content
    var body: Never { primitiveBody() }

    func resolve(in scope: ResolveScope) -> [ViewNode] {
        let name = (layout as? any NamedLayout)?.layoutName
        return [ViewNode(LayoutPrimitive(layout, name: name), children: scope.resolve(content), scope: scope)]
    }
}

/// A built-in layout with a dump name of its own (`HStack` rather than `HStackLayout`).
protocol NamedLayout {
    var layoutName: String { get }
}
