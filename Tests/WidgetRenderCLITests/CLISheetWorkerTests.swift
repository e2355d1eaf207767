import Foundation
import Testing
import WidgetGallery
import WidgetRender
@testable import WidgetRenderCLI

/// `widget-render sheet` with several sheets and jobs, which spreads the sheets over worker
/// processes (`SheetWorkers`), and the hidden worker command itself.
@Suite("widget-render sheet workers")
struct CLISheetWorkerTests {
    private let widgets = ["steps", "reading", "weather"]

    /// The progress lines without their counts (`[3/40] name` → `name`), sorted: processes
    /// finish steps in any order.
    private func steps(_ r: CLIResult) -> [String] {
        r.stderrLines.map { line in line.split(separator: " ", maxSplits: 1).last.map(String.init) ?? line }.sorted()
    }

    @Test func severalSheetsInProcessesGiveTheFilesOutputAndProgressOfOne() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let one = try CLIRunner.run(["sheet"] + widgets + ["-o", dir.path + "/one", "--jobs", "1"])
        let three = try CLIRunner.run(["sheet"] + widgets + ["-o", dir.path + "/three", "--jobs", "3"])
        #expect(one.exitCode == 0, "\(one.stderr)")
        #expect(three.exitCode == 0, "\(three.stderr)")
        let files = widgets.map { "\($0).png" } + ["index.html"]
        #expect(try CLIRunner.names(in: dir.appendingPathComponent("three")) == files.sorted())
        for file in files {
            let a = try Data(contentsOf: dir.appendingPathComponent("one/" + file))
            let b = try Data(contentsOf: dir.appendingPathComponent("three/" + file))
            #expect(a == b, "\(file) differs between --jobs 1 and --jobs 3")
        }
        #expect(three.stdout == one.stdout.replacingOccurrences(of: dir.path + "/one/", with: dir.path + "/three/"))
        #expect(steps(three) == steps(one))
        let cells = try widgets.reduce(0) { total, name in
            let item = try #require(Gallery.items.first { $0.name == name })
            return total + (try ContactSheetPlan(title: name, families: item.families).jobs.count)
        }
        #expect(three.stderrLines.count == cells + widgets.count)
        #expect(three.stderrLines.last?.hasPrefix("[\(cells + widgets.count)/\(cells + widgets.count)] ") == true)
    }

    @Test func theDiagnosticsAndJSONOfProcessesAreThoseOfOne() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        // On the iPad mini, whose small slot is the smallest, the steps and weather widgets
        // overflow their content area: there are diagnostics to pass on, and a `--device` the
        // workers must be given.
        let device = ["--device", "iPadMini"]
        let one = try CLIRunner.run(["sheet"] + widgets + ["-o", dir.path, "--jobs", "1", "--json", "--quiet"] + device)
        let two = try CLIRunner.run(["sheet"] + widgets + ["-o", dir.path, "--jobs", "2", "--json", "--quiet"] + device)
        #expect(one.exitCode == 0 && two.exitCode == 0, "\(one.stderr)\(two.stderr)")
        #expect(two.stdout == one.stdout)
        let json = try #require(try JSONSerialization.jsonObject(with: two.stdoutData) as? [String: Any])
        let files = try #require(json["files"] as? [[String: Any]])
        #expect(files.count == widgets.count + 1)
        #expect(files.contains { ($0["diagnostics"] as? [Any])?.isEmpty == false })
        let warnedOnce = try CLIRunner.run(["sheet"] + widgets + ["-o", dir.path, "--jobs", "1", "--quiet"] + device)
        let warnedByProcesses = try CLIRunner.run(["sheet"] + widgets + ["-o", dir.path, "--jobs", "3", "--quiet"] + device)
        #expect(warnedOnce.stderrLines.contains { $0.hasPrefix("widget-render: warning: ") })
        #expect(warnedByProcesses.stderr == warnedOnce.stderr)
        let page = try String(contentsOfFile: dir.path + "/index.html", encoding: .utf8)
        #expect(page.contains("<code>contentOverflow</code>"))
    }

    @Test func aWorkerThatCrashesFailsItsSheetAndTheRestIsWritten() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(
            ["sheet", "steps", "reading", "-o", dir.path, "--jobs", "2", "--quiet"],
            environment: ["WIDGET_RENDER_TEST_WORKER_ABORT": "1", "SWIFT_BACKTRACE": "enable=no"]
        )
        #expect(r.exitCode == 1)
        let written = try CLIRunner.names(in: dir)
        #expect(written.count == 2 && written.contains("index.html"), "\(written)")
        let drawn = try #require(written.first { $0.hasSuffix(".png") })
        let lost = drawn == "steps.png" ? "reading" : "steps"
        #expect(r.stdout == "\(dir.path)/\(drawn)\n\(dir.path)/index.html\n")
        #expect(r.stderrLines.contains(
            "widget-render: \(lost).png: the worker process drawing it was killed by signal 6 (Aborted); run widget-render sheet \(lost) --jobs 1 to see the error in one process"
        ), "\(r.stderr)")
        #expect(r.stderrLines.last == "widget-render: 1 of 3 jobs failed (see above); fix them and run sheet again")
        let html = try String(contentsOfFile: dir.path + "/index.html", encoding: .utf8)
        #expect(html.contains("src=\"\(drawn)\"") && !html.contains("\(lost).png"))
    }

    @Test func theWorkerCommandRunsOnlyUnderSheet() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run([SheetWorker.command, "--output", dir.path])
        #expect(r.exitCode == 64)
        #expect(r.stderr == "widget-render: __sheet-worker is run by widget-render sheet itself, with a pipe on file descriptor 3; run widget-render sheet instead\n")
        #expect(try CLIRunner.names(in: dir).isEmpty)
        let help = try CLIRunner.run(["--help"])
        #expect(!help.stdout.contains(SheetWorker.command))
    }
}
