import Foundation

/// Flexible space that expands along its stack's axis, as SwiftUI's `Spacer`.
///
/// Its layout priority is −∞, so the stack's other children are sized first; it is never
/// shorter than `minLength` (default: the default spacing, 8 pt).
public struct Spacer: View {
    /// The least length along the stack's axis (`nil`: the default spacing, 8 pt).
    public var minLength: CGFloat?

    /// Creates a spacer. A negative or non-finite `minLength` is reported and the default used.
    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    /// Never called: `Spacer` is a primitive view.
    public var body: Never { primitiveBody() }
}

extension Spacer: PrimitiveView {
    /// Built in: makes its own nodes instead of resolving a `body`.
    public static func _resolveNodes(_ view: Self, in context: _ResolveContext) -> _ResolvedNodes { context.primitive(view) }

    func resolve(in scope: ResolveScope) -> [ViewNode] {
        var length = minLength
        if let l = length, !l.isFinite || l < 0 {
            scope.report(Diagnostic(.invalidValue, "Spacer(minLength: \(l)) is not a finite, non-negative length; the default is used."))
            length = nil
        }
        length = length.map { ValueCheck.bounded($0, "Spacer minLength", scope) }
        return [ViewNode(SpacerPrimitive(minLength: length ?? SpacerPrimitive.defaultMinLength), scope: scope)]
    }
}

/// A resolved `Spacer`: priority −∞, no preferred spacing; along its stack's axis it answers
/// max(proposal, minLength) and 0 across; outside a stack it is greedy on both axes.
struct SpacerPrimitive: Primitive {
    /// A Spacer's minimum length when `minLength` is nil: the standard spacing.
    static let defaultMinLength: CGFloat = ViewSpacing.standardSpacing

    let minLength: CGFloat

    var name: String { "Spacer" }

    func defaultPriority(children: [ViewNode]) -> Double { -.infinity }

    func spacing(in box: LayoutBox) -> ViewSpacing { .zero }

    func sizeThatFits(_ p: ProposedViewSize, in box: LayoutBox) -> CGSize {
        guard let axis = box.stackAxis else {
            return CGSize(width: max(p.width ?? minLength, minLength), height: max(p.height ?? minLength, minLength))
        }
        let major = max(p[axis] ?? minLength, minLength)
        return axis == .horizontal ? CGSize(width: major, height: 0) : CGSize(width: 0, height: major)
    }
}
