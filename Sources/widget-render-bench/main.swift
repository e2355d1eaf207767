// `make bench`, every ratio measured side by side in one run (medians):
// - `GalleryBench`: each gallery widget and family, render + encode against encode alone;
// - `EncoderBench`: the PNG encoder against the previous one (libpng, zlib 1, Up filter);
// - `SnapshotBench`: a snapshot assertion against decoding its reference alone;
// - `TextRowsBench`, `NestedStacksBench`, `GridsBench`: how layout scales with many rows, deep
//   nesting and grid cells;
// - `LimitsBench`: how inputs beyond what a widget shows are cut;
// - `SymbolsBench`: a widget of 20 symbols against the same widget of 20 circles;
// - `ChartBench`: a widget with a 48-point line chart against the same widget without it;
// - `ModesBench`: one widget in every rendering mode against full colour;
// - `LiveActivityBench`: a Live Activity's Lock Screen presentation against a systemMedium
//   widget of the same view;
// - `ColdStartBench`: one whole `widget-render render` process against `rsvg-convert`.
//
// BENCH_ITERATIONS=n makes every section measure exactly n iterations; BENCH_SECTION=modes runs
// the rendering-modes section alone, BENCH_SECTION=coldstart the cold-start one and
// BENCH_SECTION=gallery the gallery one (what `make bench-compare` reads), BENCH_SECTION=sheet
// the contact sheets one, BENCH_SECTION=layout the three layout-scaling ones,
// BENCH_SECTION=activity the Live Activity one.
//
// `make memory` (`widget-render-bench memory`, or BENCH_MODE=memory): the gallery rendered
// from many threads for a while, and whether the resident memory stays flat (`MemoryBench`),
// after renderers created and released one after the other (`RendererChurnBench`).
import Foundation
import WidgetRender

let memoryMode =
    CommandLine.arguments.dropFirst().contains("memory")
    || ProcessInfo.processInfo.environment["BENCH_MODE"] == "memory"

do {
    let section = ProcessInfo.processInfo.environment["BENCH_SECTION"]
    let renderer = try WidgetRenderer()
    if section == "coldstart" {
        try ColdStartBench.run()
    } else if section == "gallery" {
        try GalleryBench.run(renderer)
    } else if section == "sheet" {
        try SheetBench.run()
    } else if section == "layout" {
        try TextRowsBench.run(renderer)
        try NestedStacksBench.run(renderer)
        try GridsBench.run(renderer)
    } else if section == "chart" {
        try ChartBench.run(renderer)
    } else if section == "modes" {
        try ModesBench.run(renderer)
    } else if section == "activity" {
        try LiveActivityBench.run(renderer)
    } else if memoryMode {
        try RendererChurnBench.run()
        try MemoryBench.run(renderer)
    } else {
        try GalleryBench.run(renderer)
        try ColdStartBench.run()
        try EncoderBench.run(renderer)
        try SnapshotBench.run(renderer)
        try ModesBench.run(renderer)
        try TextRowsBench.run(renderer)
        try NestedStacksBench.run(renderer)
        try GridsBench.run(renderer)
        try LimitsBench.run(renderer)
        try SymbolsBench.run(renderer)
        try ChartBench.run(renderer)
        try LiveActivityBench.run(renderer)
        try SheetBench.run()
    }
} catch {
    FileHandle.standardError.write(Data("widget-render-bench: \(error)\n".utf8))
    exit(1)
}
