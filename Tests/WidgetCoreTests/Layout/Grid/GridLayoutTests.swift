import Foundation
import Testing

@testable import WidgetCore

/// `Grid` and `GridRow` (the Layout Algorithm article, "Grid"): a column is as wide as its
/// widest cell, a row as tall as its tallest, and views outside a row span the grid.
@Suite struct GridLayoutTests {
    func box(_ width: CGFloat, _ height: CGFloat, _ name: String) -> some View {
        Color.red.frame(width: width, height: height).named(name)
    }

    /// Two rows, the second with one cell: columns 50 and 60 wide, rows 30 and 10 tall, 8 pt
    /// apart; each cell centred in its cell.
    func twoRows(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) -> some View {
        Grid(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing) {
            GridRow {
                box(40, 20, "a")
                box(60, 30, "b")
            }
            GridRow {
                box(50, 10, "c")
            }
        }.named("grid")
    }

    @Test func columnsTakeTheirWidestCellAndRowsTheirTallest() {
        let scene = compose(twoRows())
        #expect(scene.rect("grid") == "(41, 26, 118, 48)")
        #expect(scene.rect("a") == "(46, 31, 40, 20)")
        #expect(scene.rect("b") == "(99, 26, 60, 30)")
        #expect(scene.rect("c") == "(41, 64, 50, 10)")
    }

    @Test func explicitSpacingReplacesTheStandardGaps() {
        let scene = compose(twoRows(horizontalSpacing: 2, verticalSpacing: 4))
        #expect(scene.rect("grid") == "(44, 28, 112, 44)")
        #expect(scene.rect("b") == "(96, 28, 60, 30)")
        #expect(scene.rect("c") == "(44, 62, 50, 10)")
    }

    @Test func theGridAlignmentPlacesEachViewInItsCell() {
        let scene = compose(twoRows(alignment: .bottomTrailing))
        #expect(scene.rect("a") == "(51, 36, 40, 20)")
        #expect(scene.rect("c") == "(41, 64, 50, 10)")
    }

    @Test func aRowAlignmentOverridesTheGridsVertically() {
        let scene = compose(
            Grid(alignment: .topLeading) {
                GridRow(alignment: .bottom) {
                    box(40, 20, "a")
                    box(60, 30, "b")
                }
                GridRow { box(50, 10, "c") }
            })
        #expect(scene.rect("a") == "(41, 36, 40, 20)")
    }

    @Test func aColumnAlignmentSetOnOneCellAlignsTheWholeColumn() {
        let scene = compose(
            Grid {
                GridRow {
                    box(40, 20, "a")
                    box(60, 30, "b")
                }
                GridRow { box(50, 10, "c").gridColumnAlignment(.trailing) }
                GridRow { box(30, 10, "d") }
            })
        #expect(scene.rect("a") == "(51, 22, 40, 20)")
        #expect(scene.rect("d") == "(61, 73, 30, 10)")
    }

    @Test func aCellAnchorPutsThatPointOfTheViewOnTheCells() {
        let scene = compose(
            Grid {
                GridRow {
                    box(40, 20, "a").gridCellAnchor(.bottomTrailing)
                    box(60, 30, "b")
                }
                GridRow { box(50, 10, "c") }
            })
        #expect(scene.rect("a") == "(51, 36, 40, 20)")
        let custom = compose(
            Grid {
                GridRow {
                    box(40, 20, "a").gridCellAnchor(UnitPoint(x: 0.25, y: 0))
                    box(60, 30, "b")
                }
                GridRow { box(50, 10, "c") }
            })
        #expect(custom.rect("a") == "(43.5, 26, 40, 20)")
    }

    /// A `Divider` outside a row spans the grid and, flexible, widens it to its proposal; the
    /// columns share the extra width equally.
    @Test func aDividerRowWidensTheGridAndTheColumnsShareTheWidth() {
        let scene = compose(
            Grid {
                GridRow {
                    box(40, 20, "a")
                    box(40, 20, "b")
                }
                Divider().named("rule")
                GridRow {
                    box(40, 20, "c")
                    box(40, 20, "d")
                }
            }.named("grid"))
        #expect(scene.rect("grid") == "(0, 21.5, 200, 57)")
        #expect(scene.rect("a") == "(28, 21.5, 40, 20)")
        #expect(scene.rect("b") == "(132, 21.5, 40, 20)")
        #expect(scene.rect("rule") == "(0, 49.5, 200, 1)")
        #expect(scene.rect("d") == "(132, 58.5, 40, 20)")
    }

    @Test func aFullWidthTextWidensItsColumnsOnlyAsFarAsItNeeds() {
        let scene = compose(
            Grid {
                GridRow {
                    box(20, 10, "a")
                    box(20, 10, "b")
                }
                text10("a long caption").named("caption")
            }.named("grid"))
        #expect(scene.rect("grid") == "(65, 34.5, 70, 31)")
        #expect(scene.rect("a") == "(70.5, 34.5, 20, 10)")
        #expect(scene.rect("b") == "(109.5, 34.5, 20, 10)")
        #expect(scene.rect("caption") == "(65, 52.5, 70, 13)")
    }

