import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A floor program `make bench` compiles and names in an environment variable:
/// `BENCH_FLOOR`, `Tests/Bench/floor.c` (the weather card drawn with the same libraries and
/// none of the engine), and `BENCH_SWIFT_FLOOR`, the same C called from a Swift `main` linked
/// as `widget-render` is (`Tests/Bench/swift-floor.swift`).
///
/// Both read the fonts bundled beside this bench through a fontconfig cache folder of their
/// own, draw the card at 474 × 474 pixels and write it as a PNG; given a count they also
/// measure that many draws and encodes in the one process (see `floor.c`).
struct FloorProgram {
    let path: String

    /// The program `environment[variable]` names, or `nil` when it names no executable.
    init?(environment variable: String) {
        guard let path = ProcessInfo.processInfo.environment[variable], !path.isEmpty,
            access(path, X_OK) == 0
        else { return nil }
        self.path = path
    }

    /// The command line that draws the card into `output`, its fontconfig cache in `folder`;
    /// with `repeat`, it also prints the medians of that many in-process draws and encodes.
    func command(folder: URL, output: String, repeat count: Int? = nil) -> [String] {
        let fonts = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
            .appendingPathComponent("WidgetRender_WidgetRenderResources.resources/Fonts").path
        let cache = folder.appendingPathComponent("floor-fontconfig").path
        return [path, fonts, cache, output] + (count.map { ["\($0)"] } ?? [])
    }

    /// Draws and encodes the card `count` times in one process (after the first, which warms
    /// it) and returns the medians, in ms.
    ///
    /// - Throws: When the program cannot run, fails, or prints something else.
    func inProcessTimes(count: Int) throws -> (draw: Double, encode: Double) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widget-render-floor-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = command(folder: folder, output: folder.appendingPathComponent("card.png").path, repeat: count)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = Array(arguments.dropFirst())
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let words = output.split(whereSeparator: \.isWhitespace)
        guard process.terminationStatus == 0, words.count == 4, words[0] == "draw", words[2] == "encode",
            let draw = Double(words[1]), let encode = Double(words[3])
        else {
            throw BenchError("\(arguments.joined(separator: " ")) exited with \(process.terminationStatus) and printed \"\(output)\"; rebuild it with make bench")
        }
        return (draw, encode)
    }
}
