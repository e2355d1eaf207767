// `make fuzz`: renders seeded random view trees in every family and reports crashes, hangs
// and broken layouts. The supervisor runs chunks of trees in child processes, so a crash is
// found (and its tree printed) without ending the run.
//
//   widget-render-fuzz [--seed S] [--count N] [--chunk K]     supervise N trees of seed S
//   widget-render-fuzz --child --seed S --start I --count N  render trees I..<I+N here
import Foundation
import WidgetRenderFuzz

func value(_ name: String, _ fallback: Int) -> Int {
    let args = CommandLine.arguments
    guard let i = args.firstIndex(of: name), i + 1 < args.count, let v = Int(args[i + 1]) else { return fallback }
    return v
}

let seed = UInt64(value("--seed", 1))
let count = value("--count", 1_000)

if CommandLine.arguments.contains("--child") {
    do {
        let report = try FuzzRunner(seed: seed, count: count, start: value("--start", 0)).run()
        for failure in report.failures { print("FAILURE \(failure)") }
        if let slowest = report.slowest { print(String(format: "SLOWEST %d %.1f ", slowest.index, slowest.milliseconds) + slowest.source) }
        exit(report.failures.isEmpty ? 0 : 1)
    } catch {
        FileHandle.standardError.write(Data("widget-render-fuzz: \(error)\n".utf8))
        exit(2)
    }
}

/// Runs trees `start..<start+count` in a child; returns its exit status and output.
func child(start: Int, count: Int) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
    process.arguments = ["--child", "--seed", "\(seed)", "--start", "\(start)", "--count", "\(count)"]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let crashed = process.terminationReason == .uncaughtSignal
    return (crashed ? -process.terminationStatus : process.terminationStatus, output)
}

let chunk = value("--chunk", 250)
var crashes: [Int] = []
var hangs: [Int] = []
var failures: [String] = []
var slowest: (Double, String) = (0, "")
do {
    var start = 0
    while start < count {
        let n = min(chunk, count - start)
        let (status, output) = try child(start: start, count: n)
        for line in output.split(separator: "\n") {
            if line.hasPrefix("FAILURE ") { failures.append(String(line.dropFirst(8))) }
            if line.hasPrefix("SLOWEST "), let ms = Double(line.split(separator: " ")[2]), ms > slowest.0 { slowest = (ms, String(line.dropFirst(8))) }
        }
        if status < 0 || status == 3 {
            // A crash or hang: find the tree one at a time.
            for i in start..<(start + n) {
                let (s, _) = try child(start: i, count: 1)
                if s < 0 {
                    crashes.append(i)
                    print("crash: seed \(seed) tree \(i)")
                }
                if s == 3 {
                    hangs.append(i)
                    print("hang: seed \(seed) tree \(i)")
                }
            }
        }
        start += n
        FileHandle.standardError.write(Data("fuzz: seed \(seed): \(start)/\(count) trees\n".utf8))
    }
} catch {
    FileHandle.standardError.write(Data("widget-render-fuzz: cannot run a child: \(error)\n".utf8))
    exit(2)
}
for f in failures { print("broken: \(f)") }
print("seed \(seed): \(count) trees × \(FuzzRunner.families.count) families: \(crashes.count) crashes, \(hangs.count) hangs, \(failures.count) broken layouts")
print(String(format: "slowest tree: %@ ms", slowest.1))
exit(crashes.isEmpty && hangs.isEmpty && failures.isEmpty ? 0 : 1)
