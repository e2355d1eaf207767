import Foundation

/// Shows the first child whose ideal size fits the space offered, as SwiftUI's `ViewThatFits`.
///
/// `Content` is unconstrained and the conformance to ``View`` conditional (as ``VStack``'s), so
/// that demangling a body's type that names it looks up no conformance.
public struct ViewThatFits<Content> {
    let axes: Axis.Set
    let content: Content

    /// Creates a view that shows the first child of `content` whose ideal size fits the space
    /// offered on `axes` (both by default), or else the last child.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) where Content: View {
        self.axes = axes
        self.content = content()
    }
}

extension ViewThatFits: View where Content: View {
    /// Never called: `ViewThatFits` is a primitive view.
    public var body: Never { primitiveBody() }
}

extension ViewThatFits: PrimitiveView where Content: View {
    /// Built in: makes its own nodes instead of resolving a `body`.
    public static func _resolveNodes(_ view: Self, in context: _ResolveContext) -> _ResolvedNodes { context.primitive(view) }

    func resolve(in scope: ResolveScope) -> [ViewNode] {
        [ViewNode(ViewThatFitsPrimitive(axes: axes), children: scope.resolve(content), scope: scope)]
    }
}

/// A resolved `ViewThatFits`: the first child whose ideal size fits the proposal on the
/// constrained axes (else the last) is proposed the whole proposal and placed; the others are not.
struct ViewThatFitsPrimitive: Primitive {
    let axes: Axis.Set

    var name: String { "ViewThatFits" }

    /// The slack allowed when comparing an ideal size with the proposal (rounding noise).
    static let tolerance: CGFloat = 0.001

    private final class Choices {
        var byProposal: [ProposedViewSize: Int] = [:]
    }

    /// The index of the chosen child for `p`, or `nil` without children.
    func chosenChild(_ p: ProposedViewSize, in box: LayoutBox) -> Int? {
        guard !box.children.isEmpty else { return nil }
        let choices = box.state { Choices() }
        if let cached = choices.byProposal[p] { return cached }
        var chosen = box.children.count - 1
        let probe = ProposedViewSize(width: axes.contains(.horizontal) ? nil : p.width, height: axes.contains(.vertical) ? nil : p.height)
        for (i, child) in box.children.enumerated() {
            let ideal = child.size(for: probe)
            let fitsW = !axes.contains(.horizontal) || p.width.map { ideal.width <= $0 + Self.tolerance } ?? true
            let fitsH = !axes.contains(.vertical) || p.height.map { ideal.height <= $0 + Self.tolerance } ?? true
            if fitsW && fitsH {
                chosen = i
                break
            }
        }
        choices.byProposal[p] = chosen
        return chosen
    }

    func sizeThatFits(_ p: ProposedViewSize, in box: LayoutBox) -> CGSize {
        guard let chosen = chosenChild(p, in: box) else { return .zero }
        return box.children[chosen].size(for: p)
    }

    func placements(_ p: ProposedViewSize, size: CGSize, in box: LayoutBox) -> [ChildPlacement] {
        guard let chosen = chosenChild(p, in: box) else { return [] }
        return [ChildPlacement(index: chosen, origin: .zero, proposal: p)]
    }
}
