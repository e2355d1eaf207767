// `make bench`: for each gallery widget and family, the time to render + encode a PNG
// against the time to encode the same pixels alone (the floor), measured side by side in
// one run, reported as medians and their ratio; then how layout scales with many rows
// (`TextRowsBench`) and with deep nesting (`NestedStacksBench`), and how inputs beyond what a
// widget shows are cut (`LimitsBench`).
//
// BENCH_ITERATIONS=n makes every section measure exactly n iterations.
import Foundation
import WidgetRender

do {
    let renderer = try WidgetRenderer()
    try GalleryBench.run(renderer)
    try TextRowsBench.run(renderer)
    try NestedStacksBench.run(renderer)
    try LimitsBench.run(renderer)
} catch {
    FileHandle.standardError.write(Data("widget-render-bench: \(error)\n".utf8))
    exit(1)
}
