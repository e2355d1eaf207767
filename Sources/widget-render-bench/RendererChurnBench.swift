import Foundation
import WidgetGallery
import WidgetRender

/// Part of `make memory`: renderers created, used for one render and released, one after the
/// other, and how much the resident memory grows per renderer. Each renderer loads its own
/// fontconfig configuration; releasing the renderer must free it (goal: well under 10 KB per
/// renderer; a configuration left behind by its font maps cost about 90 KB).
///
/// `MEMORY_RENDERERS` (default 200) sets how many renderers are measured, after 20 unmeasured.
enum RendererChurnBench {
    static func run() throws {
        let count = Int(MemoryBench.setting("MEMORY_RENDERERS", default: 200))
        let context = WidgetContext(family: .systemSmall)
        guard let item = Gallery.items.first else {
            throw WidgetRenderError("the gallery has no widget to render; add one to Gallery.items")
        }
        func churn(_ n: Int) throws {
            for _ in 0..<n {
                let renderer = try WidgetRenderer()
                _ = try item.render(renderer, context)
            }
        }
        try churn(20)  // warm-up: Pango's and fontconfig's process-wide state, malloc's arenas
        let before = try RSSSamples.statusMegabytes("VmRSS")
        try churn(count)
        let after = try RSSSamples.statusMegabytes("VmRSS")
        print(
            String(
                format: "renderer churn: %d renderers created, used and released: VmRSS %.1f → %.1f MB, %.1f KB per renderer",
                count, before, after, (after - before) * 1024 / Double(count)))
    }
}
