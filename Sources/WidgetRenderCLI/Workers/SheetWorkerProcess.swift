import Foundation

/// One sheet worker process as its parent sees it (``SheetWorkers``): started with
/// `posix_spawn`, handed one sheet at a time on its standard input, its replies read from the
/// pipe on its file descriptor 3 (``SheetWorker``).
///
/// Its standard output is pointed at the parent's standard error and its standard error is
/// the parent's, so whatever it prints (a crash report included) is seen and never mixed into
/// the paths or JSON on standard output.
final class SheetWorkerProcess: @unchecked Sendable {
    // @unchecked: one thread at a time drives a worker (the scheduler gives each its own).
    private let pid: pid_t
    private let input: Int32
    private let replies: Int32
    private var buffered: [UInt8] = []
    private var ended = false

    /// Starts `executable` with `arguments` (the first is the program's name); nil when it
    /// cannot be started.
    init?(executable: String, arguments: [String]) {
        var toChild: [Int32] = [0, 0]
        var fromChild: [Int32] = [0, 0]
        guard pipe(&toChild) == 0 else { return nil }
        guard pipe(&fromChild) == 0 else {
            close(toChild[0])
            close(toChild[1])
            return nil
        }
        // Close-on-exec, so that no other child inherits them (workers are started one after
        // the other, before any of them is given work).
        for fd in toChild + fromChild { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        // The ends the child gets are moved above 3 first, so that each `dup2` below moves a
        // descriptor (one already in place would keep its close-on-exec flag).
        let childIn = Self.above3(toChild[0])
        let childReplies = Self.above3(fromChild[1])
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, childIn, 0)
        posix_spawn_file_actions_adddup2(&actions, 2, 1)
        posix_spawn_file_actions_adddup2(&actions, childReplies, SheetWorker.replies)
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        close(childIn)
        close(childReplies)
        if childIn != toChild[0] { close(toChild[0]) }
        if childReplies != fromChild[1] { close(fromChild[1]) }
        guard spawned == 0 else {
            close(toChild[1])
            close(fromChild[0])
            return nil
        }
        self.pid = pid
        input = toChild[1]
        replies = fromChild[0]
    }

    /// `fd` itself when it is above 3, else a close-on-exec copy above 3 (`fd` is then closed
    /// by the caller).
    private static func above3(_ fd: Int32) -> Int32 {
        guard fd <= 3 else { return fd }
        let moved = fcntl(fd, F_DUPFD_CLOEXEC, 10)
        return moved >= 0 ? moved : fd
    }

    /// Has the worker render the sheet of `widget` (number `index` of the run) and returns
    /// what became of it, counting its steps on `progress` as they come; a worker that has
    /// ended (it crashed, or was killed) fails the sheet with a message that says how to see why.
    func render(index: Int, widget: String, progress: ProgressReporter) -> SheetResult {
        let name = "\(widget).png"
        func failed(_ why: String) -> SheetResult {
            let message = "the worker process drawing it \(why); run widget-render sheet \(widget) --jobs 1 to see the error in one process"
            return SheetResult(outcome: BatchOutcome(name: name, result: .failure(BatchFailure(message: message, code: .failure))), review: nil)
        }
        guard !ended else { return failed("had ended") }
        guard send(Array("\(index) \(widget)\n".utf8)) else { return failed(end()) }
        while let line = readLine() {
            guard let message = try? JSONDecoder().decode(SheetWorkerMessage.self, from: Data(line)) else {
                return failed("sent a line that is not a reply (\(String(decoding: line.prefix(80), as: UTF8.self))) and \(end())")
            }
            if let step = message.step {
                progress.finished(step, failed: message.failed ?? false)
                continue
            }
            guard message.sheet == index, let result = message.result(named: name) else {
                return failed("sent a reply for another sheet or of another version of the tool, and \(end())")
            }
            return result
        }
        return failed(end())
    }

    /// Whether the process has ended (its pipes are closed).
    var hasEnded: Bool { ended }

    /// Closes the worker's input, so that it ends, and waits for it.
    func finish() {
        _ = end()
    }

    /// Closes the pipes, waits for the process and says how it ended ("exited with status 1",
    /// "was killed by signal 11").
    private func end() -> String {
        guard !ended else { return "had ended" }
        ended = true
        close(input)
        close(replies)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        let signal = status & 0x7F
        if signal == 0 { return "exited with status \((status >> 8) & 0xFF)" }
        return "was killed by signal \(signal) (\(String(cString: strsignal(signal))))"
    }

    /// Writes all of `bytes` to the worker's input; false when it has closed it.
    private func send(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { return false }
            offset += n
        }
        return true
    }

    /// The next line from the worker, without its line break; nil at the end of the pipe.
    private func readLine() -> [UInt8]? {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            if let newline = buffered.firstIndex(of: UInt8(ascii: "\n")) {
                let line = Array(buffered[..<newline])
                buffered.removeSubrange(...newline)
                return line
            }
            let n = chunk.withUnsafeMutableBytes { read(replies, $0.baseAddress, $0.count) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { return nil }
            buffered += chunk[..<n]
        }
    }
}
