import Foundation
import Testing
import WidgetRender

@testable import WidgetRenderCLI

/// `render`'s options beyond the basics: `--appearance`, `--tint`, `--os`, `--dynamic-type`,
/// `--locale` and `--json`; each bad value a usage error that writes nothing.
@Suite("widget-render render options")
struct CLIRenderOptionTests {
    /// Renders `steps` with `options` to a file and returns its bytes.
    private func render(_ options: [String], widget: String = "steps") throws -> Data {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("out.png").path
        let r = try CLIRunner.run(["render", widget] + options + ["-o", path])
        #expect(r.exitCode == 0, "\(options): \(r.stderr)")
        #expect(r.stdout == path + "\n")
        return try Data(contentsOf: URL(fileURLWithPath: path))
    }

    @Test func eachOptionChangesThePictureAndTheSameOptionsGiveTheSameBytes() throws {
        let accented = try render(["--mode", "accented"])
        #expect(try render(["--mode", "accented"]) == accented, "deterministic")
        #expect(try render(["--mode", "accented", "--appearance", "tinted-light"]) != accented)
        #expect(try render(["--mode", "accented", "--tint", "#FF9500"]) != accented)
        #expect(try render(["--mode", "accented", "--tint", "ff9500"]) == render(["--mode", "accented", "--tint", "#FF9500"]))
        let plain = try render([])
        #expect(try render(["--dynamic-type", "accessibility3"]) != plain)
        // The gallery formats its numbers itself, so a locale changes none of its pixels; the
        // context it sets is checked in contextTakesEveryOption.
        #expect(try render(["--locale", "de-DE"]) == render(["--locale", "de_DE"]))
    }

    @Test func contextTakesEveryOption() throws {
        let args = try Arguments(
            [
                "--family", "systemMedium", "--device", "iPhone4_7", "--os", "iOS26", "--scheme", "dark", "--mode", "accented",
                "--appearance", "clear-light", "--tint", "#3366CC", "--scale", "2.5", "--dynamic-type", "xxxLarge",
                "--date", "2026-06-01T14:30:00Z", "--locale", "de-DE",
            ],
            command: "render", allowed: ContextOptions.names
        )
        let device = try ContextOptions.device(args)
        let context = try ContextOptions.context(args, family: try ContextOptions.family("systemMedium"), device: device)
        #expect(context.family == .systemMedium)
        #expect(context.device.name == "iPhone4_7")
        #expect(context.system == .iOS26)
        #expect(context.colorScheme == .dark)
        #expect(context.renderingMode == .accented)
        #expect(context.appearance == .clear(.light))
        #expect(context.tint == Color(.sRGB, red: 0x33 / 255.0, green: 0x66 / 255.0, blue: 0xCC / 255.0))
        #expect(context.scale == 2.5)
        #expect(context.dynamicTypeSize == .xxxLarge)
        #expect(context.date == Date(timeIntervalSince1970: 1_780_324_200))
        #expect(context.locale.identifier == "de_DE")
        let defaults = try ContextOptions.context(try Arguments([], command: "render", allowed: ContextOptions.names), family: .systemSmall, device: .iPhone6_1)
        let plain = WidgetContext(family: .systemSmall)
        #expect(defaults.system == plain.system && defaults.appearance == plain.appearance && defaults.tint == plain.tint)
        #expect(defaults.dynamicTypeSize == plain.dynamicTypeSize && defaults.locale == plain.locale && defaults.scale == plain.scale)
    }

    @Test func osSelectsTheGenerationsFamilySize() throws {
        for system in [SystemGeneration.iOS18, .iOS26] {
            var context = WidgetContext(family: .systemSmall)
            context.system = system
            let expected = try context.pixelSize()
            let size = try #require(CLIRunner.pngSize(try render(["--os", system.rawValue, "--family", "systemSmall"])))
            #expect(size == (expected.width, expected.height), "\(system)")
        }
    }

