import Foundation
import WidgetRender

/// "Limits": inputs far beyond what a widget shows, each rendered as a systemMedium widget
/// (median of 3 whole renders). The goal: each in under 1 s, cut with a diagnostic.
enum LimitsBench {
    /// A path of many line segments.
    private struct Segments: Shape {
        var count: Int
        func path(in rect: CGRect) -> Path {
            var p = Path()
            p.move(to: .zero)
            for i in 0..<count { p.addLine(to: CGPoint(x: rect.minX + CGFloat(i % 300), y: rect.minY + CGFloat(i % 150))) }
            return p
        }
    }

    static func run(_ renderer: WidgetRenderer) throws {
        let cases: [(String, AnyView)] = [
            ("text of 1,000,000 characters", AnyView(Text(String(repeating: "lorem ipsum ", count: 83_334)))),
            ("1,000,000 unbreakable characters", AnyView(Text(String(repeating: "x", count: 1_000_000)))),
            ("100,000 lines", AnyView(Text(String(repeating: "line\n", count: 100_000)))),
            ("100,000 gradient stops", AnyView(Rectangle().fill(LinearGradient(colors: (0..<100_000).map { Color(white: Double($0 % 2)) }, startPoint: .leading, endPoint: .trailing)))),
            ("1,000,000-segment path", AnyView(Segments(count: 1_000_000).stroke(.black, lineWidth: 1))),
        ]
        print("")
        print("Limits: inputs beyond what a widget shows, one systemMedium render each (goal < 1 s)")
        print(Bench.pad("input", 36) + Bench.pad("render", 12) + "diagnostic")
        let context = WidgetContext(family: .systemMedium)
        for (name, view) in cases {
            var diagnostic = ""
            let times = try Bench.measure(iterations: 3, budget: 30) {
                let image = try renderer.render(view.containerBackground(.white, for: .widget), in: context)
                diagnostic = image.diagnostics.first { $0.kind == .limitExceeded }?.message ?? "none"
            }
            print(Bench.pad(name, 36) + Bench.pad(String(format: "%.1f ms", Bench.median(times)), 12) + String(diagnostic.prefix(90)))
        }
    }
}
