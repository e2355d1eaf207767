import Foundation
import WidgetRender

/// "Nested alternating stacks": HStack and VStack nested alternately to depth D, each level
/// holding a `Text("level d")` beside the next level. The goal is a per-level layout cost
/// that grows at most linearly: per-level(32) / per-level(16) ≤ 2×.
enum NestedStacksBench {
    /// (depth, default measured iterations) per case.
    static let cases = [(8, 20), (16, 10), (32, 5)]
    /// Seconds of measuring per case before stopping early.
    static let budget = 8.0
    static let canvas = CGSize(width: 360, height: 360)

    /// Level `level` of `depth`: a stack (HStack on even levels, VStack on odd ones) of the
    /// level's text and, unless it is the innermost, the next level.
    static func view(level: Int = 0, depth: Int) -> AnyView {
        let text = Text("level \(level)")
        let inner: AnyView? = level + 1 < depth ? view(level: level + 1, depth: depth) : nil
        if level.isMultiple(of: 2) {
            return AnyView(
                HStack {
                    text
                    if let inner { inner }
                })
        }
        return AnyView(
            VStack {
                text
                if let inner { inner }
            })
    }

    static func run(_ renderer: WidgetRenderer) throws {
        print("")
        print("Nested alternating stacks: HStack { Text(\"level 0\"); VStack { Text(\"level 1\"); HStack { … } } } to depth D")
        print("layout only, on 360 × 360 pt")
        print(Bench.pad("depth", 8) + Bench.pad("runs", 6) + Bench.pad("layout", 13) + Bench.pad("µs/level", 10) + Bench.pad("content (pt)", 16) + "texts cut")
        var perLevel: [Int: Double] = [:]
        for (depth, iterations) in cases {
            let view = view(depth: depth)
            let times = try Bench.measure(iterations: iterations, budget: budget) {
                _ = try renderer.layout(view, in: canvas)
            }
            let layout = Bench.median(times)
            perLevel[depth] = layout * 1000 / Double(depth)
            // Deep levels get little room: how much of the work is real text is worth seeing.
            let tree = try renderer.layout(view, in: canvas)
            var truncated = 0
            tree.forEach { if $0.isTruncated { truncated += 1 } }
            let content = String(format: "%.0f × %.0f", tree.root.frame.width, tree.root.frame.height)
            print(
                Bench.pad("\(depth)", 8) + Bench.pad("\(times.count)", 6) + Bench.pad(String(format: "%.2f ms", layout), 13)
                    + Bench.pad(String(format: "%.2f", layout * 1000 / Double(depth)), 10) + Bench.pad(content, 16) + "\(truncated) of \(depth)")
        }
        if let deep = perLevel[32], let shallow = perLevel[16], shallow > 0 {
            print(String(format: "per-level layout ratio depth 32 / depth 16: %.2f× (goal ≤ 2×)", deep / shallow))
        }
    }
}
