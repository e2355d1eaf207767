internal import CWidgetRender
import WidgetRenderResources

/// How a process that renders one image sets up glibc's heap: one malloc arena for all its
/// threads, grown at least 4 MiB at a time (`mallopt(M_ARENA_MAX, 1)` and
/// `mallopt(M_TOP_PAD, 4 MiB)`).
///
/// By default each thread that allocates while another holds the main arena gets an arena of
/// its own: the rendering thread and Pango's short-lived font-matching threads each map a heap
/// of 64 MiB of address space, trim it, and grow it one page at a time (an `mprotect` call
/// each), and their memory is never reused by the others. Buffers from 128 KiB up (the bitmap,
/// the gradient's image, the encoder's) are mapped and unmapped one by one. With one arena
/// grown 4 MiB at a time those buffers come from the heap, and memory one thread frees is
/// reused by the next, so fewer pages are faulted in (*Benchmarks*, "Start-up, 2026-12-06 night").
///
/// Only for a process that renders one image at a time: threads rendering side by side
/// (`sheet`, `render-all`, a batch) would wait on each other for the one arena's lock.
package enum OneRenderHeap {
    /// Sets the heap up as described above; call it before the process starts a second
    /// thread (the setting applies to arenas made later). Does nothing with
    /// `WIDGET_RENDER_BENCH_NO_ONE_RENDER_HEAP=1` (*Benchmarks*).
    package static func configure() {
        #if os(Linux)
            guard !StartupBenchSwitches.noOneRenderHeap else { return }
            _ = mallopt(M_ARENA_MAX, 1)
            _ = mallopt(M_TOP_PAD, 4 << 20)
        #endif
    }
}
