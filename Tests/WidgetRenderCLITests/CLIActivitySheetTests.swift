import Foundation
import Testing
import WidgetGallery
import WidgetRender

/// `widget-render sheet` with the gallery's Live Activity: its sheet beside the widgets', on the
/// review page with its cells.
@Suite("widget-render sheet, Live Activities")
struct CLIActivitySheetTests {
    @Test func theActivitysSheetIsWrittenAndReviewed() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(["sheet", "delivery", "steps", "-o", dir.path, "--quiet"])
        #expect(r.exitCode == 0, "\(r.stderr)")
        // In name order, the page last.
        #expect(r.stdout == "\(dir.path)/delivery.png\n\(dir.path)/steps.png\n\(dir.path)/index.html\n")
        // The activity's diagnostics are warnings: the unpublished figures each cell used (14 cells;
        // StandBy at night names its red as well).
        let warnings = r.stderrLines.filter { $0.hasPrefix("widget-render: warning: delivery.png: ") }
        #expect(warnings.count == 15 && warnings.allSatisfy { $0.contains(": chosenFigure: ") }, "\(r.stderr)")
        let expected = try WidgetRenderer().contactSheet(DeliveryActivity(), attributes: DeliveryAttributes.sample, state: .onTheWay, title: "delivery")
        let size = try #require(CLIRunner.pngSize(try Data(contentsOf: dir.appendingPathComponent("delivery.png"))))
        #expect(size == (expected.image.pixelWidth, expected.image.pixelHeight))
        let html = try String(contentsOfFile: dir.path + "/index.html", encoding: .utf8)
        #expect(html.contains("delivery.png"))
        #expect(html.contains("greenbowl://order/4821"))  // the cells' tap targets
    }

    @Test func theActivitySheetIsTheSameAsTheLibrarysAndOnTheJSONList() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(["sheet", "delivery", "-o", dir.path, "--json", "--device", "iPhone6_7"])
        #expect(r.exitCode == 0, "\(r.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: r.stdoutData) as? [String: Any])
        let files = try #require(json["files"] as? [[String: Any]])
        #expect(files.compactMap { $0["job"] as? String } == ["delivery.png", "index.html"])
        let kinds = (files.first?["diagnostics"] as? [[String: Any]])?.compactMap { $0["kind"] as? String }
        #expect(kinds == Array(repeating: "chosenFigure", count: 15))
        // The 6.7-inch iPhone: the 250-pt island and 408-pt Lock Screen.
        let sheet = try WidgetRenderer().contactSheet(
            DeliveryActivity(), attributes: DeliveryAttributes.sample, state: .onTheWay, title: "delivery", context: WidgetContext(family: .systemMedium, device: .iPhone6_7))
        let size = try #require(CLIRunner.pngSize(try Data(contentsOf: dir.appendingPathComponent("delivery.png"))))
        #expect(size == (sheet.image.pixelWidth, sheet.image.pixelHeight))
        #expect(sheet.cells[4].widgetFrame.width == 500)
    }

    @Test func stateChoosesTheContentStateAndNamesIt() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(["sheet", "delivery", "--state", "arriving", "-o", dir.path, "--quiet"])
        #expect(r.exitCode == 0, "\(r.stderr)")
        let expected = try WidgetRenderer().contactSheet(DeliveryActivity(), attributes: DeliveryAttributes.sample, state: .arriving, title: "delivery · arriving")
        #expect(try Data(contentsOf: dir.appendingPathComponent("delivery.png")) == expected.image.pngData(), "the sheet is the library's, of the state named")
    }

    @Test func aBadStateOrOneWithoutAnActivityWritesNothing() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("sheets")
        let unknown = try CLIRunner.run(["sheet", "delivery", "--state", "nope", "-o", out.path])
        #expect(unknown.exitCode == 64)
        #expect(unknown.stderr == "widget-render: unknown state \"nope\" of Live Activity \"delivery\"; expected one of: onTheWay, preparing, arriving, or the DeliveryAttributes.ContentState as JSON\n")
        let json = try CLIRunner.run(["sheet", "delivery", "--state", "{\"minutesLeft\": 3}", "-o", out.path])
        #expect(json.exitCode == 65)
        #expect(json.stderr.hasPrefix("widget-render: invalid --state at stage: the key \"stage\" is missing"), "\(json.stderr)")
        let widget = try CLIRunner.run(["sheet", "steps", "--state", "arriving", "-o", out.path])
        #expect(widget.exitCode == 64)
        #expect(widget.stderr == "widget-render: --state chooses a Live Activity's content state, and sheet names no Live Activity; name one (widget-render list) or leave --state out\n")
        #expect(!FileManager.default.fileExists(atPath: out.path), "no folder was made")
    }
}
