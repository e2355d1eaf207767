import Foundation
import Testing

/// Argument handling as swift-argument-parser does it: unknown options and stray positionals
/// are usage errors for every command, `--help` wins, every error is one prefixed line.
@Suite("widget-render arguments")
struct CLIArgumentTests {
    /// Runs `arguments`, expecting exit 64, nothing on stdout, no file in `dir`, and exactly
    /// the one line `widget-render: <message>` on stderr.
    private func expectUsageError(_ arguments: [String], _ message: String, in dir: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let r = try CLIRunner.run(arguments, in: dir)
        #expect(r.exitCode == 64, "\(arguments)", sourceLocation: sourceLocation)
        #expect(r.stdout.isEmpty, "\(arguments)", sourceLocation: sourceLocation)
        #expect(r.stderr == "widget-render: \(message)\n", "\(arguments)", sourceLocation: sourceLocation)
        #expect(try CLIRunner.names(in: dir).isEmpty, "\(arguments) wrote a file", sourceLocation: sourceLocation)
    }

    @Test func strayPositionalsAreUsageErrors() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let x = dir.appendingPathComponent("x.png").path
        try expectUsageError(
            ["render", "steps", "weather", "-o", x],
            "render takes one widget name (got \"steps\" \"weather\"); expected one of: " + CLIRunner.galleryNames, in: dir)
        try expectUsageError(["render", "-o", x], "render needs a widget name; expected one of: " + CLIRunner.galleryNames, in: dir)
        try expectUsageError(
            ["render-all", "steps", "--output", dir.appendingPathComponent("sheet").path],
            "render-all takes no widget names (got \"steps\"); run widget-render render-all --help", in: dir)
        try expectUsageError(
            ["render", "-o", x, "--", "steps", "--family"],
            "render takes one widget name (got \"steps\" \"--family\"); expected one of: " + CLIRunner.galleryNames, in: dir)
    }

    @Test func unknownOptionsAreUsageErrorsForEveryCommand() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let x = dir.appendingPathComponent("x.png").path
        let sheet = dir.appendingPathComponent("sheet").path
        let renderOptions =
            "--appearance, --beside, --corner, --date, --detail, --device, --dynamic-type, --entry, --family, --json, --locale, --mode, --mounting, --on-screen, --os, -o/--output, --placement, --presentation, --scale, --scheme, --screen, --standby, --state, --texture, --tint, --value, --watch"
        try expectUsageError(["render", "steps", "-x", "-o", x], "unknown option \"-x\" for render; expected one of: \(renderOptions)", in: dir)
        try expectUsageError(["render", "steps", "--colour=red", "-o", x], "unknown option \"--colour=red\" for render; expected one of: \(renderOptions)", in: dir)
        try expectUsageError(["render", "steps", "-ox.png"], "unknown option \"-ox.png\" for render; expected one of: \(renderOptions)", in: dir)
        try expectUsageError(
            ["render-all", "--output", sheet, "--family", "systemSmall"],
            "unknown option \"--family\" for render-all; expected one of: --device, --jobs, --json, -o/--output, --quiet, --shard", in: dir)
        try expectUsageError(["list", "--all"], "unknown option \"--all\" for list; expected one of: --json", in: dir)
        try expectUsageError(["devices", "-v"], "devices takes no arguments (got \"-v\"); run widget-render devices --help", in: dir)
        try expectUsageError(
            ["help", "render", "extra"],
            "help takes one command name (got \"render\" \"extra\"); expected one of: help, list, devices, render, timeline, render-all, previews, sheet, init", in: dir)
    }

    @Test func anOptionFollowedByAnotherOptionHasNoValue() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try expectUsageError(["render", "steps", "-o", "--family", "systemSmall"], "option \"-o\" needs a value; run widget-render render --help", in: dir)
        try expectUsageError(["render-all", "--device", "-o", "x"], "option \"--device\" needs a value; run widget-render render-all --help", in: dir)
    }

    @Test func helpAnywhereWinsForEveryCommand() throws {
        for (arguments, firstLine) in [
            (["render", "steps", "weather", "--bogus", "-h"], "usage: widget-render render <widget|activity> -o <file> [options]"),
            (["render-all", "extra", "--help"], "usage: widget-render render-all --output <dir> [options]"),
            (["devices", "--help"], "usage: widget-render devices"),
            (["help", "render-all"], "usage: widget-render render-all --output <dir> [options]"),
            (["help"], "usage: widget-render <command> [options]"),
            (["--help"], "usage: widget-render <command> [options]"),
        ] {
            let r = try CLIRunner.run(arguments)
            #expect(r.exitCode == 0, "\(arguments)")
            #expect(r.stderr.isEmpty, "\(arguments)")
            #expect(r.stdout.hasPrefix(firstLine + "\n"), "\(arguments): \(r.stdout)")
        }
        let render = try CLIRunner.run(["help", "render"])
        #expect(render.stdout.contains("-o, --output <file>      the PNG to write (required); - for standard output"))
    }

    @Test func everyErrorIsOnePrefixedLineOnStandardError() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try expectUsageError([], "missing command; expected one of: help, list, devices, render, timeline, render-all, previews, sheet, init; run widget-render --help", in: dir)
        try expectUsageError(["frobnicate"], "unknown command \"frobnicate\"; expected one of: help, list, devices, render, timeline, render-all, previews, sheet, init", in: dir)
        try expectUsageError(
            ["render", "two\nlines", "-o", dir.appendingPathComponent("x.png").path],
            "unknown widget \"two\\nlines\"; expected one of: " + CLIRunner.galleryNames, in: dir)
        for arguments in [["render", "steps"], ["render", "steps", "--scale", "nan", "-o", "x"], ["render-all"], ["help", "nope"]] {
            let r = try CLIRunner.run(arguments, in: dir)
            #expect(r.stderrLines.count == 1, "\(arguments): \(r.stderr)")
            #expect(r.stderrLines.allSatisfy { $0.hasPrefix("widget-render: ") }, "\(arguments): \(r.stderr)")
        }
    }
}
