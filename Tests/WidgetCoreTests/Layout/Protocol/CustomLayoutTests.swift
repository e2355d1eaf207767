import Foundation
import Testing

@testable import WidgetCore

/// A flow layout as users write it: rows left to right, wrapping at the proposed width.
private struct FlowLayout: Layout {
    var spacing: CGFloat = 4

    func rows(_ width: CGFloat, _ subviews: Subviews) -> [[(Int, CGSize)]] {
        var rows: [[(Int, CGSize)]] = [[]]
        var x: CGFloat = 0
        for (i, subview) in subviews.enumerated() {
            let size = subview.sizeThatFits(.unspecified)
            if x > 0 && x + size.width > width {
                rows.append([])
                x = 0
            }
            rows[rows.count - 1].append((i, size))
            x += size.width + spacing
        }
        return rows
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let rows = rows(proposal.width ?? .infinity, subviews)
        let width = rows.map { row in row.reduce(0) { $0 + $1.1.width } + spacing * CGFloat(max(row.count - 1, 0)) }.max() ?? 0
        let height = rows.reduce(0) { $0 + ($1.map(\.1.height).max() ?? 0) } + spacing * CGFloat(max(rows.count - 1, 0))
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for row in rows(bounds.width, subviews) {
            var x = bounds.minX
            for (i, size) in row {
                subviews[i].place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
                x += size.width + spacing
            }
            y += (row.map(\.1.height).max() ?? 0) + spacing
        }
    }
}

/// Places every subview's centre on a circle (the anchor form of `place`).
private struct RadialLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let radius = min(bounds.width, bounds.height) / 2
        for (i, subview) in subviews.enumerated() {
            let angle = Double(i) / Double(subviews.count) * 2 * .pi
            let point = CGPoint(x: bounds.midX + radius * cos(angle), y: bounds.midY + radius * sin(angle))
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }
}

/// Places only its first subview, at the top-leading corner.
private struct FirstOnly: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: .unspecified)
    }
}

private struct Rank: LayoutValueKey {
    static let defaultValue = 0
}

/// Stacks subviews vertically in the order of their `Rank` layout value.
private struct RankedStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.reduce(0) { $0 + $1.height })
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews.sorted(by: { $0[Rank.self] < $1[Rank.self] }) {
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += subview.sizeThatFits(.unspecified).height
        }
    }
}

@Suite struct CustomLayoutTests {
    private func chip(_ id: String) -> some View {
        Color.red.frame(width: 30, height: 10).named(id)
    }

    @Test func aFlowLayoutWrapsAtTheProposedWidthAndIsCentredAsAnyView() {
        let scene = compose(
            FlowLayout {
                chip("a")
                chip("b")
                chip("c")
                chip("d")
            }.named("flow"), width: 100, height: 100)
        // Three chips fit in 100 pt (30 + 4 + 30 + 4 + 30 = 98); the fourth wraps: 98 × 24, centred.
        #expect(scene.rect("flow") == "(1, 38, 98, 24)")
        #expect(scene.rect("a") == "(1, 38, 30, 10)")
        #expect(scene.rect("b") == "(35, 38, 30, 10)")
        #expect(scene.rect("c") == "(69, 38, 30, 10)")
        #expect(scene.rect("d") == "(1, 52, 30, 10)")
    }

    @Test func aFlowLayoutInsideAStackIsProposedItsShare() {
        let scene = compose(
            HStack(spacing: 0) {
                Color.blue.frame(width: 40).named("side")
                FlowLayout {
                    chip("a")
                    chip("b")
                    chip("c")
                }.named("flow")
            }, width: 110, height: 100)
        // 70 pt are left: two chips per row (64 × 24); the row is 104 wide, centred at x 3.
        #expect(scene.rect("side") == "(3, 0, 40, 100)")
        #expect(scene.rect("flow") == "(43, 38, 64, 24)")
        #expect(scene.rect("c") == "(43, 52, 30, 10)")
    }

    @Test func anchorsPlaceTheGivenPointOfTheSubview() {
        let scene = compose(
            RadialLayout {
                chip("east")
                chip("west")
            }, width: 100, height: 100)
        #expect(scene.rect("east") == "(85, 45, 30, 10)")
        #expect(scene.rect("west") == "(-15, 45, 30, 10)")
    }

    @Test func subviewsALayoutDoesNotPlaceAreCentredAtTheirIdealSize() {
        let scene = compose(
            FirstOnly {
                chip("first")
                chip("second")
            }, width: 100, height: 100)
        #expect(scene.rect("first") == "(0, 0, 30, 10)")
        #expect(scene.rect("second") == "(35, 45, 30, 10)")
    }

    @Test func layoutValuesReachTheLayout() {
        let scene = compose(
            RankedStack {
                chip("late").layoutValue(key: Rank.self, value: 2)
                chip("early").layoutValue(key: Rank.self, value: 1)
            }, width: 100, height: 100)
        #expect(scene.rect("early") == "(35, 40, 30, 10)")
        #expect(scene.rect("late") == "(35, 50, 30, 10)")
    }

    @Test func stackLayoutsAsValuesLayOutAsTheStacks() {
        let stack = compose(
            HStack(spacing: 4) {
                chip("a")
                chip("b")
            }, width: 100, height: 100)
        let layout = compose(
            HStackLayout(spacing: 4) {
                chip("a")
                chip("b")
            }, width: 100, height: 100)
        let erased = compose(
            AnyLayout(HStackLayout(spacing: 4)) {
                chip("a")
                chip("b")
            }, width: 100, height: 100)
        #expect(layout.rect("b") == stack.rect("b"))
        #expect(erased.rect("b") == stack.rect("b"))
        #expect(stack.rect("b") == "(52, 45, 30, 10)")
        let vertical = compose(
            AnyLayout(VStackLayout(spacing: 4)) {
                chip("a")
                chip("b")
            }, width: 100, height: 100)
        #expect(vertical.rect("b") == "(35, 52, 30, 10)")
        let overlaid = compose(
            ZStackLayout(alignment: .topLeading) {
                Color.red.frame(width: 50, height: 50)
                chip("b")
            }, width: 100, height: 100)
        #expect(overlaid.rect("b") == "(25, 25, 30, 10)")
    }

    @Test func spacersInsideAStackLayoutFollowItsOrientation() {
        let scene = compose(
            HStackLayout {
                chip("a")
                Spacer().named("s")
            }, width: 100, height: 100)
        #expect(scene.rect("s") == "(30, 50, 70, 0)")
    }

    @Test func viewSpacingPrefersTheLargerSideAndNoneNextToZero() {
        #expect(ViewSpacing().distance(to: ViewSpacing(), along: .horizontal) == 8)
        #expect(ViewSpacing().distance(to: .zero, along: .vertical) == 0)
        var wide = ViewSpacing()
        wide.formUnion(ViewSpacing(top: 20, leading: 20, bottom: 20, trailing: 20), edges: .trailing)
        #expect(wide.distance(to: ViewSpacing(), along: .horizontal) == 20)
        #expect(wide.distance(to: ViewSpacing(), along: .vertical) == 8)
    }
}
