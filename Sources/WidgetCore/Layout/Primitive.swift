import Foundation

/// What a resolved node is, and how it sizes, places, aligns and paints itself.
///
/// Every built-in view and modifier resolves to a node holding one primitive; the primitive's
/// file holds all of its behaviour, so the engine has no central switch over kinds. The
/// defaults describe a leaf that draws nothing: override what the primitive does.
///
/// Layout calls, for one node and one proposal: ``sizeThatFits(_:in:)``, then
/// ``placements(_:size:in:)`` for where each child goes, ``explicitAlignment(_:proposal:size:in:)``
/// for guides a parent aligns by, and ``finish(_:proposal:in:)`` once the node is placed. Paint
/// calls ``paint(_:with:into:)``. The node's children are in `box.children`.
package protocol Primitive: Sendable {
    /// The short name layout dumps print (`Text`, `HStack`, `padding`…).
    var name: String { get }

    /// The layout priority the node starts with (before `layoutPriority(_:)`): 0 by default.
    func defaultPriority(children: [ViewNode]) -> Double

    /// The stack axis child `index` sees (for `Spacer` and `Divider`), given the axis this
    /// node sees: `nil` (not in a stack) by default.
    func stackAxis(ofChild index: Int, inherited: Axis?) -> Axis?

    /// The size the node answers for `proposal`.
    func sizeThatFits(_ proposal: ProposedViewSize, in box: LayoutBox) -> CGSize

    /// Where each child goes when the node has `size` for `proposal`: its origin relative to
    /// the node's top-leading corner and the proposal it is placed with, back to front.
    /// Children left out are not placed (and not drawn). None by default.
    func placements(_ proposal: ProposedViewSize, size: CGSize, in box: LayoutBox) -> [ChildPlacement]

    /// The node's explicit value of a guide, or `nil` for its default. By default the
    /// explicit values of the children in ``guideChildren(in:)`` at their placements, merged
    /// by the guide's rule.
    func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize, size: CGSize, in box: LayoutBox) -> CGFloat?

    /// The children whose explicit guides become this node's (all by default).
    func guideChildren(in box: LayoutBox) -> Range<Int>

    /// Whether explicit values of edge and centre guides pass through this node (true for
    /// modifiers; stacks stop them, as in SwiftUI).
    var passesEdgeGuides: Bool { get }

    /// The spacing the node prefers around it in a stack: the standard spacing by default.
    func spacing(in box: LayoutBox) -> ViewSpacing

    /// Whether the placed node is replaced by its only child (identifier wrappers), which
    /// then takes the node's identifier. False by default.
    var collapsesIntoChild: Bool { get }

    /// Called when the node is about to be placed at `origin` (root coordinates) with `size`,
    /// before its children are: a primitive whose children depend on where it is
    /// (`GeometryReader`) makes them here. Nothing by default.
    func willPlace(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, in box: LayoutBox)

    /// Adds what paint needs to the placed `node` and reports layout diagnostics. Nothing by default.
    func finish(_ node: inout LayoutNode, proposal: ProposedViewSize, in box: LayoutBox)

    /// Appends the node's drawing, and its children's, to `items`. By default the children's.
    func paint(_ node: LayoutNode, with painter: Painter, into items: inout [DisplayItem])

    /// The name of the lazy grid this node is (`LazyVGrid`, `LazyHGrid`), whose views a widget
    /// may show only in part; nil by default. A requirement rather than a cast: a failed cast
    /// scans every conformance record in the process, once for each primitive type.
    var lazyGridName: String? { get }
}

/// Where a parent places one child.
package struct ChildPlacement: Sendable {
    /// The child's index in the parent's children.
    package var index: Int
    /// The child's top-leading corner, relative to the parent's.
    package var origin: CGPoint
    /// The proposal the child is placed with.
    package var proposal: ProposedViewSize

    package init(index: Int, origin: CGPoint, proposal: ProposedViewSize) {
        self.index = index
        self.origin = origin
        self.proposal = proposal
    }
}

extension Primitive {
    package func defaultPriority(children: [ViewNode]) -> Double { 0 }
    package func stackAxis(ofChild index: Int, inherited: Axis?) -> Axis? { nil }
    package func placements(_ proposal: ProposedViewSize, size: CGSize, in box: LayoutBox) -> [ChildPlacement] { [] }
    package func guideChildren(in box: LayoutBox) -> Range<Int> { 0..<box.children.count }
    package var passesEdgeGuides: Bool { true }
    package func spacing(in box: LayoutBox) -> ViewSpacing { ViewSpacing() }
    package var collapsesIntoChild: Bool { false }
    package func willPlace(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, in box: LayoutBox) {}
    package func finish(_ node: inout LayoutNode, proposal: ProposedViewSize, in box: LayoutBox) {}
    package var lazyGridName: String? { nil }

    package func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize, size: CGSize, in box: LayoutBox) -> CGFloat? {
        box.mergedChildAlignment(key, proposal: proposal, size: size)
    }

    package func paint(_ node: LayoutNode, with painter: Painter, into items: inout [DisplayItem]) {
        painter.paintChildren(of: node, into: &items)
    }
}
