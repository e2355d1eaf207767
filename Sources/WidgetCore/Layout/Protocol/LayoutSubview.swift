import Foundation

/// A proxy of one subview of a ``Layout``, as SwiftUI's `LayoutSubview`.
///
/// Ask it for sizes and guides while sizing; call ``place(at:anchor:proposal:)`` once for it
/// in `placeSubviews`.
public struct LayoutSubview: Equatable {
    let box: LayoutBox
    let index: Int
    let recorder: PlacementRecorder?

    /// The size the subview answers for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        box.size(for: proposal)
    }

    /// The subview's size and alignment guides for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        box.dimensions(for: proposal)
    }

    /// The subview's layout priority (`layoutPriority(_:)`; −∞ for a `Spacer`).
    public var priority: Double { box.node.priority }

    /// The spacing the subview prefers around it.
    public var spacing: ViewSpacing { box.spacing }

    /// The value the subview sets for a ``LayoutValueKey`` (its default when unset).
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        box.node.layoutValues[key]
    }

    /// Places the subview: its `anchor` point at `position` (in the coordinates of the
    /// layout's bounds), sized for `proposal`.
    ///
    /// A position or anchor that is not finite is reported and replaced by 0, and a proposal
    /// axis that is not finite by `nil`, so a layout's arithmetic cannot put a view nowhere.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        guard let recorder else { return }
        var proposal = proposal
        if proposal.width.map({ !$0.isFinite }) ?? false || proposal.height.map({ !$0.isFinite }) ?? false {
            box.report(Diagnostic(.invalidValue, "a custom Layout placed a subview with the proposal \(proposal); non-finite axes are proposed nil (the ideal size). Propose finite sizes in placeSubviews."))
            proposal = ProposedViewSize(width: proposal.width.flatMap { $0.isFinite ? $0 : nil }, height: proposal.height.flatMap { $0.isFinite ? $0 : nil })
        }
        let size = box.size(for: proposal)
        var origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
        let limit = ValueCheck.maximumLength
        if !origin.x.isFinite || !origin.y.isFinite || abs(origin.x) > limit || abs(origin.y) > limit {
            box.report(
                Diagnostic(
                    .invalidValue,
                    "a custom Layout placed a subview at (\(LayoutDump.format(position.x)), \(LayoutDump.format(position.y))) with anchor (\(LayoutDump.format(anchor.x)), \(LayoutDump.format(anchor.y))); non-finite coordinates are 0 and ones beyond ±\(LayoutDump.format(limit)) pt are clamped. Check the arithmetic in placeSubviews."
                ))
            func fix(_ v: CGFloat) -> CGFloat { v.isFinite ? min(max(v, -limit), limit) : 0 }
            origin = CGPoint(x: fix(origin.x), y: fix(origin.y))
        }
        recorder.placements[index] = ChildPlacement(index: index, origin: origin, proposal: proposal)
    }

    /// Two proxies are equal when they stand for the same subview.
    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.box === b.box }
}
