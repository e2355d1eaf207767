import Foundation
import Testing
import WidgetRender

@testable import WidgetRenderCLI

/// The Mac desktop, iOS 27 and iPad Lock Screen profiles and `--standby` through the real
/// binary: listed, rendered at their sizes, and what they lack refused with the fix.
@Suite("widget-render new device profiles")
struct CLISurfaceProfileTests {
    /// The JSON object `render --json` prints for `arguments`, rendering into a fresh folder.
    private func renderJSON(_ arguments: [String]) throws -> [String: Any] {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(["render"] + arguments + ["--json", "-o", dir.appendingPathComponent("out.png").path])
        #expect(r.exitCode == 0, "\(arguments): \(r.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: r.stdoutData) as? [String: Any])
    }

    @Test func theNewProfilesAreListedWithTheirFamilies() throws {
        let r = try CLIRunner.run(["list", "devices"])
        #expect(r.exitCode == 0)
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("macDesktop (Mac desktop (macOS 26), @2x): systemSmall, systemMedium, systemLarge, systemExtraLarge"))
        #expect(lines.contains("macOS27_macDesktop (Mac desktop (macOS 27), @2x): systemSmall, systemMedium, systemLarge, systemExtraLarge, systemExtraLargePortrait"))
        #expect(lines.contains { $0.hasPrefix("iOS27_iPhone6_1 (") && $0.contains("systemLarge, systemExtraLargePortrait, accessoryCircular") })
        #expect(lines.contains("iPadLockMini (iPad mini (6th gen+) Lock Screen, @2x): systemSmall, accessoryCircular, accessoryRectangular, accessoryInline"))
        #expect(try CLIRunner.run(["list", "families"]).stdout.contains("systemExtraLarge\nsystemExtraLargePortrait\n"))
    }

    @Test func theMacDesktopRendersAtItsMeasuredSizeAndDimsWithADiagnostic() throws {
        let medium = try renderJSON(["weather", "--device", "macDesktop", "--family", "systemMedium"])
        #expect(medium["pixelWidth"] as? Int == 688 && medium["pixelHeight"] as? Int == 328)
        let dimmed = try renderJSON(["weather", "--device", "macDesktop", "--mode", "accented"])
        #expect(dimmed["pixelWidth"] as? Int == 328)
        let kinds = (dimmed["diagnostics"] as? [[String: Any]])?.compactMap { $0["kind"] as? String }
        #expect(kinds == ["chosenFigure"])
        let lock = try renderJSON(["fitness", "--device", "iPadLock11", "--family", "accessoryCircular", "--mode", "vibrant"])
        #expect(lock["pixelWidth"] as? Int == 122)
    }

    @Test func aFamilyTheMacLacksIsAUsageErrorNamingItsFamilies() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(["render", "fitness", "--device", "macDesktop", "--family", "accessoryCircular", "-o", dir.appendingPathComponent("x.png").path])
        #expect(r.exitCode == 64)
        #expect(r.stdout.isEmpty)
        #expect(
            r.stderr
                == "widget-render: family accessoryCircular is not available on macDesktop (Mac desktop (macOS 26)); choose one of: systemSmall, systemMedium, systemLarge, systemExtraLarge\n"
        )
        #expect(try CLIRunner.names(in: dir).isEmpty)
    }

    @Test func standByRendersASmallWidgetAtTwiceItsSize() throws {
        let night = try renderJSON(["weather", "--standby", "night"])
        #expect(night["pixelWidth"] as? Int == 976 && night["pixelHeight"] as? Int == 976)
        let messages = (night["diagnostics"] as? [[String: Any]])?.compactMap { $0["message"] as? String } ?? []
        #expect(messages.contains { $0.contains("night red") })
    }

    @Test func besideRendersStandBysScreenWithTwoWidgets() throws {
        let screen = try renderJSON(["weather", "--standby", "day", "--beside", "steps"])
        #expect(screen["pixelWidth"] as? Int == 2556 && screen["pixelHeight"] as? Int == 1179)
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("x.png").path
        let alone = try CLIRunner.run(["render", "weather", "--beside", "steps", "-o", out])
        #expect(alone.exitCode == 64)
        #expect(alone.stderr == "widget-render: --beside puts a second widget beside the first on StandBy's screen; add --standby day or --standby night\n")
        let tasks = try CLIRunner.run(["render", "weather", "--standby", "day", "--beside", "tasks", "-o", out])
        #expect(tasks.exitCode == 64)
        #expect(tasks.stderr.hasPrefix("widget-render: widget \"tasks\" has no systemSmall family, the only one StandBy shows; choose another --beside widget: steps, weather"))
        #expect(try CLIRunner.names(in: dir).isEmpty)
    }

    @Test func standByWithAnotherFamilyOrDeviceIsAUsageErrorNamingTheFix() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("x.png").path
        let medium = try CLIRunner.run(["render", "tasks", "--standby", "day", "-o", out])
        #expect(medium.exitCode == 64)
        #expect(
            medium.stderr
                == "widget-render: --standby shows a systemSmall widget (StandBy shows no other family), not systemMedium; add --family systemSmall, or leave out --standby\n"
        )
        let pad = try CLIRunner.run(["render", "weather", "--standby", "day", "--device", "iPad11", "-o", out])
        #expect(pad.exitCode == 64)
        #expect(pad.stderr.hasSuffix("has no StandBy, which is on iPhone only; use an iPhone profile such as iPhone6_1\n"))
        let time = try CLIRunner.run(["render", "weather", "--standby", "noon", "-o", out])
        #expect(time.stderr == "widget-render: unknown StandBy time \"noon\"; expected one of: day, night\n")
        #expect(try CLIRunner.names(in: dir).isEmpty)
    }

    @Test func visionProRendersFlatWithItsSettingsNamed() throws {
        let medium = try renderJSON(["weather", "--device", "visionPro", "--family", "systemMedium", "--mounting", "recessed", "--texture", "paper"])
        #expect(medium["pixelWidth"] as? Int == 708 && medium["pixelHeight"] as? Int == 316)
        let messages = (medium["diagnostics"] as? [[String: Any]])?.compactMap { $0["message"] as? String } ?? []
        #expect(messages.contains { $0.hasPrefix("visionOS shows the widget in the room, recessed and coated in paper") })
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let bad = try CLIRunner.run(["render", "weather", "--device", "visionPro", "--mounting", "floating", "-o", dir.appendingPathComponent("x.png").path])
        #expect(bad.exitCode == 64)
        #expect(bad.stderr == "widget-render: unknown mounting style \"floating\"; expected one of: elevated, recessed\n")
    }

    @Test func osIOS27MovesAnIPhoneToItsIOS27Row() throws {
        let args = try Arguments(["--os", "iOS27"], command: "render", allowed: ContextOptions.names)
        let context = try ContextOptions.context(args, family: .systemExtraLargePortrait, device: .iPhone6_1)
        #expect(context.sizedDevice.name == "iOS27_iPhone6_1")
        #expect(try context.size() == CGSize(width: 344.67, height: 557.33))
        let iOS26 = try Arguments(["--os", "iOS26"], command: "render", allowed: ContextOptions.names)
        #expect(throws: CommandError.self) { try ContextOptions.context(iOS26, family: .systemExtraLargePortrait, device: .iOS27_iPhone6_1) }
    }
}
