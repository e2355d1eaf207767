import Foundation
import Testing
import WidgetRender

/// `list` with its topics and `--json`, and `timeline`.
@Suite("widget-render list and timeline")
struct CLIListTimelineTests {
    @Test func eachTopicListsItsNamesAsLinesAndAsJSON() throws {
        let families = try CLIRunner.run(["list", "families"])
        #expect(families.exitCode == 0)
        #expect(families.stdout == WidgetFamily.allCases.map { $0.rawValue + "\n" }.joined())
        let familiesJSON = try CLIRunner.run(["list", "families", "--json"])
        let f = try #require(try JSONSerialization.jsonObject(with: familiesJSON.stdoutData) as? [String: [String]])
        #expect(f == ["families": WidgetFamily.allCases.map(\.rawValue)])

        let symbols = try CLIRunner.run(["list", "symbols"])
        let names = symbols.stdout.split(separator: "\n").map(String.init)
        #expect(names.count > 100)
        #expect(names == names.sorted())
        #expect(names.contains("figure.walk"))
        let symbolsJSON = try #require(try JSONSerialization.jsonObject(with: try CLIRunner.run(["list", "symbols", "--json"]).stdoutData) as? [String: [String]])
        #expect(symbolsJSON["symbols"] == names)

        let widgets = try #require(try JSONSerialization.jsonObject(with: try CLIRunner.run(["list", "--json"]).stdoutData) as? [String: [[String: Any]]])
        let steps = try #require(widgets["widgets"]?.first)
        #expect(steps["name"] as? String == "steps")
        #expect(steps["families"] as? [String] == ["systemSmall", "systemMedium", "accessoryRectangular", "accessoryInline"])
        #expect(try CLIRunner.run(["list", "widgets"]).stdout == CLIRunner.run(["list"]).stdout)

        let devices = try #require(try JSONSerialization.jsonObject(with: try CLIRunner.run(["list", "devices", "--json"]).stdoutData) as? [String: [[String: Any]]])
        #expect(devices["devices"]?.compactMap { $0["name"] as? String } == DeviceProfile.all.map(\.name))
        #expect(devices["devices"]?.first?["scale"] as? Double == Double(DeviceProfile.all[0].scale))
        #expect(try CLIRunner.run(["list", "devices"]).stdout == CLIRunner.run(["devices"]).stdout)
    }

    @Test func aBadTopicIsAUsageError() throws {
        let r = try CLIRunner.run(["list", "colours"])
        #expect(r.exitCode == 64)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr == "widget-render: unknown list topic \"colours\"; expected one of: widgets, controls, families, devices, symbols\n")
    }

    @Test func timelineDrawsTheStripOfTheProvidersEntries() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("timeline.png").path
        let r = try CLIRunner.run(["timeline", "steps", "--family", "systemSmall", "-o", path])
        #expect(r.exitCode == 0, "\(r.stderr)")
        #expect(r.stdout == path + "\n")
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let (width, height) = try #require(CLIRunner.pngSize(data))
        let widget = try WidgetContext(family: .systemSmall).pixelSize()
        // One entry: a 16 pt gap, the widget, a gap, the 160 pt policy column and a gap; the
        // 40 pt labels under the widget (3x).
        #expect(width == 16 * 3 + widget.width + 16 * 3 + 160 * 3 + 16 * 3)
        #expect(height == widget.height + (16 * 3 + 40 * 3 + 16 * 3))
        let piped = try CLIRunner.run(["timeline", "steps", "--family", "systemSmall", "-o", "-"])
        #expect(piped.stdoutData == data)
        let bad = try CLIRunner.run(["timeline", "steps", "--family", "systemLarge", "-o", path + ".2"])
        #expect(bad.exitCode == 64)
        #expect(bad.stderr.hasPrefix("widget-render: widget \"steps\" does not support systemLarge; expected one of: "))
        #expect(!FileManager.default.fileExists(atPath: path + ".2"))
        let help = try CLIRunner.run(["timeline", "--help"])
        #expect(help.stdout.hasPrefix("usage: widget-render timeline <widget> -o <file> [options]\n"))
    }
}
