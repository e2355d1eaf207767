import Foundation
import Testing
import WidgetGallery
import WidgetRender

/// `widget-render render-all` with the gallery's control: one file per placement and state,
/// named `<control>-<placement>-<state>.png`, in the same batch as the widgets.
@Suite("widget-render render-all, controls")
struct CLIRenderAllControlTests {
    /// The focus timer's files on the 6.1-inch iPhone, written out.
    private let focusTimerFiles = [
        "focus-timer-actionButton-off.png", "focus-timer-actionButton-on.png",
        "focus-timer-controlCenter-large-off.png", "focus-timer-controlCenter-large-on.png",
        "focus-timer-controlCenter-medium-off.png", "focus-timer-controlCenter-medium-on.png",
        "focus-timer-controlCenter-small-off.png", "focus-timer-controlCenter-small-on.png",
        "focus-timer-lockScreen-off.png", "focus-timer-lockScreen-on.png",
    ]

    /// `render-all` into a fresh folder with `extra` options.
    private func renderAll(_ extra: [String]) throws -> (result: CLIResult, folder: URL) {
        let folder = try CLIRunner.temporaryFolder().appendingPathComponent("out")
        return (try CLIRunner.run(["render-all", "-o", folder.path] + extra), folder)
    }

    @Test func everyPlacementAndStateIsAFileOfItsOwn() throws {
        let (r, folder) = try renderAll(["--quiet"])
        #expect(r.exitCode == 0, "\(r.stderr)")
        let printed = r.stdout.split(separator: "\n").map { URL(fileURLWithPath: String($0)).lastPathComponent }
        #expect(printed.filter { $0.hasPrefix("focus-timer-") } == focusTimerFiles, "printed in sorted order among the widgets")
        #expect(try CLIRunner.names(in: folder).filter { $0.hasPrefix("focus-timer-") } == focusTimerFiles)
        #expect(try CLIRunner.names(in: folder) == CLIRunner.renderAllFiles(), "the widgets' files and the control's, nothing else (no temporary file)")
        // Each placement's size at @3x: the control and 8 pt around it.
        let sizes: [String: (Int, Int)] = [
            "controlCenter-small": (240, 240), "controlCenter-medium": (480, 240), "controlCenter-large": (480, 480), "lockScreen": (198, 198), "actionButton": (690, 110),
        ]
        for (placement, size) in sizes {
            for state in ["off", "on"] {
                let data = try Data(contentsOf: folder.appendingPathComponent("focus-timer-\(placement)-\(state).png"))
                let found = try #require(CLIRunner.pngSize(data), "\(placement) \(state) is a PNG")
                #expect(found == size, "\(placement) \(state)")
            }
            let off = try Data(contentsOf: folder.appendingPathComponent("focus-timer-\(placement)-off.png"))
            let on = try Data(contentsOf: folder.appendingPathComponent("focus-timer-\(placement)-on.png"))
            #expect(off != on, "\(placement): the toggle's two states differ")
        }
        // The chosen figures of each render, one warning per file, even with --quiet.
        #expect(r.stderrLines.count == focusTimerFiles.count, "\(r.stderr)")
        for (line, file) in zip(r.stderrLines, focusTimerFiles) {
            #expect(line.hasPrefix("widget-render: warning: \(file): chosenFigure: Apple does not publish the sizes, radii or colours of controls in the "), "\(line)")
        }
    }

    @Test func eachFileIsTheLibrarysRenderAndWhatRenderWritesForItsValue() throws {
        let (r, folder) = try renderAll(["--quiet", "--jobs", "2"])
        #expect(r.exitCode == 0, "\(r.stderr)")
        let renderer = try WidgetRenderer()
        #expect(try renderer.controlStates(of: FocusTimerControl()) == [false, true])
        let names = ["controlCenter-small", "controlCenter-medium", "controlCenter-large", "lockScreen", "actionButton"]
        #expect(ControlPlacement.all.count == names.count)
        for (placement, name) in zip(ControlPlacement.all, names) {
            for (state, isOn) in [("off", false), ("on", true)] {
                let written = try Data(contentsOf: folder.appendingPathComponent("focus-timer-\(name)-\(state).png"))
                let library = try renderer.render(FocusTimerControl(), placement: placement, isOn: isOn, in: WidgetContext(family: .systemSmall, device: .iPhone6_1))
                #expect(try written == library.pngData(), "\(name) \(state) is render(_:placement:isOn:in:)")
                // The focus timer's value is a Bool, so `render --value on` draws the same state.
                let one = try CLIRunner.temporaryFolder().appendingPathComponent("one.png")
                let single = try CLIRunner.run(["render", "focus-timer", "--placement", name, "--value", state, "-o", one.path])
                #expect(single.exitCode == 0, "\(single.stderr)")
                #expect(try Data(contentsOf: one) == written, "\(name) \(state): render --placement \(name) --value \(state) gives the same bytes")
            }
        }
    }

