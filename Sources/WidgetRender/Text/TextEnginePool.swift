import Foundation

/// A thread-safe, bounded pool of ``TextEngine``s: each concurrent caller gets an engine of
/// its own, and at most ``maximumEngines`` engines ever exist.
///
/// Pango font maps and contexts are not thread-safe, and an engine is expensive to create, so
/// engines are created on demand, up to the bound, and reused: a caller borrows one for the
/// duration of a closure and returns it to the pool afterwards. A caller that finds every
/// engine borrowed waits until one comes back, so the number of engines, and the memory they
/// hold, stays fixed however many threads render.
///
/// All the engines of a pool share one ``FontConfiguration`` (the fontconfig configuration
/// holding the scanned font files); each has its own font map and Pango context.
///
/// ```swift
/// let bitmap = try TextEnginePool.shared.withEngine { engine in
///     try Rasterizer.render(list, textEngine: engine)
/// }
/// ```
package final class TextEnginePool: @unchecked Sendable {
    // @unchecked: every stored `var` is only touched while `condition` is locked, and an
    // engine is used by one thread at a time (it is out of `idle` while borrowed).

    /// The pool over the package's bundled fonts.
    package static let shared = TextEnginePool()

    /// The default bound: one engine per active processor, and at least 4, so that a few
    /// overlapping callers never wait on a small machine. More engines than processors would
    /// only hold memory: each engine keeps a font map and caches of several megabytes.
    package static var defaultMaximumEngines: Int {
        max(ProcessInfo.processInfo.activeProcessorCount, 4)
    }

    /// The most engines the pool creates, and so the most callers served at once.
    package var maximumEngines: Int { locked { maximumEnginesLocked() } }

    /// The bound asked for (`nil`: ``defaultMaximumEngines``), and the bound once known: the
    /// default is asked of Foundation (which reads the process's cgroup limits) only when a
    /// second engine might be needed, never by a process that renders on one thread.
    private let requestedMaximum: Int?
    private var knownMaximum: Int?

    private let fontsPath: String?
    private let condition = NSCondition()
    private var configuration: FontConfiguration?
    private var idle: [TextEngine] = []
    /// Engines created or being created: never more than `maximumEngines`.
    private var engineCount = 0
    private var created = 0
    /// The engine each thread borrowed, for nested calls on that thread.
    private var borrowers: [pthread_t: TextEngine] = [:]

    /// Creates a pool whose engines share one configuration over the fonts of `fontsDirectory`
    /// (`nil`: the bundled `Fonts/` folder), loaded when the first engine is created.
    ///
    /// - Parameter maximumEngines: The bound on engines (at least 1).
    package init(fontsDirectory: URL? = nil, maximumEngines: Int? = nil) {
        self.fontsPath = fontsDirectory?.posixPath
        self.requestedMaximum = maximumEngines
    }

    /// Creates a pool whose engines share `configuration`.
    ///
    /// - Parameter maximumEngines: The bound on engines (at least 1).
    init(configuration: FontConfiguration, maximumEngines: Int? = nil) {
        self.fontsPath = configuration.directoryPath
        self.configuration = configuration
        self.requestedMaximum = maximumEngines
    }

    /// ``maximumEngines``, with `condition` locked.
    private func maximumEnginesLocked() -> Int {
        if let knownMaximum { return knownMaximum }
        let maximum = max(requestedMaximum ?? TextEnginePool.defaultMaximumEngines, 1)
        knownMaximum = maximum
        return maximum
    }

    /// Runs `body` with an engine that no other thread uses meanwhile.
    ///
    /// When every engine is borrowed, waits for one to be returned. A nested call (from inside
    /// `body`, on the same thread) gets the engine its caller holds, so it never waits for an
    /// engine that only its own caller could return.
    ///
    /// - Throws: ``WidgetRenderError`` when the fonts cannot be loaded or a new engine cannot
    ///   be created, or whatever `body` throws.
    package func withEngine<R>(_ body: (TextEngine) throws -> R) throws -> R {
        let thread = pthread_self()
        if let held = locked({ borrowers[thread] }) {
            return try body(held)
        }
        let engine = try checkOut(for: thread)
        defer { checkIn(engine, from: thread) }
        return try body(engine)
    }

    /// The number of idle engines (for tests).
    var idleCount: Int {
        locked { idle.count }
    }

    /// The number of engines this pool has created so far: never more than ``maximumEngines``.
    package var enginesCreated: Int {
        locked { created }
    }

    /// The configuration the engines share, once the first engine has been asked for.
    var sharedConfiguration: FontConfiguration? {
        locked { configuration }
    }

    private func locked<R>(_ body: () throws -> R) rethrows -> R {
        condition.lock()
        defer { condition.unlock() }
        return try body()
    }

    /// An idle engine, or a new one while there are fewer than the bound, or else the first
    /// engine returned.
    private func checkOut(for thread: pthread_t) throws -> TextEngine {
        condition.lock()
        while true {
            if let engine = idle.popLast() {
                borrowers[thread] = engine
                condition.unlock()
                return engine
            }
            if engineCount == 0 || engineCount < maximumEnginesLocked() { break }
            condition.wait()
        }
        // Reserve the place before unlocking, so that no other caller creates it too.
        engineCount += 1
        let shared: FontConfiguration
        do {
            shared = try configuration ?? loadConfiguration()
        } catch {
            engineCount -= 1
            condition.signal()
            condition.unlock()
            throw error
        }
        condition.unlock()

        // Outside the lock: creating a font map takes a while, and others may check in meanwhile.
        let engine: TextEngine
        do {
            engine = try TextEngine(configuration: shared)
        } catch {
            locked {
                engineCount -= 1
                condition.signal()
            }
            throw error
        }
        locked {
            created += 1
            borrowers[thread] = engine
        }
        return engine
    }

    /// Loads the configuration the engines share; called with the lock held, once (until it
    /// succeeds), so that no engine ever gets a configuration of its own.
    private func loadConfiguration() throws -> FontConfiguration {
        let loaded = try fontsPath.map { try FontConfiguration(fontsPath: $0, cacheRootPath: FontCacheFolder.defaultRootPath()) } ?? FontConfiguration()
        configuration = loaded
        return loaded
    }

    private func checkIn(_ engine: TextEngine, from thread: pthread_t) {
        locked {
            borrowers[thread] = nil
            idle.append(engine)
            condition.signal()
        }
    }
}