    @Test(arguments: [
        (["--appearance", "glass"], "unknown appearance \"glass\"; expected one of: tinted-light, tinted-dark, clear-light, clear-dark"),
        (["--tint", "orange"], "invalid tint \"orange\"; expected a colour as #RRGGBB, e.g. #FF9500"),
        (["--tint", "#FF95"], "invalid tint \"#FF95\"; expected a colour as #RRGGBB, e.g. #FF9500"),
        (["--tint", "#GG9500"], "invalid tint \"#GG9500\"; expected a colour as #RRGGBB, e.g. #FF9500"),
        (["--os", "iOS19"], "unknown os \"iOS19\"; expected one of: iOS17, iOS18, iOS26, iOS27, watchOS10, watchOS26"),
        (["--dynamic-type", "huge"], "unknown dynamic type size \"huge\"; expected one of: xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1, accessibility2, accessibility3, accessibility4, accessibility5"),
        (["--locale", "xx_YY"], "unknown locale \"xx_YY\"; expected an identifier such as en_US, en_GB, de_DE, fr_FR or ja_JP"),
        (["--os", "watchOS10"], "--os watchOS10 does not run on iPhone6_1, which is not a watch; choose an iOS --os (iOS17, iOS18, iOS26, iOS27) or a watch --device"),
        (["--os", "iOS26", "--device", "watch45mm"], "--os iOS26 does not run on watch45mm, which is a watch; choose a watchOS --os (watchOS10, watchOS26)"),
        (["--mode", "tinted"], "unknown mode \"tinted\"; expected one of: fullColor, accented, vibrant"),
        (["--json", "-o", "-"], "--json prints to standard output, where -o - writes the PNG; use -o <file.png> with --json"),
    ])
    func aBadValueIsAUsageErrorAndWritesNothing(options: [String], message: String) throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let output = options.contains("-o") ? [] : ["-o", dir.appendingPathComponent("x.png").path]
        let r = try CLIRunner.run(["render", "steps"] + options + output, in: dir)
        #expect(r.exitCode == 64)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr == "widget-render: \(message)\n")
        #expect(try CLIRunner.names(in: dir).isEmpty)
    }

    @Test func jsonDescribesTheFileWritten() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("w.png").path
        let r = try CLIRunner.run(["render", "weather", "--family", "systemMedium", "--json", "-o", path])
        #expect(r.exitCode == 0, "\(r.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: r.stdoutData) as? [String: Any])
        let expected = try WidgetContext(family: .systemMedium).pixelSize()
        #expect(object["path"] as? String == path)
        #expect(object["widget"] as? String == "weather")
        #expect(object["family"] as? String == "systemMedium")
        #expect(object["pixelWidth"] as? Int == expected.width)
        #expect(object["pixelHeight"] as? Int == expected.height)
        #expect(object["diagnostics"] is [[String: String]])
        #expect(try #require(CLIRunner.pngSize(try Data(contentsOf: URL(fileURLWithPath: path)))) == (expected.width, expected.height))
    }

    @Test func dashWritesTheSameBytesAsTheFileForEveryOption() throws {
        let options = ["--family", "systemSmall", "--mode", "vibrant", "--scheme", "dark", "--dynamic-type", "xLarge"]
        let file = try render(options, widget: "weather")
        let r = try CLIRunner.run(["render", "weather"] + options + ["-o", "-"])
        #expect(r.exitCode == 0)
        #expect(r.stderr.isEmpty)
        #expect(r.stdoutData == file)
    }

    /// Without `--json`, the render's diagnostics are warnings on standard error, one line
    /// each; with it, they are in the object and standard error stays empty.
    @Test func diagnosticsAreWarningsOnStandardErrorWithoutJSON() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("big.png").path
        let options = ["render", "steps", "--family", "systemSmall", "--dynamic-type", "accessibility5", "-o", path]
        let text = try CLIRunner.run(options)
        #expect(text.exitCode == 0, "\(text.stderr)")
        #expect(text.stdout == path + "\n")
        #expect(text.stderrLines.contains { $0.hasPrefix("widget-render: warning: steps systemSmall: truncatedText: text ") }, "\(text.stderr)")
        #expect(text.stderrLines.contains { $0.hasPrefix("widget-render: warning: steps systemSmall: contentOverflow: ") }, "\(text.stderr)")
        #expect(text.stderrLines.allSatisfy { $0.hasPrefix("widget-render: warning: steps systemSmall: ") })

        let json = try CLIRunner.run(options + ["--json"])
        #expect(json.exitCode == 0)
        #expect(json.stderr.isEmpty)
        let object = try #require(try JSONSerialization.jsonObject(with: json.stdoutData) as? [String: Any])
        let kinds = try #require(object["diagnostics"] as? [[String: String]]).compactMap { $0["kind"] }
        #expect(kinds.count == text.stderrLines.count)
        #expect(Set(kinds) == Set(["truncatedText", "contentOverflow"]))

        // The sample at the default size says nothing.
        let quiet = try CLIRunner.run(["render", "steps", "--family", "systemSmall", "-o", path])
        #expect(quiet.stderr.isEmpty)
    }

    /// A project's own tool (``WidgetRenderCommand/name``) speaks of itself where the
    /// messages name the tool, and nowhere else.
    @Test func aToolOfItsOwnIsNamedInItsMessagesAndHelp() {
        #expect(
            WidgetRenderCommand.renamed("widget-render: unknown widget \"x\"; run widget-render list", to: "reading-render")
                == "reading-render: unknown widget \"x\"; run reading-render list")
        #expect(
            WidgetRenderCommand.renamed("usage: widget-render render <widget>\nwidget-render: a\n/tmp/widget-render-out/x.png", to: "my-tool")
                == "usage: my-tool render <widget>\nmy-tool: a\n/tmp/widget-render-out/x.png")
        #expect(WidgetRenderCommand.renamed("widget-render: x", to: "widget-render") == "widget-render: x")
        var lines: [String] = []
        let command = WidgetRenderCommand(widgets: [], name: "reading-render", out: { _ in }, err: { lines.append($0) })
        #expect(command.run(arguments: ["render", "nothing"]) == 64)
        #expect(lines.count == 1 && lines[0].hasPrefix("reading-render: "), "\(lines)")
    }
}
