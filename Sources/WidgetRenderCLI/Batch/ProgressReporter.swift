import Foundation

/// Progress of a batch on standard error: a bar redrawn in place on a terminal, one plain
/// line per finished job otherwise (logs, pipes, CI), nothing with `--quiet`.
///
/// On a terminal the bar is `[=========>          ] 12/40 weather-systemSmall-light.png`,
/// redrawn with a carriage return and ended with a line break when the batch is done. Elsewhere
/// each finished job is a line `[12/40] weather-systemSmall-light.png` (`failed: ` before the
/// name when it failed), because a carriage return would garble a log. Jobs finish in any order
/// when they run in parallel, so the numbers count finished jobs, not positions in the list.
/// Standard output is never written, so paths and `--json` stay clean for scripts.
///
/// It is safe to call from several threads at once.
///
/// This API is stable: batch commands rely on ``Style``, ``init(total:style:)``,
/// ``init(total:quiet:)``, ``finished(_:failed:)`` and ``end()`` as they are.
final class ProgressReporter: @unchecked Sendable {
    /// How progress is shown.
    enum Style: Sendable {
        /// A bar redrawn in place (a terminal).
        case bar
        /// One line per finished job.
        case lines
        /// Nothing.
        case none
    }

    /// The bar's width in characters, between the brackets.
    static let barWidth = 30

    let style: Style
    let total: Int
    private let lock = NSLock()
    private var done = 0
    private let write: (String) -> Void
    private let forward: ((String, Bool) -> Void)?

    /// A reporter for `total` jobs that writes `style`'s text with `write`.
    init(total: Int, style: Style, write: @escaping (String) -> Void) {
        self.total = total
        self.style = style
        self.write = write
        forward = nil
    }

    /// A reporter that shows nothing and hands each finished job's name, and whether it
    /// failed, to `forward`: a sheet worker process passes its progress on to the parent's
    /// reporter this way (``SheetWorker``).
    init(forwardingTo forward: @escaping (String, Bool) -> Void) {
        total = 0
        style = .none
        write = { _ in }
        self.forward = forward
    }

    /// A reporter for `total` jobs on standard error: nothing when `quiet`, a bar when standard
    /// error is a terminal, lines otherwise.
    convenience init(total: Int, quiet: Bool) {
        let style: Style = quiet ? .none : isatty(STDERR_FILENO) == 1 ? .bar : .lines
        self.init(total: total, style: style) { text in
            StandardStreams.shared.errRaw(text)
        }
    }

    /// Counts the job `name` as finished (or failed) and shows it.
    func finished(_ name: String, failed: Bool = false) {
        lock.lock()
        defer { lock.unlock() }
        done += 1
        if let forward {
            forward(name, failed)
            return
        }
        let label = failed ? "failed: " + name : name
        switch style {
        case .none:
            break
        case .lines:
            write("[\(done)/\(total)] \(label)\n")
        case .bar:
            write("\r" + Self.bar(done: done, total: total) + " \(done)/\(total) " + Self.clip(label) + "\u{1B}[K")
        }
    }

    /// Ends the progress: the bar's line break (nothing for the other styles).
    func end() {
        lock.lock()
        defer { lock.unlock() }
        if style == .bar, done > 0 { write("\n") }
    }

    /// `[=====>    ]` for `done` of `total`.
    static func bar(done: Int, total: Int) -> String {
        let filled = total > 0 ? min(barWidth, done * barWidth / total) : barWidth
        let head = filled < barWidth && filled > 0 ? ">" : ""
        let body = String(repeating: "=", count: filled - head.count)
        return "[" + body + head + String(repeating: " ", count: barWidth - filled) + "]"
    }

    /// `name`, cut to 40 characters with a leading `…`, so the bar fits on one line.
    private static func clip(_ name: String) -> String {
        name.count <= 40 ? name : "…" + name.suffix(39)
    }
}
