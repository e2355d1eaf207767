// `make bench`: for each gallery widget and family, the time to render + encode a PNG
// against the time to encode the same pixels alone (the floor), measured side by side in
// one run, reported as medians and their ratio; one widget in every rendering mode against
// full colour (`ModesBench`); then how layout scales with many rows
// (`TextRowsBench`) and with deep nesting (`NestedStacksBench`), and how inputs beyond what a
// widget shows are cut (`LimitsBench`).
//
// BENCH_ITERATIONS=n makes every section measure exactly n iterations; BENCH_SECTION=modes runs
// the rendering-modes section alone.
//
// `make memory` (`widget-render-bench memory`, or BENCH_MODE=memory): the gallery rendered
// from many threads for a while, and whether the resident memory stays flat (`MemoryBench`),
// after renderers created and released one after the other (`RendererChurnBench`).
import Foundation
import WidgetRender

let memoryMode = CommandLine.arguments.dropFirst().contains("memory")
    || ProcessInfo.processInfo.environment["BENCH_MODE"] == "memory"

do {
    let renderer = try WidgetRenderer()
    if ProcessInfo.processInfo.environment["BENCH_SECTION"] == "modes" {
        try ModesBench.run(renderer)
    } else if memoryMode {
        try RendererChurnBench.run()
        try MemoryBench.run(renderer)
    } else {
        try GalleryBench.run(renderer)
        try ModesBench.run(renderer)
        try TextRowsBench.run(renderer)
        try NestedStacksBench.run(renderer)
        try LimitsBench.run(renderer)
    }
} catch {
    FileHandle.standardError.write(Data("widget-render-bench: \(error)\n".utf8))
    exit(1)
}
