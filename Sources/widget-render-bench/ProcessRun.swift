import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// One timed run of a whole process: its wall time and processor time (user + system), in ms.
struct ProcessRun {
    var wall: Double
    var processor: Double

    /// Times one run of `arguments`, its output sent to /dev/null, with `environment` added to
    /// (or replacing in) this process's environment.
    ///
    /// - Throws: ``BenchError`` when the program cannot be started or exits with a failure.
    static func time(_ arguments: [String], environment: [String: String] = [:]) throws -> ProcessRun {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let envp = environment.isEmpty ? nil : merged(environment).map { strdup($0) } + [nil]
        defer { envp?.forEach { free($0) } }
        var pid: pid_t = 0
        let t0 = Bench.clock.now
        let spawned =
            envp.map { envp in envp.withUnsafeBufferPointer { posix_spawn(&pid, arguments[0], &actions, nil, argv, UnsafeMutablePointer(mutating: $0.baseAddress)) } }
            ?? posix_spawn(&pid, arguments[0], &actions, nil, argv, environ)
        guard spawned == 0 else {
            throw BenchError("cannot run \(arguments[0]): \(String(cString: strerror(spawned))); build it first (make bench does)")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}
        let ms = Bench.milliseconds(Bench.clock.now - t0)
        guard status == 0 else {
            throw BenchError("\(arguments.joined(separator: " ")) failed (wait status \(status))")
        }
        func milliseconds(_ t: timeval) -> Double { Double(t.tv_sec) * 1000 + Double(t.tv_usec) / 1000 }
        return ProcessRun(wall: ms, processor: milliseconds(usage.ru_utime) + milliseconds(usage.ru_stime))
    }

    /// This process's environment as `NAME=value` strings, with `additions` set.
    private static func merged(_ additions: [String: String]) -> [String] {
        var environment = ProcessInfo.processInfo.environment
        environment.merge(additions) { $1 }
        return environment.map { "\($0.key)=\($0.value)" }.sorted()
    }
}
