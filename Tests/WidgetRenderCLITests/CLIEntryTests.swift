import Foundation
import Testing

/// `render --entry FILE|-`: JSON decoded into the widget's entry type.
@Suite("widget-render render --entry")
struct CLIEntryTests {
    private static let steps = """
        {"date": "2026-06-01T14:30:00Z", "steps": 12000, "goal": 10000, "distanceKilometres": 9.1,
         "hourly": [100, 200, 300]}
        """

    /// A folder holding `entry.json` with `text`.
    private func entryFile(_ text: String) throws -> (folder: URL, path: String) {
        let dir = try CLIRunner.temporaryFolder()
        let url = dir.appendingPathComponent("entry.json")
        try Data(text.utf8).write(to: url)
        return (dir, url.path)
    }

    /// Runs `render steps` with a raw entry on standard input through `/bin/sh`.
    private func renderFromStandardInput(_ text: String, output: String) throws -> CLIResult {
        let (dir, path) = try entryFile(text)
        defer { try? FileManager.default.removeItem(at: dir) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exec \"$0\" render steps --entry - -o \"$1\" < \"$2\"", CLIRunner.executable.path, output, path]
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let o = out.fileHandleForReading.readDataToEndOfFile()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CLIResult(stdoutData: o, stderr: String(decoding: e, as: UTF8.self), exitCode: process.terminationStatus)
    }

    @Test func anEntryFileIsRenderedInsteadOfTheSample() throws {
        let (dir, path) = try entryFile(Self.steps)
        defer { try? FileManager.default.removeItem(at: dir) }
        let custom = try CLIRunner.run(["render", "steps", "--entry", path, "-o", "-"])
        #expect(custom.exitCode == 0, "\(custom.stderr)")
        let sample = try CLIRunner.run(["render", "steps", "-o", "-"])
        #expect(CLIRunner.pngSize(custom.stdoutData) != nil)
        #expect(custom.stdoutData != sample.stdoutData, "12,000 steps is not the sample's 7,842")
        let again = try CLIRunner.run(["render", "steps", "--entry", path, "-o", "-"])
        #expect(again.stdoutData == custom.stdoutData)
        let piped = try renderFromStandardInput(Self.steps, output: "-")
        #expect(piped.exitCode == 0, "\(piped.stderr)")
        #expect(piped.stdoutData == custom.stdoutData, "--entry - reads the same entry from standard input")
    }

    @Test(arguments: [
        (
            #"{"date": "2026-06-01T14:30:00Z", "steps": "many", "goal": 1, "distanceKilometres": 1, "hourly": []}"#,
            " at steps: Expected to decode Int but found a string instead"
        ),
        (
            #"{"date": "2026-06-01T14:30:00Z", "steps": 1, "goal": 1, "distanceKilometres": 1, "hourly": [1, "x"]}"#,
            " at hourly[1]: Expected to decode Int but found a string instead"
        ),
        (
            #"{"date": "2026-06-01T14:30:00Z", "goal": 1, "distanceKilometres": 1, "hourly": []}"#,
            " at steps: the key \"steps\" is missing"
        ),
        (
            #"{"date": "yesterday", "steps": 1, "goal": 1, "distanceKilometres": 1, "hourly": []}"#,
            " at date: invalid date \"yesterday\"; expected ISO 8601 with a time and a zone"
        ),
        (#"{"steps": 1,"#, ": not valid JSON ("),
    ])
    func badJSONExits65NamingThePathAndWritesNothing(json: String, detail: String) throws {
        let (dir, path) = try entryFile(json)
        defer { try? FileManager.default.removeItem(at: dir) }
        let output = dir.appendingPathComponent("never.png").path
        let r = try CLIRunner.run(["render", "steps", "--entry", path, "-o", output])
        #expect(r.exitCode == 65)
        #expect(r.stdout.isEmpty)
        #expect(r.stderrLines.count == 1)
        #expect(r.stderr.hasPrefix("widget-render: invalid entry \"\(path)\"\(detail)"), "\(r.stderr)")
        #expect(!r.stderr.contains(".;"), "one sentence: Foundation's full stop is dropped before the fix")
        #expect(r.stderr.hasSuffix("; fix the JSON to match StepsEntry\n"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test func badJSONOnStandardInputIsNamedSo() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let output = dir.appendingPathComponent("never.png").path
        let r = try renderFromStandardInput("[]", output: output)
        #expect(r.exitCode == 65)
        #expect(r.stderr.hasPrefix("widget-render: invalid entry from standard input at the top level: "), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test func aMissingOrFolderEntryExits66() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let output = dir.appendingPathComponent("never.png").path
        let missing = dir.appendingPathComponent("nope.json").path
        let r = try CLIRunner.run(["render", "steps", "--entry", missing, "-o", output])
        #expect(r.exitCode == 66)
        #expect(r.stderr == "widget-render: cannot read entry \"\(missing)\": no such file; check the path, or pass --entry - to read standard input\n")
        let folder = try CLIRunner.run(["render", "steps", "--entry", dir.path, "-o", output])
        #expect(folder.exitCode == 66)
        #expect(folder.stderr == "widget-render: cannot read entry \"\(dir.path)\": it is a folder; name a JSON file, e.g. \"\(dir.path)/entry.json\"\n")
        #expect(try CLIRunner.names(in: dir).isEmpty)
    }

    @Test func aWeatherEntryDecodesNestedValues() throws {
        let json = """
            {"date": "2026-06-01T08:00:00+01:00", "city": "Porto", "temperature": 14, "condition": "Rain",
             "high": 16, "low": 11, "hours": [{"label": "Now", "temperature": 14, "isSunny": false}],
             "days": [{"name": "Tuesday", "high": 18, "low": 12, "isSunny": "no"}]}
            """
        let (dir, path) = try entryFile(json)
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(["render", "weather", "--entry", path, "-o", "-"])
        #expect(r.exitCode == 65)
        #expect(r.stderr == "widget-render: invalid entry \"\(path)\" at days[0].isSunny: Expected to decode Bool but found a string instead; fix the JSON to match WeatherEntry\n")
        try Data(json.replacingOccurrences(of: "\"no\"", with: "false").utf8).write(to: URL(fileURLWithPath: path))
        let fixed = try CLIRunner.run(["render", "weather", "--entry", path, "-o", "-"])
        #expect(fixed.exitCode == 0, "\(fixed.stderr)")
        #expect(CLIRunner.pngSize(fixed.stdoutData) != nil)
    }
}
