import Foundation
import Testing

@testable import WidgetCore

/// Questions a parent asks that a canvas cannot (∞, 0) and inputs past the limits.
@Suite struct GridEdgeCaseTests {
    @Test func aFlexibleCellAnswersInfinityOnlyWhenProposedIt() {
        let grid = Grid {
            GridRow {
                Color.red
                Color.blue.frame(width: 50, height: 20)
            }
        }
        #expect(sizeThatFits(grid, ProposedViewSize(width: .infinity, height: 30)).width == .infinity)
        #expect(sizeThatFits(grid, ProposedViewSize(width: 0, height: 30)) == CGSize(width: 58, height: 30))
        #expect(sizeThatFits(grid, ProposedViewSize(width: 100, height: .infinity)) == CGSize(width: 100, height: CGFloat.infinity))
    }

    /// In an `HStack`, which measures each child at 0 and ∞, the grid takes what is left.
    @Test func inAStackAFlexibleGridTakesWhatIsLeft() {
        let scene = compose(
            HStack(spacing: 0) {
                Color.gray.frame(width: 60).named("side")
                Grid(horizontalSpacing: 0) {
                    GridRow {
                        Color.red.named("left")
                        Color.blue.named("right")
                    }
                }
            })
        #expect(scene.rect("side") == "(0, 0, 60, 100)")
        #expect(scene.rect("left") == "(60, 0, 70, 100)")
        #expect(scene.rect("right") == "(130, 0, 70, 100)")
        #expect(scene.allFramesFinite)
    }

    @Test func anEmptyGridIsZeroByZero() {
        #expect(sizeThatFits(Grid {}, ProposedViewSize(width: 100, height: 100)) == .zero)
        #expect(sizeThatFits(Grid { GridRow {} }, ProposedViewSize(width: 100, height: 100)) == .zero)
    }

    @Test func aSpanPastTheColumnLimitIsReportedAndCut() {
        let scene = compose(
            Grid {
                GridRow {
                    Color.red.frame(width: 10, height: 10).gridCellColumns(999).named("wide")
                    Color.blue.frame(width: 10, height: 10).gridCellColumns(5).named("cut")
                }
            })
        #expect(scene.diagnostics(.limitExceeded).contains { $0.message.contains("1000 columns") })
        #expect(scene.allFramesFinite)
        #expect(scene.rect("cut") != "missing")
    }

    @Test func aNonFiniteSpacingIsReportedAndTheDefaultUsed() {
        let scene = compose(
            Grid(horizontalSpacing: .nan) {
                GridRow {
                    Color.red.frame(width: 10, height: 10).named("a")
                    Color.blue.frame(width: 10, height: 10).named("b")
                }
            })
        #expect(scene.diagnostics(.invalidValue).count == 1)
        #expect(scene.rect("b") == "(104, 45, 10, 10)")
    }

    @Test func aGridSwitchesWithAStackThroughAnyLayout() {
        func view(_ grid: Bool) -> some View {
            let layout = grid ? AnyLayout(GridLayout(verticalSpacing: 4)) : AnyLayout(VStackLayout(spacing: 4))
            return layout {
                Color.red.frame(width: 10, height: 10).named("a")
                Color.blue.frame(width: 10, height: 10).named("b")
            }
        }
        // Outside rows, each view is a full-width row: the grid stacks them as the VStack does.
        #expect(compose(view(true)).rect("b") == compose(view(false)).rect("b"))
        #expect(compose(view(true)).rect("b") == "(95, 52, 10, 10)")
    }
}
