import Foundation
import Testing

@Suite("widget-render command line")
struct CLITests {
    @Test func listNamesEveryGalleryWidgetWithItsFamilies() throws {
        let r = try CLIRunner.run(["list"])
        #expect(r.exitCode == 0)
        #expect(r.stderr.isEmpty)
        #expect(r.stdout.contains("steps: systemSmall, systemMedium, accessoryRectangular, accessoryInline"))
        #expect(r.stdout.contains("weather: systemSmall, systemMedium, systemLarge, accessoryRectangular"))
    }

    @Test func renderWritesAPNGOfFamilySizeTimesScale() throws {
        let dir = try CLIRunner.temporaryFolder()
        let path = dir.appendingPathComponent("steps.png").path
        let r = try CLIRunner.run(["render", "steps", "--family", "systemMedium", "--scheme", "dark", "-o", path])
        #expect(r.exitCode == 0, "stderr: \(r.stderr)")
        #expect(r.stdout == path + "\n")
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let size = try #require(CLIRunner.pngSize(data))
        #expect(size == (1034, 488))  // 344.67 × 162.67 pt (iOS 26) × 3, rounded
    }

    @Test func renderOnAnotherDeviceUsesItsSizeAndScale() throws {
        let dir = try CLIRunner.temporaryFolder()
        let path = dir.appendingPathComponent("weather.png").path
        let r = try CLIRunner.run(["render", "weather", "--family", "systemSmall", "--device", "iPhone4_7", "-o", path])
        #expect(r.exitCode == 0, "stderr: \(r.stderr)")
        let size = try #require(CLIRunner.pngSize(try Data(contentsOf: URL(fileURLWithPath: path))))
        #expect(size == (292, 292))  // 146 pt × 2 on the iPhone SE under iOS 26
    }

    @Test func unknownFamilyIsAUsageErrorNamingTheChoices() throws {
        let never = try CLIRunner.temporaryFolder().appendingPathComponent("never.png").path
        let r = try CLIRunner.run(["render", "steps", "--family", "small", "-o", never])
        #expect(r.exitCode == 64)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr.contains("widget-render: unknown family \"small\"; expected one of: systemSmall, systemMedium, systemLarge, systemExtraLarge, systemExtraLargePortrait, accessoryCircular, accessoryRectangular, accessoryInline, accessoryCorner"))
        #expect(!FileManager.default.fileExists(atPath: never))
    }

    @Test func unknownWidgetAndUnsupportedFamilyAreUsageErrors() throws {
        let x = try CLIRunner.temporaryFolder().appendingPathComponent("x.png").path
        let unknown = try CLIRunner.run(["render", "clock", "-o", x])
        #expect(unknown.exitCode == 64)
        #expect(unknown.stderr.contains("unknown widget \"clock\"; expected one of: steps, weather"))
        let unsupported = try CLIRunner.run(["render", "steps", "--family", "systemLarge", "-o", x])
        #expect(unsupported.exitCode == 64)
        #expect(unsupported.stderr.contains("widget \"steps\" does not support systemLarge"))
    }

    @Test func badValuesAreUsageErrors() throws {
        let x = try CLIRunner.temporaryFolder().appendingPathComponent("x.png").path
        for (args, message) in [
            (["render", "steps", "--scale", "nan", "-o", x], "invalid scale \"nan\""),
            (["render", "steps", "--scale", "-2", "-o", x], "invalid scale \"-2\""),
            (["render", "steps", "--scheme", "sepia", "-o", x], "unknown scheme \"sepia\"; expected one of: light, dark"),
            (["render", "steps", "--device", "iPhone99", "-o", x], "unknown device \"iPhone99\""),
            (["render", "steps", "--date", "yesterday", "-o", x], "invalid date \"yesterday\""),
            (["render", "steps", "--colour", "red", "-o", x], "unknown option \"--colour\""),
            (["render", "steps"], "render needs an output file"),
            (["render", "steps", "-o", ""], "render needs an output file"),
            (["render", "steps", "--family"], "option \"--family\" needs a value"),
            (["render-all"], "render-all needs an output folder"),
            (["frobnicate"], "unknown command \"frobnicate\""),
        ] {
            let r = try CLIRunner.run(args)
            #expect(r.exitCode == 64, "\(args)")
            #expect(r.stderr.contains(message), "\(args): \(r.stderr)")
        }
    }

    @Test func missingCommandIsOneLinePointingAtHelp() throws {
        let r = try CLIRunner.run([])
        #expect(r.exitCode == 64)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr == "widget-render: missing command; expected one of: help, list, devices, render, timeline, render-all, previews, sheet, init; run widget-render --help\n")
    }

