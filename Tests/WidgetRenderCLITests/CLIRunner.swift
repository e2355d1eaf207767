import Foundation
import Testing
import WidgetGallery
import WidgetRender

/// Runs the built `widget-render` binary and captures what it printed.
struct CLIResult {
    /// Standard output as bytes (a PNG with `-o -`).
    var stdoutData: Data
    var stderr: String
    var exitCode: Int32
    /// Whether the tool was killed for running past the run's timeout.
    var timedOut = false

    /// Standard output as text.
    var stdout: String { String(decoding: stdoutData, as: UTF8.self) }

    /// Standard error split into lines (without the final line break).
    var stderrLines: [String] {
        stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }
}

enum CLIRunner {
    /// The `widget-render` executable beside the test bundle in the build folder, or the one
    /// `WIDGET_RENDER_CLI` names (to run these tests against another build).
    static var executable: URL {
        if let override = ProcessInfo.processInfo.environment["WIDGET_RENDER_CLI"], !override.isEmpty {
            return URL(fileURLWithPath: override)
        }
        let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var dir = testBinary.deletingLastPathComponent()
        // On macOS the tests run inside an .xctest bundle; climb out of it.
        while dir.path.contains(".xctest") { dir = dir.deletingLastPathComponent() }
        return dir.appendingPathComponent("widget-render")
    }

    /// Runs the tool with `arguments`, in the folder `directory` (default: this process's);
    /// with `fileSizeLimitBlocks`, under `ulimit -f` (in 512-byte blocks), and with
    /// `redirections` (shell syntax, e.g. `3</dev/null`) applied to the tool, both through
    /// `/bin/sh`; `environment` is added to this process's.
    /// With `timeout` (seconds), a tool still running then is killed and the result says so.
    static func run(
        _ arguments: [String], in directory: URL? = nil, fileSizeLimitBlocks: Int? = nil, redirections: String? = nil,
        environment: [String: String] = [:], timeout: Double? = nil
    ) throws -> CLIResult {
        let process = Process()
        if let directory { process.currentDirectoryURL = directory }
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        if fileSizeLimitBlocks != nil || redirections != nil {
            let limit = fileSizeLimitBlocks.map { "ulimit -f \($0) && " } ?? ""
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", limit + "exec \"$0\" \"$@\"" + (redirections.map { " " + $0 } ?? ""), executable.path] + arguments
        } else {
            process.executableURL = executable
            process.arguments = arguments
        }
        return try capture(process, timeout: timeout)
    }

    /// Runs `script` with `/bin/sh -c`, `$0` the tool (for arguments and variables Foundation
    /// cannot pass, such as bytes that are not UTF-8: `"$(printf 'bad\\377')"`).
    static func run(shell script: String, timeout: Double? = nil) throws -> CLIResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script, executable.path]
        return try capture(process, timeout: timeout)
    }

    /// Runs `process` and captures its output; with `timeout`, kills it (`SIGKILL`) when it
    /// runs longer.
    private static func capture(_ process: Process, timeout: Double?) throws -> CLIResult {
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let killed = ProcessKiller()
        if let timeout {
            let pid = process.processIdentifier
            DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { [process] in
                if process.isRunning, kill(pid, SIGKILL) == 0 { killed.mark() }
            }
        }
        // Both pipes are drained at once: read one after the other, a tool that fills the
        // other's pipe buffer first (64 KiB: `LD_DEBUG` output of the tool and of the
        // symboliser a sanitiser starts at exit) blocks on it while this waits on the first.
        let errors = PipeDrain(err.fileHandleForReading)
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = errors.wait()
        process.waitUntilExit()
        return CLIResult(
            stdoutData: outData,
            stderr: String(decoding: errData, as: UTF8.self),
            exitCode: process.terminationStatus,
            timedOut: killed.happened
        )
    }

    /// A fresh empty folder for a test's output.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("widget-render-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The names in `folder`, sorted, hidden ones included.
    static func names(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    /// The pixel size a render of `family` on `device` has with the context's defaults (read
    /// from `WidgetContext`, so a change of the default OS generation moves it too).
    /// The gallery's widget names as the tool lists them in its errors.
    static var galleryNames: String { Gallery.items.map(\.name).joined(separator: ", ") }

    /// The files `render-all` writes for the gallery on `device`, sorted: every widget × each
    /// family it supports that the device has × light and dark, and every control × each
    /// placement the device shows × off and on (the gallery's one control is a toggle).
    static func renderAllFiles(on device: DeviceProfile = .iPhone6_1) -> [String] {
        (renderAllWidgetFiles(on: device) + renderAllControlFiles(on: device)).sorted()
    }

    /// The widgets' files of `render-all` on `device`, sorted.
    static func renderAllWidgetFiles(on device: DeviceProfile = .iPhone6_1) -> [String] {
        Gallery.items.flatMap { item in
            item.families.filter { device.slots[$0] != nil }.flatMap { family in
                ["light", "dark"].map { "\(item.name)-\(family.rawValue)-\($0).png" }
            }
        }.sorted()
    }

    /// The controls' files of `render-all` on `device`, sorted: the placements written out
    /// here rather than read from `ControlPlacement.all(on:)`, which the tool uses.
    static func renderAllControlFiles(on device: DeviceProfile = .iPhone6_1) -> [String] {
        let placements: [String]
        let withIsland = ["iPhone6_1", "iPhone6_7", "iOS26_iPhone6_3", "iOS26_iPhone6_9"]
        switch device.system {
        case .watchOS10, .macOS26, .macOS27, .visionOS26, .visionOS27:
            placements = []
        case .iOS17, .iOS26, .iOS27, .iPadOS17:
            placements = ["controlCenter-small", "controlCenter-medium", "controlCenter-large", "lockScreen"] + (withIsland.contains(device.name) ? ["actionButton"] : [])
        }
        #expect(Gallery.controls.map(\.name) == ["focus-timer"], "the expected files assume the gallery's one control, a toggle")
        return Gallery.controls.flatMap { control in
            placements.flatMap { placement in ["off", "on"].map { "\(control.name)-\(placement)-\($0).png" } }
        }.sorted()
    }

    static func defaultPixels(_ family: WidgetFamily, on device: DeviceProfile = .iPhone6_1) throws -> (Int, Int) {
        let size = try WidgetContext(family: family, device: device).pixelSize()
        return (size.width, size.height)
    }

    /// The pixel size from a PNG's IHDR chunk, or nil when the bytes are not a PNG.
    static func pngSize(_ data: Data) -> (Int, Int)? {
        let bytes = [UInt8](data)
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count > 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        func be(_ i: Int) -> Int { bytes[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (be(16), be(20))
    }
}

/// Whether a run's watchdog killed the tool.
private final class ProcessKiller: @unchecked Sendable {
    // @unchecked: `killed` is guarded by `lock`.
    private let lock = NSLock()
    private var killed = false

    func mark() {
        lock.lock()
        killed = true
        lock.unlock()
    }

    var happened: Bool {
        lock.lock()
        defer { lock.unlock() }
        return killed
    }
}

/// Reads a pipe to its end on a thread of its own.
private final class PipeDrain: @unchecked Sendable {
    // @unchecked: `data` is written by the reading thread before `done` is signalled, and read
    // only after waiting for it.
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    /// The bytes read, once the pipe's writers have all closed it.
    func wait() -> Data {
        done.wait()
        return data
    }
}
