import Foundation
import Testing

/// `widget-render render <activity> --presentation … --state …`: the gallery's delivery Live
/// Activity through the real binary.
@Suite("widget-render render, Live Activities")
struct CLIActivityRenderTests {
    private func png(_ name: String) throws -> String {
        try CLIRunner.temporaryFolder().appendingPathComponent(name).path
    }

    @Test func everyPresentationIsWrittenAtItsSize() throws {
        for (presentation, width, heights) in [
            ("content", 1113...1113, 252...480), ("expanded", 1113...1113, 252...480), ("compact", 690...690, 110...110), ("minimal", 110...135, 110...110),
        ] {
            let path = try png("\(presentation).png")
            let r = try CLIRunner.run(["render", "delivery", "--presentation", presentation, "-o", path])
            #expect(r.exitCode == 0, "\(presentation): \(r.stderr)")
            #expect(r.stdout == path + "\n")
            // Only warnings: the unpublished figures the render used.
            #expect(!r.stderrLines.isEmpty && r.stderrLines.allSatisfy { $0.hasPrefix("widget-render: warning: delivery \(presentation): chosenFigure: Apple does not publish ") }, "\(r.stderr)")
            let size = try #require(CLIRunner.pngSize(try Data(contentsOf: URL(fileURLWithPath: path))))
            #expect(width.contains(size.0) && heights.contains(size.1), "\(presentation): \(size)")
        }
    }

