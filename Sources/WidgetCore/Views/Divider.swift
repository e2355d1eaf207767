import Foundation

/// A thin separator line, as SwiftUI's `Divider`: one device pixel across its stack's axis.
public struct Divider: View {
    /// Creates a divider in the system separator colour.
    public init() {}
    /// Never called: `Divider` is a primitive view.
    public var body: Never { primitiveBody() }
}

extension Divider: PrimitiveView {
    /// Built in: makes its own nodes instead of resolving a `body`.
    public static func _resolveNodes(_ view: Self, in context: _ResolveContext) -> _ResolvedNodes { context.primitive(view) }

    func resolve(in scope: ResolveScope) -> [ViewNode] {
        [ViewNode(DividerPrimitive(color: SystemColor.separator.resolve(scope.environment.colorScheme)), scope: scope)]
    }
}

/// A resolved `Divider`: one device pixel thick across its stack's axis (horizontal outside a
/// stack), the proposal (`nil`: 10 pt) along it.
struct DividerPrimitive: Primitive {
    let color: RGBA

    var name: String { "Divider" }

    func sizeThatFits(_ p: ProposedViewSize, in box: LayoutBox) -> CGSize {
        let thickness = 1 / box.scale
        if box.stackAxis == .horizontal {
            return CGSize(width: thickness, height: p.height ?? LayoutDefaults.unspecifiedLength)
        }
        return CGSize(width: p.width ?? LayoutDefaults.unspecifiedLength, height: thickness)
    }

    func paint(_ node: LayoutNode, with painter: Painter, into items: inout [DisplayItem]) {
        let frame = painter.snap(node.frame)
        items.append(painter.item(.fill(Path(frame), style: .color(color), bounds: frame, rule: .nonZero), for: node))
    }
}
