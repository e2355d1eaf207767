import Foundation
import Testing

@testable import WidgetCore

/// On a watch the system font is SF Compact, whose metrics are not published: text in the
/// default and rounded designs is drawn with SF Pro's stand-ins, and each render says so once.
@Suite struct WatchFontStandInTests {
    private func diagnostics<V: View>(_ view: V, _ family: WidgetFamily = .accessoryRectangular, device: DeviceProfile = .watch45mm) throws -> [Diagnostic] {
        try WidgetComposer(measurer: FakeTextMeasurer())
            .composeWidget(view, in: WidgetContext(family: family, device: device), now: WidgetContext.referenceDate).diagnostics
            .filter { $0.kind == .chosenFigure }
    }

    @Test func theDefaultAndRoundedDesignsNameTheirStandInsOncePerRender() throws {
        let found = try diagnostics(
            VStack {
                Text("Standup").font(.headline)
                Text("10:30").font(.body)
                Text("Room 4").font(.system(size: 14, design: .rounded))
            })
        #expect(
            found.map(\.message) == [
                "watchOS sets this text in SF Compact, whose average width, x-height and cap height are not published; it is drawn in Inter, the SF Pro stand-in, assumed as wide as SF Pro Text (Fonts/README.md, \"SF Compact\").",
                "watchOS sets this text in SF Compact Rounded, whose metrics are not published; it is drawn in Quicksand, the SF Pro Rounded stand-in (Fonts/README.md, \"SF Compact\").",
            ])
    }

    @Test func customSerifAndMonospacedTextAndThePhoneAreNotReported() throws {
        #expect(try diagnostics(Text("Inter").font(.custom("Inter", size: 14))).isEmpty)
        #expect(try diagnostics(Text("News").font(.system(size: 14, design: .serif))).isEmpty)
        #expect(try diagnostics(Text("12:00").font(.system(size: 14, design: .monospaced))).isEmpty)
        #expect(try diagnostics(Text("Standup"), .accessoryRectangular, device: .iPhone6_1).isEmpty)
        #expect(try diagnostics(Color.blue, .accessoryCircular).isEmpty, "no text, nothing to report")
    }
}
