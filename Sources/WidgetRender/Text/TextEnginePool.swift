import Foundation

/// A thread-safe pool of ``TextEngine``s: each concurrent caller gets an engine of its own.
///
/// Pango font maps and contexts are not thread-safe, and an engine is expensive to create (it
/// loads the fonts and builds a font map), so engines are created on demand and reused: a
/// caller borrows one for the duration of a closure and returns it to the pool afterwards.
///
/// ```swift
/// let bitmap = try TextEnginePool.shared.withEngine { engine in
///     try Rasterizer.render(list, textEngine: engine)
/// }
/// ```
package final class TextEnginePool: @unchecked Sendable {
    // @unchecked: `idle` is only touched while `lock` is held, and an engine is used by one
    // caller at a time (it is removed from `idle` while borrowed).

    /// The pool over the package's bundled fonts.
    package static let shared = TextEnginePool()

    /// The most idle engines kept; engines returned beyond this are released.
    package static let maximumIdleEngines = 16

    private let fontsDirectory: URL?
    private let lock = NSLock()
    private var idle: [TextEngine] = []

    /// Creates a pool whose engines load the fonts of `fontsDirectory` (`nil`: the bundled
    /// `Fonts/` folder).
    package init(fontsDirectory: URL? = nil) {
        self.fontsDirectory = fontsDirectory
    }

    /// Runs `body` with an engine that no other caller uses meanwhile.
    ///
    /// - Throws: ``WidgetRenderError`` when a new engine cannot load its fonts, or whatever
    ///   `body` throws.
    package func withEngine<R>(_ body: (TextEngine) throws -> R) throws -> R {
        let engine = try checkOut()
        defer { checkIn(engine) }
        return try body(engine)
    }

    /// The number of idle engines (for tests).
    var idleCount: Int {
        lock.withLock { idle.count }
    }

    private func checkOut() throws -> TextEngine {
        if let engine = lock.withLock({ idle.popLast() }) {
            return engine
        }
        if let fontsDirectory {
            return try TextEngine(fontsDirectory: fontsDirectory)
        }
        return try TextEngine()
    }

    private func checkIn(_ engine: TextEngine) {
        lock.withLock {
            if idle.count < TextEnginePool.maximumIdleEngines { idle.append(engine) }
        }
    }
}
