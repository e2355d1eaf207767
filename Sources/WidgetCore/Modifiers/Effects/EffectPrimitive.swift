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
        // Pixel filters run over the group's whole surface, which is as large as the clip:
        // clip it to what the items can touch, widened by the effect's reach.
        let reach = EffectPrimitive.reach(of: effect)
        let area = reach.flatMap { r in EffectPrimitive.drawnArea(inner).map { $0.insetBy(dx: -r, dy: -r) } }
        if let area { items.append(painter.item(.beginClip(Path(area)), for: node)) }
        items.append(painter.item(.beginEffect(effect), for: node))
        items += inner
        items.append(painter.item(.endEffect, for: node))
        if area != nil { items.append(painter.item(.endClip, for: node)) }
    }

    /// How far a pixel effect reaches past what it filters (`nil`: not a pixel filter).
    static func reach(of effect: RenderEffect) -> CGFloat? {
        switch effect {
        case .colorMatrix: return 1
        case .blur(let sigma): return sigma * 3 + 1
        case .shadow(_, let sigma, let offset): return sigma * 3 + max(abs(offset.width), abs(offset.height)) + 1
        default: return nil
        }
    }

    /// The union of the areas the drawing items touch; `nil` when one cannot be bounded (or
    /// lies inside a transform, whose untransformed bounds say nothing).
    static func drawnArea(_ items: [DisplayItem]) -> CGRect? {
        var area = CGRect.null
        var open: [Bool] = []  // per open effect: whether it is a transform
        for item in items {
            let bounds: CGRect?
            switch item.operation {
            case .beginEffect(let e):
                open.append({ if case .transform = e { return true } else { return false } }())
                continue
            case .endEffect:
                _ = open.popLast()
                continue
            case .fill(let path, _, _, _): bounds = path.controlPointBounds
            case .stroke(let path, _, _, let stroke):
                let w = stroke.lineWidth * max(stroke.miterLimit, 1)
                bounds = w.isFinite && w < 1e6 ? path.controlPointBounds.insetBy(dx: -w, dy: -w) : nil
            case .text(let t): bounds = t.frame
            case .image(let i): bounds = i.frame
            default: continue
            }
            guard !open.contains(true), let b = bounds, !b.isNull, b.isFiniteAndNonNegative else { return nil }
            area = area.union(b)
        }
        return area.isNull ? nil : area
    }
}

extension View {
    /// Wraps the view in an effect scope named `name`.
    func effect(_ name: String, _ make: @escaping @Sendable (CGRect) -> RenderEffect?) -> ModifiedContent<Self, _NodeModifier> {
        wrapped { child, scope in ViewNode(EffectPrimitive(name: name, make: make), children: [child], scope: scope) }
    }

    /// Wraps the view in an effect whose parameters are checked against the resolve scope first.
    func checkedEffect(_ name: String, _ make: @escaping (ResolveScope) -> (@Sendable (CGRect) -> RenderEffect?)) -> ModifiedContent<Self, _NodeModifier> {
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
