import Foundation
import WidgetCore
import WidgetRenderResources

/// Start-up work of a short program done on a second thread while its main thread loads the
/// fonts (``WidgetRenderer/useBundledFontsAsProcessDefault()``): what its first render needs
/// and would otherwise make on its own path.
///
/// - A default ``WidgetContext``: its locale and time zone, whose first making sets up
///   Foundation's ICU locale; the program's own context then finds them in Foundation's caches.
/// - The bundled symbols' manifest (``SymbolLibrary/shared``).
///
/// Both are Foundation's and this module's own thread-safe, made-once values: a render that
/// gets to one first makes it itself, or waits for the rest of it. Doing them on a second
/// thread while the fonts load shortens a one-render process (*Benchmarks*). Started once per
/// process.
enum StartupPrefetch {
    static func start() {
        guard !StartupBenchSwitches.noPrefetch else { return }
        _ = started
    }

    private static let started: Void = {
        Thread.detachNewThread {
            _ = WidgetContext(family: .systemSmall)
            _ = SymbolLibrary.shared
        }
    }()
}
