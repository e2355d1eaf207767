import Foundation
import WidgetGallery
import WidgetRender

/// "Live Activity vs widget": the gallery delivery's Lock Screen presentation (371 pt wide, as
/// tall as its content, @3x) against a systemMedium widget showing the same view on a white
/// container background, both rendered and PNG-encoded, interleaved. A presentation is a widget
/// render with a measured height and a platter, so the goal is the activity within 1.2× of
/// the widget.
enum LiveActivityBench {
    static let iterations = 40
    static let budget = 10.0

    /// The delivery's Lock Screen view as a widget's content.
    struct DeliveryCard: View {
        var body: some View {
            DeliveryLockScreenView(attributes: .sample, state: .onTheWay)
                .containerBackground(for: .widget) { Color.white }
        }
    }

    static func run(_ renderer: WidgetRenderer) throws {
        print("")
        print("Live Activity vs widget: the delivery's Lock Screen presentation and a systemMedium widget of the same view, render + PNG encode")
        let context = WidgetContext(family: .systemMedium)
        let activity = { try renderer.render(DeliveryActivity(), attributes: DeliveryAttributes.sample, state: .onTheWay, as: .content, in: context) }
        let widget = { try renderer.render(DeliveryCard(), in: context) }
        let a = try activity()
        let w = try widget()
        _ = try a.pngData()  // warm-up
        _ = try w.pngData()
        var activityTimes: [Double] = []
        var widgetTimes: [Double] = []
        let n = Bench.iterationsOverride ?? iterations
        let start = Date()
        func time(_ body: () throws -> Void) rethrows -> Double {
            let t0 = Bench.clock.now
            try body()
            return Bench.milliseconds(Bench.clock.now - t0)
        }
        // Interleaved so both see the same machine load.
        for _ in 0..<max(n, 1) {
            activityTimes.append(try time { _ = try activity().pngData() })
            widgetTimes.append(try time { _ = try widget().pngData() })
            if Bench.iterationsOverride == nil, Date().timeIntervalSince(start) > budget { break }
        }
        let am = Bench.median(activityTimes)
        let wm = Bench.median(widgetTimes)
        print(Bench.pad("activity", 10) + String(format: "%.2f ms", am) + "  \(a.pixelWidth) × \(a.pixelHeight) px  (\(activityTimes.count) runs)")
        print(Bench.pad("widget", 10) + String(format: "%.2f ms", wm) + "  \(w.pixelWidth) × \(w.pixelHeight) px  (\(widgetTimes.count) runs)")
        print(String(format: "activity / widget: %.2f× (goal ≤ 1.2×)", wm > 0 ? am / wm : 0))
    }
}