    @Test func aDeviceWithoutADynamicIslandHasNoActionButtonFilesAndAWatchNoControlFiles() throws {
        let se = try renderAll(["--quiet", "--device", "iPhone4_7"])
        #expect(se.result.exitCode == 0, "\(se.result.stderr)")
        let seControls = try CLIRunner.names(in: se.folder).filter { $0.hasPrefix("focus-timer-") }
        #expect(seControls == focusTimerFiles.filter { !$0.contains("actionButton") })
        #expect(seControls.count == 8)
        #expect(try CLIRunner.names(in: se.folder) == CLIRunner.renderAllFiles(on: .iPhone4_7))
        let pad = try renderAll(["--quiet", "--device", "iPad11"])
        #expect(pad.result.exitCode == 0, "\(pad.result.stderr)")
        #expect(try CLIRunner.names(in: pad.folder).filter { $0.hasPrefix("focus-timer-") } == seControls)
        let watch = try renderAll(["--quiet", "--device", "watch45mm"])
        #expect(watch.result.exitCode == 0, "\(watch.result.stderr)")
        #expect(try CLIRunner.names(in: watch.folder).allSatisfy { !$0.hasPrefix("focus-timer-") })
        #expect(!watch.result.stderr.contains("focus-timer"), "\(watch.result.stderr)")
    }

    @Test func shardsSplitTheControlFilesWithTheWidgetsAndJSONListsThem() throws {
        var seen: [String] = []
        for index in 1...3 {
            let (r, folder) = try renderAll(["--quiet", "--json", "--shard", "\(index)/3"])
            #expect(r.exitCode == 0, "\(r.stderr)")
            #expect(r.stderr.isEmpty, "with --json the warnings are in the object: \(r.stderr)")
            let object = try #require(try JSONSerialization.jsonObject(with: r.stdoutData) as? [String: Any])
            #expect(object["total"] as? Int == CLIRunner.renderAllFiles().count)
            let files = try #require(object["files"] as? [[String: Any]])
            let controls = files.filter { ($0["job"] as? String)?.hasPrefix("focus-timer-") == true }
            for file in controls {
                let job = try #require(file["job"] as? String)
                #expect(file["path"] as? String == folder.appendingPathComponent(job).path)
                let diagnostics = try #require(file["diagnostics"] as? [[String: String]])
                #expect(diagnostics.map { $0["kind"] } == ["chosenFigure"], "\(job)")
                seen.append(job)
            }
            #expect(try CLIRunner.names(in: folder) == files.compactMap { $0["job"] as? String }.sorted(), "\(index)/3 writes what it lists")
        }
        #expect(seen.sorted() == focusTimerFiles, "every control file in exactly one shard")
        // Round-robin over the sorted jobs: the control's ten neighbours spread over the three.
        #expect(Set(seen).count == seen.count)
    }

    @Test func aFailedControlFileIsReportedAndTheRestStillWritten() throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let blocked = folder.appendingPathComponent("focus-timer-lockScreen-on.png")
        try FileManager.default.createDirectory(at: blocked, withIntermediateDirectories: false)
        let r = try CLIRunner.run(["render-all", "-o", folder.path, "--quiet"])
        #expect(r.exitCode == 73)
        let total = CLIRunner.renderAllFiles().count
        #expect(!r.stdout.contains("focus-timer-lockScreen-on.png"))
        #expect(r.stdout.split(separator: "\n").count == total - 1)
        #expect(r.stderrLines.contains("widget-render: focus-timer-lockScreen-on.png: cannot write \"\(blocked.path)\": it is a folder; add a file name, e.g. \"\(blocked.path)/widget.png\""))
        #expect(r.stderrLines.last == "widget-render: 1 of \(total) jobs failed (see above); fix them and run render-all again")
        #expect(try CLIRunner.names(in: folder) == CLIRunner.renderAllFiles(), "the other files are written whole, and nothing else is left")
        #expect(try CLIRunner.names(in: blocked).isEmpty)
    }

    @Test func helpNamesTheControlsFiles() throws {
        let r = try CLIRunner.run(["render-all", "--help"])
        #expect(r.exitCode == 0)
        #expect(r.stdout.contains("every control in every placement the device"))
        #expect(r.stdout.contains("<control>-<placement>-off.png"))
        let overview = try CLIRunner.run(["--help"])
        #expect(overview.stdout.contains("render-all --output <dir>    every widget × family × scheme and control × placement × state\n"))
    }
}
