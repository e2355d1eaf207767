import Foundation

/// A resolved render effect (`shadow`, `blur`, `saturation`, `rotationEffect`…): the child laid
/// out as usual and painted inside an effect scope. `make` builds the effect from the node's
/// snapped frame (transforms turn about a point of it); `nil` paints the child unchanged.
struct EffectPrimitive: RenderEffectPrimitive {
    let name: String
    let make: @Sendable (CGRect) -> RenderEffect?

    func paint(_ node: LayoutNode, with painter: Painter, into items: inout [DisplayItem]) {
        guard let effect = make(painter.snap(node.frame)) else {
            painter.paintChildren(of: node, into: &items)
            return
        }
        var inner: [DisplayItem] = []
        painter.paintChildren(of: node, into: &inner)
        guard !inner.isEmpty else { return }
        items.append(painter.item(.beginEffect(effect), for: node))
        items += inner
        items.append(painter.item(.endEffect, for: node))
    }
}

extension View {
    /// Wraps the view in an effect scope named `name`.
    func effect(_ name: String, _ make: @escaping @Sendable (CGRect) -> RenderEffect?) -> some View {
        wrapped { child, scope in ViewNode(EffectPrimitive(name: name, make: make), children: [child], scope: scope) }
    }

    /// Wraps the view in an effect whose parameters are checked against the resolve scope first.
    func checkedEffect(_ name: String, _ make: @escaping (ResolveScope) -> (@Sendable (CGRect) -> RenderEffect?)) -> some View {
        wrapped { child, scope in ViewNode(EffectPrimitive(name: name, make: make(scope)), children: [child], scope: scope) }
    }
}

enum EffectCheck {
    /// The largest blur or shadow radius drawn, in points: beyond it everything is one smear.
    static let maximumRadius: CGFloat = 1_000

    /// A radius that must be finite and ≥ 0: NaN, ∞ and negatives become 0 (SwiftUI draws no
    /// blur for them), larger than ``maximumRadius`` is clamped; each reported.
    static func radius(_ r: CGFloat, _ what: String, _ scope: ResolveScope) -> CGFloat {
        if !r.isFinite || r < 0 {
            scope.report(Diagnostic(.invalidValue, "\(what) radius \(r) is not a finite, non-negative number; 0 used (no blur). Pass a radius ≥ 0."))
            return 0
        }
        if r > maximumRadius {
            scope.report(Diagnostic(.invalidValue, "\(what) radius \(LayoutDump.format(r)) is beyond \(LayoutDump.format(maximumRadius)) pt; \(LayoutDump.format(maximumRadius)) used."))
            return maximumRadius
        }
        return r
    }

    /// An amount that must be finite: NaN and ∞ become `fallback` (no change), reported.
    static func amount(_ v: Double, _ what: String, fallback: Double, _ scope: ResolveScope) -> Double {
        if v.isFinite { return v }
        scope.report(Diagnostic(.invalidValue, "\(what)(\(v)) is not finite; \(LayoutDump.format(fallback)) used (unchanged). Pass a finite amount."))
        return fallback
    }
}
