internal import CWidgetRender
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs work on a thread with a large stack, whatever thread the caller is on.
///
/// Resolution, layout and paint recurse once per level of the view tree, and callers may be on
/// threads with small stacks (Swift concurrency's threads have 512 KB; a debug build uses far
/// more stack per level than a release build). Rendering on a thread of ``stackSize`` makes the
/// nesting limit (``ViewNode/maximumNestingDepth``) safe everywhere. The stack is reserved
/// address space; only the pages used are committed.
package enum DeepStack {
    /// The stack of the rendering thread: 64 MiB of address space. Measured in a debug build,
    /// the deepest tree allowed (511 nested stacks around a text) renders with 4 MiB and
    /// overflows 3 MiB, so this leaves sixteenfold room (resolution's own limit included).
    package static let stackSize = 64 << 20

    /// Runs `body` on a new thread with a ``stackSize`` stack and waits for it; its result or
    /// error is the caller's. If no such thread can be made, `body` runs on the caller's thread.
    ///
    /// A caller whose own thread already has a stack of ``stackSize`` (a batch's worker
    /// thread, made with ``hasDeepStack`` in mind) runs `body` itself: a thread per render
    /// costs its stack's mapping and unmapping each time, which threads rendering side by
    /// side wait on each other for (the process's memory map has one lock).
    package static func run<R>(_ body: () throws -> R) throws -> R {
        if hasDeepStack { return try body() }
        return try withoutActuallyEscaping(body) { body in
            let job = Job(body)
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            defer { pthread_attr_destroy(&attributes) }
            pthread_attr_setstacksize(&attributes, stackSize)
            var thread = pthread_t()
            let context = Unmanaged.passRetained(job).toOpaque()
            let started = pthread_create(
                &thread, &attributes,
                { raw in
                    guard let raw else { return nil }
                    Unmanaged<Runnable>.fromOpaque(raw).takeRetainedValue().runNow()
                    return nil
                }, context)
            if started != 0 {
                Unmanaged<Job<R>>.fromOpaque(context).release()
                return try body()
            }
            pthread_join(thread, nil)
            return try job.result()
        }
    }

    /// Whether the calling thread's stack is at least ``stackSize``. The main thread is never
    /// counted (its stack grows up to a limit the process may not reach, and asking for it
    /// reads the process's memory map).
    package static var hasDeepStack: Bool {
        wr_current_thread_stack_size() >= stackSize
    }

    /// What the new thread runs: a class rather than a protocol, so the thread reaches it
    /// without a cast (the first cast of a type to a protocol scans every conformance record).
    private class Runnable: @unchecked Sendable {
        func runNow() {}
    }

    /// One body and its outcome; touched by the rendering thread, then by the caller after join.
    private final class Job<R>: Runnable, @unchecked Sendable {
        // @unchecked: written by the rendering thread before it ends, read by the caller only
        // after pthread_join, which orders the two.
        private let body: () throws -> R
        private var outcome: Result<R, any Error>?

        init(_ body: @escaping () throws -> R) {
            self.body = body
        }

        override func runNow() {
            outcome = Result { try body() }
        }

        func result() throws -> R {
            guard let outcome else { throw WidgetRenderError("the rendering thread ended without a result; render again") }
            return try outcome.get()
        }
    }
}
