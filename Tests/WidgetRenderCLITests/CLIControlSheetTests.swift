import Foundation
import Testing
import WidgetGallery
import WidgetRender
import WidgetRenderCLI

/// `widget-render sheet` with the gallery's control: its sheet of placements × states beside
/// the widgets', on the review page with its cells.
@Suite("widget-render sheet, controls")
struct CLIControlSheetTests {
    @Test func theControlsSheetIsTheLibrarysAndReviewed() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(["sheet", "focus-timer", "steps", "-o", dir.path, "--quiet"])
        #expect(r.exitCode == 0, "\(r.stderr)")
        // In name order, the page last.
        #expect(r.stdout == "\(dir.path)/focus-timer.png\n\(dir.path)/steps.png\n\(dir.path)/index.html\n")
        // The unpublished figures, once per placement (a toggle's off and on cells name the same).
        let warnings = r.stderrLines.filter { $0.hasPrefix("widget-render: warning: focus-timer.png: ") }
        #expect(warnings.count == ControlPlacement.all.count && warnings.allSatisfy { $0.contains(": chosenFigure: ") }, "\(r.stderr)")
        let expected = try WidgetRenderer().contactSheet(FocusTimerControl(), title: "focus-timer")
        #expect(try Data(contentsOf: dir.appendingPathComponent("focus-timer.png")) == expected.image.pngData(), "the sheet is the library's")
        let html = try String(contentsOfFile: dir.path + "/index.html", encoding: .utf8)
        #expect(html.contains("focus-timer.png"))
        #expect(html.contains("Control · on") && html.contains("Control · off"))
        // Five placements, off and on: ten cells besides steps' own.
        let steps = try ContactSheetPlan(title: "steps", families: StepsWidget().body._descriptor.families).jobs.count
        #expect(html.components(separatedBy: "<details class=\"cell\"").count - 1 == steps + 10)
    }

    @Test func theDeviceReachesTheControlsSheet() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(["sheet", "focus-timer", "-o", dir.path, "--json", "--device", "iPhone6_7"])
        #expect(r.exitCode == 0, "\(r.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: r.stdoutData) as? [String: Any])
        let files = try #require(json["files"] as? [[String: Any]])
        #expect(files.compactMap { $0["job"] as? String } == ["focus-timer.png", "index.html"])
        let expected = try WidgetRenderer().contactSheet(FocusTimerControl(), title: "focus-timer", context: WidgetContext(family: .systemSmall, device: .iPhone6_7))
        #expect(try Data(contentsOf: dir.appendingPathComponent("focus-timer.png")) == expected.image.pngData())
        let small = try WidgetRenderer().contactSheet(FocusTimerControl(), title: "focus-timer")
        #expect(try expected.image.pngData() != small.image.pngData(), "the 6.7-inch phone's island is wider")
    }

    /// On a device that shows no control (a watch), a control named is a usage error that
    /// writes nothing, and `--all` leaves the control out, as `render-all` does (in process,
    /// over a catalog of one widget and the control, to keep it quick).
    @Test func aWatchHasNoControlSheet() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let named = try CLIRunner.run(["sheet", "focus-timer", "steps", "-o", dir.appendingPathComponent("named").path, "--device", "watch45mm"])
        #expect(named.exitCode == 64)
        #expect(named.stderr == "widget-render: \"focus-timer\" is a control, and watch45mm (Apple Watch 45 mm) shows none that widget-render draws (controls are drawn on iPhone and iPad devices); choose one with --device, e.g. iPhone6_1\n")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("named").path))
        let printed = PrintedLines()
        var command = WidgetRenderCommand(widgets: [CatalogWidget(name: "steps", widget: StepsWidget(), entry: StepsEntry.sample)], out: printed.append, err: { _ in })
        command.controls = [CatalogControl(name: "focus-timer", control: FocusTimerControl())]
        #expect(command.run(arguments: ["sheet", "--all", "-o", dir.path, "--device", "watch45mm", "--quiet"]) == 0)
        #expect(printed.lines == [dir.appendingPathComponent("steps.png").path, dir.appendingPathComponent("index.html").path])
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("focus-timer.png").path))
    }
}

/// Lines a command printed, from whichever thread printed them.
private final class PrintedLines: @unchecked Sendable {
    // @unchecked: `all` is guarded by `lock`.
    private let lock = NSLock()
    private var all: [String] = []

    func append(_ line: String) {
        lock.lock()
        all.append(line)
        lock.unlock()
    }

    var lines: [String] {
        lock.lock()
        defer { lock.unlock() }
        return all
    }
}