    @Test func aCellSpanningTwoColumnsWidensBothEqually() {
        let scene = compose(
            Grid {
                GridRow {
                    box(40, 20, "a")
                    box(40, 20, "b")
                }
                GridRow { box(120, 20, "wide").gridCellColumns(2) }
            }.named("grid"))
        #expect(scene.rect("grid") == "(40, 26, 120, 48)")
        #expect(scene.rect("a") == "(48, 26, 40, 20)")
        #expect(scene.rect("b") == "(112, 26, 40, 20)")
        #expect(scene.rect("wide") == "(40, 54, 120, 20)")
    }

    /// `gridCellUnsizedAxes(.horizontal)`: the bar takes the width the other cells give the
    /// grid instead of widening it to the proposal.
    @Test func anUnsizedCellTakesTheWidthTheOthersGive() {
        func grid(unsized: Bool) -> some View {
            Grid {
                GridRow {
                    box(80, 20, "a")
                    box(40, 20, "b")
                }
                GridRow {
                    Color.blue.frame(height: 10).gridCellUnsizedAxes(unsized ? .horizontal : []).gridCellColumns(2).named("bar")
                }
            }.named("grid")
        }
        let unsized = compose(grid(unsized: true))
        #expect(unsized.rect("grid") == "(36, 31, 128, 38)")
        #expect(unsized.rect("bar") == "(36, 59, 128, 10)")
        let sized = compose(grid(unsized: false))
        #expect(sized.rect("grid") == "(0, 31, 200, 38)")
        #expect(sized.rect("bar") == "(0, 59, 200, 10)")
    }

    @Test func anEmptyCellTakesItsCellsSizeAndSizesNothing() {
        let scene = compose(
            Grid {
                GridRow {
                    box(40, 20, "a")
                    box(40, 20, "b")
                }
                GridRow {
                    Color.clear.gridCellUnsizedAxes([.horizontal, .vertical]).named("empty")
                    box(40, 30, "d")
                }
            }.named("grid"))
        #expect(scene.rect("grid") == "(56, 21, 88, 58)")
        #expect(scene.rect("empty") == "(56, 49, 40, 30)")
        #expect(scene.rect("d") == "(104, 49, 40, 30)")
    }

    /// Flexible cells share the width as a stack's children do: the rigid column first.
    @Test func flexibleCellsShareWhatTheRigidOnesLeave() {
        let scene = compose(
            Grid {
                GridRow {
                    Color.red.named("fill")
                    Color.blue.frame(width: 50).named("fixed")
                }
            })
        #expect(scene.rect("fill") == "(0, 0, 142, 100)")
        #expect(scene.rect("fixed") == "(150, 0, 50, 100)")
    }

    @Test func withNoProposalEveryCellTakesItsIdealSize() {
        let grid = Grid {
            GridRow {
                text10("abc")
                text10("de")
            }
        }
        #expect(sizeThatFits(grid, .unspecified) == CGSize(width: 33, height: 13))
    }

    /// A modifier on a row applies to each of its cells, as on a `Group`.
    @Test func aModifierOnARowAppliesToEachCell() {
        let scene = compose(
            Grid {
                GridRow {
                    box(40, 20, "a")
                    box(40, 20, "b")
                }.padding(5)
            }.named("grid"))
        #expect(scene.rect("grid") == "(46, 35, 108, 30)")
        #expect(scene.rect("a") == "(51, 40, 40, 20)")
        #expect(scene.rect("b") == "(109, 40, 40, 20)")
    }

    @Test func outsideAGridARowIsAGroup() {
        let scene = compose(
            VStack(spacing: 0) {
                GridRow {
                    box(10, 10, "a")
                    box(10, 10, "b")
                }
            })
        #expect(scene.rect("a") == "(95, 40, 10, 10)")
        #expect(scene.rect("b") == "(95, 50, 10, 10)")
    }

    @Test func rightToLeftTheColumnsAreMirrored() {
        var environment = EnvironmentValues()
        environment.layoutDirection = .rightToLeft
        let scene = compose(twoRows(), environment: environment)
        #expect(scene.rect("grid") == "(41, 26, 118, 48)")
        #expect(scene.rect("a") == "(114, 31, 40, 20)")
        #expect(scene.rect("b") == "(41, 26, 60, 30)")
        #expect(scene.rect("c") == "(109, 64, 50, 10)")
    }

    /// A row on `.firstTextBaseline` lines its texts up as an `HStack` on that guide does.
    @Test func aBaselineRowLinesUpItsTextsAsAStackDoes() throws {
        let big = Text(verbatim: "Big").font(.system(size: 20))
        let grid = compose(
            Grid {
                GridRow(alignment: .firstTextBaseline) {
                    big.named("big")
                    text10("small").named("small")
                }
            })
        let stack = compose(
            HStack(alignment: .firstTextBaseline) {
                big.named("big")
                text10("small").named("small")
            })
        func drop(_ scene: ComposedScene) throws -> CGFloat {
            let big = try #require(scene.layout.frame(of: "big"))
            let small = try #require(scene.layout.frame(of: "small"))
            return small.minY - big.minY
        }
        #expect(try drop(grid) == drop(stack))
        #expect(try drop(grid) > 0)
        #expect(grid.size("big") == stack.size("big"))
    }

    @Test func aSpanBelowOneIsReportedAndSpansOne() {
        let scene = compose(
            Grid {
                GridRow {
                    box(40, 20, "a").gridCellColumns(0)
                    box(40, 20, "b")
                }
            }.named("grid"))
        #expect(scene.rect("grid") == "(56, 40, 88, 20)")
        #expect(scene.diagnostics(.invalidValue).contains { $0.message.contains("gridCellColumns(0)") })
    }
}
