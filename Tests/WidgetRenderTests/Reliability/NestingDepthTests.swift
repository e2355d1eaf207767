import Foundation
import Testing
import WidgetRender

@Suite("Nesting depth")
struct NestingDepthTests {
    /// `levels` nested padded stacks: one node level per padding and per stack.
    private static func nest(_ levels: Int) -> AnyView {
        var view = AnyView(Text("core"))
        for _ in 0..<levels { view = AnyView(VStack { view }) }
        return view
    }

    /// Runs `body` on a thread with a 512 KB stack, as Swift concurrency's threads have.
    private func onSmallStack<R: Sendable>(_ body: @escaping @Sendable () throws -> R) throws -> R {
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var outcome: Result<R, any Error>?
        let thread = Thread {
            outcome = Result { try body() }
            done.signal()
        }
        thread.stackSize = 512 * 1024
        thread.start()
        done.wait()
        return try #require(outcome).get()
    }

    @Test func theDeepestAllowedTreeRendersFromASmallStack() throws {
        let width = try onSmallStack {
            let renderer = try WidgetRenderer()
            return try renderer.render(Self.nest(ViewNode.maximumNestingDepth - 1), in: WidgetContext(family: .systemSmall)).pixelWidth
        }
        #expect(width == 488)
    }

    @Test func aDeeperTreeIsAnErrorNamingItsDepth() throws {
        let renderer = try WidgetRenderer()
        #expect {
            try renderer.render(Self.nest(600), in: WidgetContext(family: .systemSmall))
        } throws: { error in
            "\(error)".hasPrefix("the view tree is nested 601 levels deep; at most 512 levels are laid out.")
        }
        #expect(throws: WidgetRenderError.self) {
            try renderer.layout(Self.nest(600), in: CGSize(width: 100, height: 100))
        }
    }

    @Test func resolutionStopsAtItsOwnLimitWithoutOverflowing() throws {
        let renderer = try WidgetRenderer()
        #expect {
            try renderer.layout(Self.nest(5_000), in: CGSize(width: 100, height: 100))
        } throws: { error in
            "\(error)".hasPrefix("the view tree is nested more than 4096 views deep")
        }
    }
}
