import Foundation
import Testing
import WidgetRender

/// Line limits beyond any widget's lines are clamped, so no line count overflows.
@Suite struct LineLimitClampTests {
    static let renderer = Result { try WidgetRenderer() }
    private let text = "A text of a few words that wraps onto several lines in a small widget, and more."

    private func render(_ view: some View) throws -> RenderedImage {
        try Self.renderer.get().render(view.containerBackground(.white, for: .widget), in: WidgetContext(family: .systemSmall))
    }

    @Test func intMaxIsTheLargestLimit() throws {
        let huge = try render(Text(text).lineLimit(Int.max))
        let largest = try render(Text(text).lineLimit(EnvironmentValues.maximumLineLimit))
        #expect(huge.pixels == largest.pixels)
        #expect(huge.diagnostics == largest.diagnostics)
        #expect(try render(Text(text).lineLimit(1...Int.max)).pixels == largest.pixels)
    }

    @Test func reservingIntMaxLinesOverflowsTheWidgetAndSaysSo() throws {
        for view in [AnyView(Text(text).lineLimit(Int.max, reservesSpace: true)), AnyView(Text(text).lineLimit(Int.max...))] {
            let image = try render(view)
            #expect(image.diagnostics.contains { $0.kind == .contentOverflow }, "\(image.diagnostics)")
        }
    }

    @Test func theEnvironmentKeepsTheClampedValue() {
        var environment = EnvironmentValues()
        environment.lineLimit = Int.max
        #expect(environment.lineLimit == EnvironmentValues.maximumLineLimit)
        environment.lineLimit = -3
        #expect(environment.lineLimit == 0)
        environment.lineLimit = nil
        #expect(environment.lineLimit == nil)
    }
}
