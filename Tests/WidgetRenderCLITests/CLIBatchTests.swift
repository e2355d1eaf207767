import Foundation
import Testing

/// The batch options of `render-all` and `previews`: `--jobs`, `--shard`, `--quiet`, `--json`.
@Suite("widget-render batch options")
struct CLIBatchTests {
    /// Every file of an unsharded `render-all` (58 for the gallery's widgets, 10 for its control).
    private let total = CLIRunner.renderAllFiles().count
    /// The control files, each of which reports its render's chosen figures as one warning.
    private let controlFiles = CLIRunner.renderAllControlFiles()

    /// `render-all` into a fresh folder with `extra` options.
    private func renderAll(_ extra: [String]) throws -> (result: CLIResult, folder: URL) {
        let folder = try CLIRunner.temporaryFolder().appendingPathComponent("out")
        return (try CLIRunner.run(["render-all", "-o", folder.path] + extra), folder)
    }

    /// The files in `folder` and their bytes.
    private func contents(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try CLIRunner.names(in: folder) {
            files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        return files
    }

    @Test func shardsAreDisjointAndTheirUnionIsTheWholeBatch() throws {
        let whole = try renderAll(["--quiet"])
        #expect(whole.result.exitCode == 0, "\(whole.result.stderr)")
        let all = try contents(whole.folder)
        #expect(all.keys.sorted() == CLIRunner.renderAllFiles())
        for count in [1, 3, 20] {
            var seen: [String: Data] = [:]
            var sizes: [Int] = []
            for index in 1...count {
                let part = try renderAll(["--quiet", "--shard", "\(index)/\(count)"])
                #expect(part.result.exitCode == 0, "\(index)/\(count): \(part.result.stderr)")
                let files = try contents(part.folder)
                let printed = part.result.stdout.split(separator: "\n").map { URL(fileURLWithPath: String($0)).lastPathComponent }
                #expect(printed.sorted() == files.keys.sorted(), "\(index)/\(count) prints what it writes")
                #expect(Set(files.keys).isDisjoint(with: seen.keys), "\(index)/\(count) overlaps an earlier shard")
                seen.merge(files) { a, _ in a }
                sizes.append(files.count)
            }
            #expect(seen == all, "the \(count) shards together are the whole batch, byte for byte")
            #expect((sizes.max() ?? 0) - (sizes.min() ?? 0) <= 1, "shards of \(count) differ by at most one job: \(sizes)")
        }
    }

    @Test func parallelJobsGiveTheSameBytesAndOrderAsSerial() throws {
        let serial = try renderAll(["--jobs", "1", "--quiet"])
        let parallel = try renderAll(["--jobs", "4", "--quiet"])
        #expect(serial.result.exitCode == 0 && parallel.result.exitCode == 0)
        #expect(try contents(serial.folder) == contents(parallel.folder))
        let names = { (r: CLIResult) in r.stdout.split(separator: "\n").map { URL(fileURLWithPath: String($0)).lastPathComponent } }
        #expect(names(serial.result) == names(parallel.result))
        #expect(names(serial.result) == names(serial.result).sorted(), "paths are printed in the sorted order of the jobs")
    }

    @Test func progressIsPlainLinesOffATerminalAndNoneWhenQuiet() throws {
        let shown = try renderAll(["--jobs", "2"])
        #expect(shown.result.exitCode == 0)
        // The progress lines, then one warning per control file (its chosen figures).
        let lines = Array(shown.result.stderrLines.prefix(total))
        let warnings = Array(shown.result.stderrLines.dropFirst(total))
        #expect(shown.result.stderrLines.count == total + controlFiles.count)
        #expect(!shown.result.stderr.contains("\r"), "no bar redraws when standard error is a pipe")
        let widgetLine = #"[a-z-]+-[A-Za-z]+-(light|dark)"#
        let controlLine = #"[a-z-]+-(controlCenter-(small|medium|large)|lockScreen|actionButton)-(on|off|preview)"#
        #expect(lines.allSatisfy { $0.range(of: #"^\[[1-9][0-9]*/\#(total)\] (\#(widgetLine)|\#(controlLine))\.png$"#, options: .regularExpression) != nil }, "\(lines)")
        #expect(Set(lines.map { $0.split(separator: " ")[0] }) == Set((1...total).map { "[\($0)/\(total)]" }), "each count once")
        #expect(lines.contains { $0.hasSuffix("] weather-systemLarge-dark.png") })
        #expect(lines.filter { $0.contains("] focus-timer-") }.count == controlFiles.count, "each control file is a job of its own")
        #expect(warnings.map { $0.components(separatedBy: ": ")[2] } == controlFiles, "one warning per control file, in their sorted order: \(warnings)")
        #expect(warnings.allSatisfy { $0.contains(".png: chosenFigure: Apple does not publish ") })
        let quiet = try renderAll(["--quiet"])
        #expect(quiet.result.exitCode == 0)
        #expect(quiet.result.stderrLines == warnings, "--quiet drops the progress, not the warnings")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "needs script(1) for a terminal"))
    func progressIsABarOnATerminal() throws {
        let folder = try CLIRunner.temporaryFolder().appendingPathComponent("out")
        // script(1) gives the tool a terminal as standard error; its paths go to /dev/null.
        let command = "'\(CLIRunner.executable.path)' render-all -o '\(folder.path)' --jobs 2 > /dev/null"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-q", "-e", "-c", command, "/dev/null"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(text)")
        let redraws = text.components(separatedBy: "\r[").dropFirst()
        #expect(redraws.count == total, "one redraw per job: \(text.debugDescription)")
        #expect(redraws.last?.hasPrefix("==============================] \(total)/\(total) ") == true, "\(text.debugDescription)")
        // The bar ends with a line break; the control files' warnings follow it, one a line.
        let end = try #require(text.range(of: "\u{1B}[K", options: .backwards), "\(text.debugDescription)")
        let after = text[end.upperBound...].replacingOccurrences(of: "\r\n", with: "\n")
        #expect(after.hasPrefix("\n"), "the bar ends with a line break: \(text.debugDescription)")
        let warnings = after.dropFirst().split(separator: "\n").map(String.init)
        #expect(warnings.map { $0.components(separatedBy: ": ")[2] } == controlFiles, "\(text.debugDescription)")
        #expect(!text.contains("[1/\(total)] "), "no plain lines on a terminal")
        #expect(try CLIRunner.names(in: folder).count == total)
    }

    @Test func jsonListsEveryFileWithItsDiagnostics() throws {
        let (r, folder) = try renderAll(["--json", "--quiet", "--shard", "2/2"])
        #expect(r.exitCode == 0, "\(r.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: r.stdoutData) as? [String: Any])
        #expect(object["command"] as? String == "render-all")
        #expect(object["shard"] as? String == "2/2")
        // Shard 2 of 2 takes every second job of the sorted list.
        #expect(object["jobs"] as? Int == total / 2)
        #expect(object["total"] as? Int == total)
        #expect((object["failures"] as? [Any])?.isEmpty == true)
        let files = try #require(object["files"] as? [[String: Any]])
        #expect(files.count == total / 2)
        for file in files {
            let path = try #require(file["path"] as? String)
            #expect(path.hasPrefix(folder.path + "/"))
            #expect(file["job"] as? String == URL(fileURLWithPath: path).lastPathComponent)
            #expect(FileManager.default.fileExists(atPath: path))
            let diagnostics = try #require(file["diagnostics"] as? [[String: String]])
            #expect(diagnostics.allSatisfy { $0["kind"]?.isEmpty == false && $0["message"]?.isEmpty == false })
        }
        #expect(try CLIRunner.names(in: folder).count == total / 2)
    }

    @Test func aFailedJobIsReportedAndTheOthersStillRun() throws {
        let folder = try CLIRunner.temporaryFolder()
        let blocked = folder.appendingPathComponent("steps-systemSmall-light.png")
        try FileManager.default.createDirectory(at: blocked, withIntermediateDirectories: false)
        let r = try CLIRunner.run(["render-all", "-o", folder.path, "--json", "--quiet"])
        #expect(r.exitCode == 73)
        #expect(r.stderrLines.first == "widget-render: steps-systemSmall-light.png: cannot write \"\(blocked.path)\": it is a folder; add a file name, e.g. \"\(blocked.path)/widget.png\"")
        #expect(r.stderrLines.last == "widget-render: 1 of \(total) jobs failed (see above); fix them and run render-all again")
        let object = try #require(try JSONSerialization.jsonObject(with: r.stdoutData) as? [String: Any])
        let failures = try #require(object["failures"] as? [[String: Any]])
        #expect(failures.count == 1)
        #expect(failures.first?["job"] as? String == "steps-systemSmall-light.png")
        #expect(failures.first?["exitCode"] as? Int == 73)
        #expect((object["files"] as? [Any])?.count == total - 1)
        #expect(try CLIRunner.names(in: folder).count == total)
    }

    @Test func badBatchOptionsAreUsageErrorsAndWriteNothing() throws {
        let folder = try CLIRunner.temporaryFolder().appendingPathComponent("never")
        for (extra, message) in [
            (["--jobs", "0"], "invalid jobs \"0\"; expected a whole number from 1 to 256, e.g. --jobs 4 (the default is the number of processors)"),
            (["--jobs", "-2"], "invalid jobs \"-2\""),
            (["--jobs", "1.5"], "invalid jobs \"1.5\""),
            (["--jobs", "many"], "invalid jobs \"many\""),
            (["--jobs", "257"], "invalid jobs \"257\""),
            (["--shard", "0/3"], "invalid shard \"0/3\"; the part must be from 1 to 3, e.g. --shard 1/3 (shards count from 1)"),
            (["--shard", "4/3"], "invalid shard \"4/3\"; the part must be from 1 to 3"),
            (["--shard", "1/0"], "invalid shard \"1/0\"; the part must be from 1 to 1"),
            (["--shard", "2"], "invalid shard \"2\"; expected i/n with 1 ≤ i ≤ n, e.g. --shard 1/4 (shards count from 1)"),
            (["--shard", "a/b"], "invalid shard \"a/b\"; expected i/n"),
            (["--shard", "1/1000000000"], "invalid shard \"1/1000000000\"; i and n have at most 9 digits (a batch has far fewer jobs), e.g. --shard 1/4"),
            (["--shard", " 1/2"], "invalid shard \" 1/2\"; expected i/n"),
            (["--quiet=yes"], "flag \"--quiet\" takes no value (got \"--quiet=yes\"); write just --quiet"),
            (["--all"], "unknown option \"--all\" for render-all; expected one of: --device, --jobs, --json, -o/--output, --quiet, --shard"),
        ] {
            let r = try CLIRunner.run(["render-all", "-o", folder.path] + extra)
            #expect(r.exitCode == 64, "\(extra)")
            #expect(r.stdout.isEmpty, "\(extra)")
            #expect(r.stderrLines.count == 1 && r.stderrLines[0].hasPrefix("widget-render: " + message), "\(extra): \(r.stderr)")
            #expect(!FileManager.default.fileExists(atPath: folder.path), "\(extra)")
        }
    }

    @Test func previewsTakeTheBatchOptions() throws {
        let whole = try CLIRunner.run(["previews", "--module", "WidgetGallery", "--scheme", "light", "--quiet", "-o", try CLIRunner.temporaryFolder().path])
        #expect(whole.exitCode == 0, "\(whole.stderr)")
        let all = whole.stdout.split(separator: "\n").map { URL(fileURLWithPath: String($0)).lastPathComponent }
        // 21 previews of 30 images in the gallery (the delivery Lock Screen preview has three
        // content states), light only.
        #expect(all.count == 30)
        var union: [String] = []
        for index in 1...2 {
            let part = try CLIRunner.run(["previews", "--module", "WidgetGallery", "--scheme", "light", "--shard", "\(index)/2", "--json", "-o", try CLIRunner.temporaryFolder().path])
            #expect(part.exitCode == 0, "\(part.stderr)")
            let object = try #require(try JSONSerialization.jsonObject(with: part.stdoutData) as? [String: Any])
            #expect(object["total"] as? Int == 21)
            let files = try #require(object["files"] as? [[String: Any]])
            union += files.compactMap { ($0["path"] as? String).map { URL(fileURLWithPath: $0).lastPathComponent } }
            #expect(part.stderrLines.count == object["jobs"] as? Int, "one progress line per preview job")
        }
        #expect(union.sorted() == all.sorted())
        #expect(Set(union).count == union.count)
    }
}