    @Test func contentIsTheDefaultAndAStateIsANameOrJSON() throws {
        let plain = try png("plain.png")
        let content = try png("content.png")
        let arriving = try png("arriving.png")
        let json = try png("json.png")
        #expect(try CLIRunner.run(["render", "delivery", "-o", plain]).exitCode == 0)
        #expect(try CLIRunner.run(["render", "delivery", "--presentation", "content", "--state", "onTheWay", "-o", content]).exitCode == 0)
        #expect(try CLIRunner.run(["render", "delivery", "--presentation=content", "--state", "arriving", "-o", arriving]).exitCode == 0)
        let r = try CLIRunner.run(["render", "delivery", "--state", #"{"stage": "arriving", "minutesLeft": 1, "courier": "Maya"}"#, "-o", json])
        #expect(r.exitCode == 0, "\(r.stderr)")
        let bytes = try [plain, content, arriving, json].map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
        #expect(bytes[0] == bytes[1])
        #expect(bytes[1] != bytes[2])
        #expect(bytes[2] == bytes[3])
    }

    @Test func aBadPresentationIsAUsageErrorNamingTheValidOnes() throws {
        let never = try png("never.png")
        let r = try CLIRunner.run(["render", "delivery", "--presentation", "banner", "-o", never])
        #expect(r.exitCode == 64)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr == "widget-render: unknown presentation \"banner\"; expected one of: content, compact, expanded, minimal\n")
        #expect(!FileManager.default.fileExists(atPath: never))
    }

    @Test func anUnknownActivityIsMissingInput() throws {
        let never = try png("never.png")
        let r = try CLIRunner.run(["render", "pizza", "--presentation", "compact", "-o", never])
        #expect(r.exitCode == 66)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr == "widget-render: unknown Live Activity \"pizza\"; expected one of: delivery\n")
        #expect(!FileManager.default.fileExists(atPath: never))
    }

    @Test func optionsOfTheOtherKindAreUsageErrors() throws {
        let x = try png("x.png")
        for (args, code, message) in [
            (["render", "steps", "--presentation", "compact", "-o", x], 64, "--presentation is for a Live Activity, and \"steps\" is a widget; expected one of: delivery"),
            (["render", "steps", "--state", "arriving", "-o", x], 64, "--state is for a Live Activity, and \"steps\" is a widget; give it an entry with --entry <file.json>"),
            (["render", "delivery", "--family", "systemSmall", "-o", x], 64, "\"delivery\" is a Live Activity, which has no family; choose its presentation with --presentation content|compact|expanded|minimal"),
            (["render", "delivery", "--entry", "e.json", "-o", x], 64, "\"delivery\" is a Live Activity, which takes a content state, not an entry; use --state <name|JSON> (one of: onTheWay, preparing, arriving)"),
            (["render", "delivery", "--state", "late", "-o", x], 64, "unknown state \"late\" of Live Activity \"delivery\"; expected one of: onTheWay, preparing, arriving, or the DeliveryAttributes.ContentState as JSON"),
            (
                ["render", "delivery", "--state", #"{"stage": "late", "minutesLeft": 1, "courier": "Maya"}"#, "-o", x], 65,
                "invalid --state at stage: Cannot initialize Stage from invalid String value late; fix the JSON to match DeliveryAttributes.ContentState"
            ),
            (["render", "delivery", "--presentation", "compact"], 64, "render needs an output file: -o <file.png>, or -o - for standard output"),
        ] {
            let r = try CLIRunner.run(args)
            #expect(r.exitCode == Int32(code), "\(args): \(r.stderr)")
            #expect(r.stdout.isEmpty)
            #expect(r.stderr == "widget-render: \(message)\n", "\(args)")
        }
        #expect(!FileManager.default.fileExists(atPath: x))
    }

    @Test func jsonNamesTheActivityPresentationAndState() throws {
        let path = try png("island.png")
        let r = try CLIRunner.run(["render", "delivery", "--presentation", "minimal", "--state", "preparing", "--scheme", "dark", "-o", path, "--json"])
        #expect(r.exitCode == 0, "\(r.stderr)")
        #expect(r.stderr.isEmpty)
        let object = try #require(try JSONSerialization.jsonObject(with: r.stdoutData) as? [String: Any])
        #expect(object["activity"] as? String == "delivery")
        #expect(object["presentation"] as? String == "minimal")
        #expect(object["state"] as? String == "preparing")
        #expect(object["path"] as? String == path)
        #expect(object["pixelHeight"] as? Int == 110)
        let kinds = (object["diagnostics"] as? [[String: Any]])?.compactMap { $0["kind"] as? String }
        #expect(kinds == ["chosenFigure"])
    }

    @Test func anIslandOnAPhoneWithoutOneFailsTheRender() throws {
        let x = try png("x.png")
        let r = try CLIRunner.run(["render", "delivery", "--presentation", "compact", "--device", "iPhone4_7", "-o", x])
        #expect(r.exitCode == 1)
        #expect(r.stderr.hasPrefix("widget-render: iPhone4_7 ("), "\(r.stderr)")
        #expect(r.stderr.contains("has no Dynamic Island; render .content there"))
        #expect(!FileManager.default.fileExists(atPath: x))
    }

    @Test func aScreenShowsTheLockScreenPresentationThere() throws {
        let standBy = try png("standby.png")
        let r = try CLIRunner.run(["render", "delivery", "--screen", "standBy-night", "-o", standBy])
        #expect(r.exitCode == 0, "\(r.stderr)")
        let size = try #require(CLIRunner.pngSize(try Data(contentsOf: URL(fileURLWithPath: standBy))))
        #expect(size == (2556, 1179))  // the landscape screen @3x
        #expect(r.stderr.contains("StandBy's night red"))
        let dim = try png("dim.png")
        #expect(try CLIRunner.run(["render", "delivery", "--screen", "alwaysOn", "-o", dim]).exitCode == 0)
        #expect(CLIRunner.pngSize(try Data(contentsOf: URL(fileURLWithPath: dim)))?.0 == 1113)
        let x = try png("x.png")
        let bad = try CLIRunner.run(["render", "delivery", "--screen", "desk", "-o", x])
        #expect(bad.exitCode == 64)
        #expect(bad.stderr == "widget-render: unknown screen \"desk\"; expected one of: lockScreen, alwaysOn, standBy, standBy-night, carPlay\n")
        let island = try CLIRunner.run(["render", "delivery", "--presentation", "compact", "--screen", "alwaysOn", "-o", x])
        #expect(island.exitCode == 1)
        #expect(island.stderr.contains("the alwaysOn screen shows the Lock Screen presentation only"))
        let widget = try CLIRunner.run(["render", "steps", "--screen", "standBy", "-o", x])
        #expect(widget.exitCode == 64)
        #expect(widget.stderr == "widget-render: --screen is for a Live Activity, and \"steps\" is a widget; expected one of: delivery\n")
        let unknown = try CLIRunner.run(["render", "pizza", "--screen", "standBy", "-o", x])
        #expect(unknown.exitCode == 66)
        #expect(unknown.stderr == "widget-render: unknown Live Activity \"pizza\"; expected one of: delivery\n")
        #expect(!FileManager.default.fileExists(atPath: x))
    }

    @Test func helpListsTheActivityOptions() throws {
        let r = try CLIRunner.run(["render", "--help"])
        #expect(r.exitCode == 0)
        #expect(r.stdout.contains("  --presentation <kind>    a Live Activity's: content (the Lock Screen, default),"))
        #expect(r.stdout.contains("--state <name|JSON>"))
    }

    @Test func carPlayAndTheWatchRenderTheSmallFamilysCard() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let car = dir.appendingPathComponent("car.png")
        let r = try CLIRunner.run(["render", "delivery", "--screen", "carPlay", "-o", car.path])
        #expect(r.exitCode == 0, "\(r.stderr)")
        let carSize = CLIRunner.pngSize(try Data(contentsOf: car))
        #expect(carSize.map { [$0.0, $0.1] } == [720, 234])  // 240 × 78 pt @3x
        let watch = dir.appendingPathComponent("watch.png")
        let w = try CLIRunner.run(["render", "delivery", "--device", "watch45mm", "-o", watch.path])
        #expect(w.exitCode == 0, "\(w.stderr)")
        let watchSize = CLIRunner.pngSize(try Data(contentsOf: watch))
        #expect(watchSize.map { [$0.0, $0.1] } == [368, 161])  // 184 × 80.5 pt @2x
        let island = try CLIRunner.run(["render", "delivery", "--device", "watch45mm", "--presentation", "compact", "-o", watch.path])
        #expect(island.exitCode == 1)
        #expect(island.stderr.contains("is an Apple Watch, which shows a Live Activity in the Smart Stack only"), "\(island.stderr)")
    }

    @Test func onScreenPlacesTheIslandOnTheScreensTop() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("island.png")
        let r = try CLIRunner.run(["render", "delivery", "--presentation", "compact", "--on-screen", "-o", file.path])
        #expect(r.exitCode == 0, "\(r.stderr)")
        let size = CLIRunner.pngSize(try Data(contentsOf: file))
        #expect(size.map { [$0.0, $0.1] } == [1179, 176])  // 393 × (11 + 36.67 + 11) pt @3x
        let content = try CLIRunner.run(["render", "delivery", "--on-screen", "-o", file.path])
        #expect(content.exitCode == 64)
        #expect(content.stderr == "widget-render: --on-screen places a Dynamic Island presentation on the screen's top; choose one with --presentation compact|expanded|minimal\n")
    }
}
