import Foundation
import Testing

@testable import WidgetCore

@Suite struct GeometryReaderTests {
    @Test func aReaderTakesTheProposalAndPlacesItsContentTopLeading() {
        let scene = compose(
            GeometryReader { proxy in
                Color.red.frame(width: proxy.size.width / 2, height: proxy.size.height / 4).named("part")
            }.named("reader"), width: 200, height: 100)
        #expect(scene.rect("reader") == "(0, 0, 200, 100)")
        #expect(scene.rect("part") == "(0, 0, 100, 25)")
    }

    @Test func globalFramesAreInTheWidgetsSpaceAndLocalOnesStartAtZero() {
        let scene = compose(
            GeometryReader { proxy in
                VStack(spacing: 0) {
                    Color.red.frame(width: proxy.frame(in: .global).minX, height: 1).named("global")
                    Color.red.frame(width: proxy.frame(in: .local).minX + 7, height: 1).named("local")
                }
            }.padding(10), width: 200, height: 100)
        #expect(scene.size("global") == "10 × 1")
        #expect(scene.size("local") == "7 × 1")
    }

    @Test func aReaderInAStackIsGreedyAndUnspecifiedAxesAreTen() {
        let scene = compose(
            HStack(spacing: 0) {
                Color.blue.frame(width: 50)
                GeometryReader { _ in EmptyView() }.named("reader")
            }, width: 200, height: 100)
        #expect(scene.rect("reader") == "(50, 0, 150, 100)")
        #expect(sizeThatFits(GeometryReader { _ in EmptyView() }, .unspecified) == CGSize(width: 10, height: 10))
    }

    @Test func theSafeAreaIsEmpty() {
        var insets: EdgeInsets?
        _ = compose(
            GeometryReader { proxy in
                insets = proxy.safeAreaInsets
                return Color.clear
            })
        #expect(insets == EdgeInsets())
    }
}
