import Foundation
import WidgetCore

/// Start-up work of a short program done on a second thread while its main thread loads the
/// fonts (``WidgetRenderer/useBundledFontsAsProcessDefault()``): what its first render needs
/// and would otherwise make on its own path.
///
/// - A default ``WidgetContext``: its locale and time zone, whose first making sets up
///   Foundation's ICU locale (about half a millisecond of a one-render process); the
///   program's own context then finds them in Foundation's caches.
/// - The bundled symbols' manifest (``SymbolLibrary/shared``, about half a millisecond).
///
/// Both are Foundation's and this module's own thread-safe, made-once values: a render that
/// gets to one first makes it itself, or waits for the rest of it. Together they were 0.94 of
/// the wall time of `widget-render render`, measured side by side. Started once per process.
enum StartupPrefetch {
    static func start() {
        _ = started
    }

    private static let started: Void = {
        Thread.detachNewThread {
            _ = WidgetContext(family: .systemSmall)
            _ = SymbolLibrary.shared
        }
    }()
}