    @Test func familyMissingOnTheDeviceIsAUsageError() throws {
        let x = try CLIRunner.temporaryFolder().appendingPathComponent("x.png").path
        let r = try CLIRunner.run(["render", "steps", "--family", "accessoryInline", "--device", "iPad13", "-o", x])
        #expect(r.exitCode == 64)
        #expect(r.stderr.contains("family accessoryInline is not available on iPad13"))
    }

    @Test func unwritableOutputExits73AndLeavesNoFile() throws {
        let dir = try CLIRunner.temporaryFolder()
        let blocker = dir.appendingPathComponent("file")
        try Data("x".utf8).write(to: blocker)
        let path = blocker.appendingPathComponent("out.png").path
        let r = try CLIRunner.run(["render", "steps", "-o", path])
        #expect(r.exitCode == 73)
        #expect(r.stderr.contains(path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["file"])
    }

    @Test func outputThatIsAFolderOrUncreatableExits73() throws {
        let dir = try CLIRunner.temporaryFolder()
        let r = try CLIRunner.run(["render", "steps", "-o", dir.path])
        #expect(r.exitCode == 73)
        #expect(r.stderr == "widget-render: cannot write \"\(dir.path)\": it is a folder; add a file name, e.g. \"\(dir.path)/widget.png\"\n")
        let blocker = dir.appendingPathComponent("file")
        try Data("x".utf8).write(to: blocker)
        let all = try CLIRunner.run(["render-all", "--output", blocker.appendingPathComponent("sheet").path])
        #expect(all.exitCode == 73)
        #expect(all.stderr.hasPrefix("widget-render: cannot create folder \"\(blocker.path)/sheet\": "))
        #expect(!all.stderr.contains(".;"))
    }

    @Test func theVibrantModeRenders() throws {
        let dir = try CLIRunner.temporaryFolder()
        let r = try CLIRunner.run(["render", "steps", "--mode", "vibrant", "-o", dir.appendingPathComponent("v.png").path])
        #expect(r.exitCode == 0, "stderr: \(r.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["v.png"])
    }

    @Test func renderAllWritesEveryWidgetFamilyAndScheme() throws {
        let dir = try CLIRunner.temporaryFolder().appendingPathComponent("sheet")
        let r = try CLIRunner.run(["render-all", "--output", dir.path])
        #expect(r.exitCode == 0, "stderr: \(r.stderr)")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        // Every widget × family on the phone × light and dark, and the control × placement × off and on.
        #expect(lines.map { URL(fileURLWithPath: $0).lastPathComponent }.sorted() == CLIRunner.renderAllFiles())
        #expect(lines.contains(dir.appendingPathComponent("weather-systemLarge-dark.png").path))
        for line in lines {
            #expect(CLIRunner.pngSize(try Data(contentsOf: URL(fileURLWithPath: line))) != nil, "\(line)")
        }
    }
}

@Suite("widget-render help and stray arguments")
struct CLIHelpTests {
    @Test func helpAnywhereInACommandPrintsThatCommandsHelpAndRendersNothing() throws {
        let never = try CLIRunner.temporaryFolder().appendingPathComponent("never.png").path
        let r = try CLIRunner.run(["render", "steps", "-o", never, "--help"])
        #expect(r.exitCode == 0)
        #expect(r.stderr.isEmpty)
        #expect(r.stdout.hasPrefix("usage: widget-render render <widget|activity> -o <file> [options]"))
        #expect(r.stdout.contains("--family <family>"))
        #expect(!FileManager.default.fileExists(atPath: never))
        let all = try CLIRunner.run(["render-all", "-h"])
        #expect(all.exitCode == 0)
        #expect(all.stdout.hasPrefix("usage: widget-render render-all --output <dir> [options]"))
        let list = try CLIRunner.run(["list", "--help"])
        #expect(list.exitCode == 0)
        #expect(list.stdout.hasPrefix("usage: widget-render list"))
    }

    @Test func extraArgumentsToListAndDevicesAreUsageErrors() throws {
        let list = try CLIRunner.run(["list", "widgets", "extra"])
        #expect(list.exitCode == 64)
        #expect(list.stdout.isEmpty)
        #expect(list.stderr == "widget-render: list takes one topic (got \"widgets\" \"extra\"); expected one of: widgets, controls, families, devices, symbols\n")
        let devices = try CLIRunner.run(["devices", "--bogus"])
        #expect(devices.exitCode == 64)
        #expect(devices.stderr == "widget-render: devices takes no arguments (got \"--bogus\"); run widget-render devices --help\n")
    }
}
