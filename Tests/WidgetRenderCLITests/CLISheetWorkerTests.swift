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

    @Test func theJSONOfProcessesIsThatOfOneOnAnotherDevice() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        // A `--device` the workers must be given: the sheets' subtitles and sizes name it.
        let device = ["--device", "iPad11"]
        let one = try CLIRunner.run(["sheet"] + widgets + ["-o", dir.path + "/one", "--jobs", "1", "--json", "--quiet"] + device)
        let two = try CLIRunner.run(["sheet"] + widgets + ["-o", dir.path + "/two", "--jobs", "2", "--json", "--quiet"] + device)
        #expect(one.exitCode == 0 && two.exitCode == 0, "\(one.stderr)\(two.stderr)")
        #expect(two.stdout == one.stdout.replacingOccurrences(of: dir.path + "/one/", with: dir.path + "/two/"))
        for file in widgets.map({ "\($0).png" }) + ["index.html"] {
            let a = try Data(contentsOf: dir.appendingPathComponent("one/" + file))
            let b = try Data(contentsOf: dir.appendingPathComponent("two/" + file))
            #expect(a == b, "\(file) differs between --jobs 1 and --jobs 2")
        }
        let page = try String(contentsOfFile: dir.path + "/two/index.html", encoding: .utf8)
        #expect(page.contains("iPad11"))
    }

    @Test func aSheetsEndCrossesThePipeWithItsDiagnosticsAndReview() throws {
        let diagnostics = [Diagnostic(.contentOverflow, "the content is 114 × 119.5 pt"), Diagnostic(.truncatedText, "text \"a\nb\" is cut")]
        let review = try JSONDecoder().decode(
            ReviewSheet.self,
            from: Data(
                #"""
                {"widget": "steps", "path": "/out/steps.png", "fileName": "steps.png", "width": 3364, "height": 1886, "scale": 2,
                 "cells": [{"family": "systemSmall", "column": "fullColorLight", "columnTitle": "Full colour · light", "device": "iPhone6_1",
                            "frame": [64, 312, 564, 412], "widgetFrame": [188, 360, 316, 316],
                            "diagnostics": [{"kind": "contentOverflow", "message": "the content is 114 × 119.5 pt"}],
                            "tapTargets": [{"kind": "link", "frame": [200, 370, 88, 88], "url": "gallery://steps"}]}]}
                """#.utf8))
        let sent = SheetResult(outcome: BatchOutcome(name: "steps.png", result: .success([BatchJob.File(path: "/out/steps.png", diagnostics: diagnostics)])), review: review)
        let line = SheetWorkerMessage.end(of: 3, sent).line
        #expect(line.last == UInt8(ascii: "\n") && line.dropLast().allSatisfy { $0 != UInt8(ascii: "\n") })
        let message = try JSONDecoder().decode(SheetWorkerMessage.self, from: line.dropLast())
        #expect(message.sheet == 3 && message.step == nil)
        let received = try #require(message.result(named: "steps.png"))
        guard case .success(let files) = received.outcome.result else {
            Issue.record("the sheet arrived as a failure")
            return
        }
        #expect(files.map(\.path) == ["/out/steps.png"])
        #expect(files.first?.diagnostics == diagnostics)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(try encoder.encode(received.review) == (try encoder.encode(review)))

        let failure = SheetResult(outcome: BatchOutcome(name: "x.png", result: .failure(BatchFailure(message: "cannot write", code: .cannotCreate))), review: nil)
        let back = try JSONDecoder().decode(SheetWorkerMessage.self, from: SheetWorkerMessage.end(of: 0, failure).line.dropLast())
        guard case .failure(let f) = try #require(back.result(named: "x.png")).outcome.result else {
            Issue.record("the failure arrived as a success")
            return
        }
        #expect(f.message == "cannot write" && f.code == .cannotCreate)

        let unknown = #"{"sheet":1,"files":[{"path":"p","diagnostics":[{"kind":"noSuchKind","message":"m"}]}]}"#
        #expect(try JSONDecoder().decode(SheetWorkerMessage.self, from: Data(unknown.utf8)).result(named: "p") == nil)
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
        #expect(
            r.stderrLines.contains(
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

    /// A descriptor 3 that is open but not a pipe is not the parent's: the worker refuses to
    /// start, even when told `--replies 3` (the shell opens /dev/null there).
    @Test func aWorkerWhoseDescriptor3IsNotAPipeDoesNotStart() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run([SheetWorker.command, "--replies", "3", "--output", dir.path], redirections: "3</dev/null </dev/null")
        #expect(r.exitCode == 64)
        #expect(r.stderr == "widget-render: __sheet-worker is run by widget-render sheet itself, with a pipe on file descriptor 3; run widget-render sheet instead\n")
        #expect(try CLIRunner.names(in: dir).isEmpty)
    }
}

/// `sheet --looks every`, in one process and spread over worker processes.
@Suite("widget-render sheet --looks")
struct CLISheetLooksTests {
    @Test func everyLookIsTheSameInProcessesAndAsTheLibrarysPlan() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let widgets = ["steps", "glucose"]
        let one = try CLIRunner.run(["sheet"] + widgets + ["--looks", "every", "-o", dir.path + "/one", "--jobs", "1", "--quiet"])
        let two = try CLIRunner.run(["sheet"] + widgets + ["--looks", "every", "-o", dir.path + "/two", "--jobs", "2", "--quiet"])
        #expect(one.exitCode == 0, "\(one.stderr)")
        #expect(two.exitCode == 0, "\(two.stderr)")
        for name in widgets {
            let a = try Data(contentsOf: dir.appendingPathComponent("one/\(name).png"))
            let b = try Data(contentsOf: dir.appendingPathComponent("two/\(name).png"))
            #expect(a == b, "\(name).png differs between --jobs 1 and --jobs 2")
            // As wide as the library's plan of every look says: fourteen columns.
            let item = try #require(Gallery.items.first { $0.name == name })
            let geometry = try ContactSheetPlan.geometry(title: name, families: item.families, looks: .every)
            let width = a[16..<20].reduce(0) { $0 << 8 | Int($1) }
            #expect(width == geometry.pixelWidth)
        }
    }

    @Test func anUnknownLooksIsAUsageErrorAndWritesNothing() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(["sheet", "steps", "--looks", "all", "-o", dir.path + "/out"])
        #expect(r.exitCode == 64)
        #expect(r.stderr == "widget-render: unknown --looks \"all\"; expected one of: standard, every\n")
        #expect(!FileManager.default.fileExists(atPath: dir.path + "/out"))
    }
}
