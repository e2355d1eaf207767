import Foundation
import Testing

@testable import WidgetRenderCLI

/// `--device`, `--family`, `--scale` and `--date`: every bad value is a usage error (64) with
/// a message naming it, found before anything is rendered or written.
@Suite("widget-render context options")
struct CLIContextOptionTests {
    private func usageError(_ arguments: [String]) throws -> (result: CLIResult, wroteFile: Bool) {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(arguments + ["-o", dir.appendingPathComponent("x.png").path], in: dir)
        return (r, try !CLIRunner.names(in: dir).isEmpty)
    }

    @Test func aFamilyTheDeviceDoesNotHaveIsAUsageErrorNamingItsFamilies() throws {
        let (watch, wroteWatch) = try usageError(["render", "steps", "--device", "watch45mm", "--family", "systemSmall"])
        #expect(watch.exitCode == 64)
        #expect(watch.stderr == "widget-render: family systemSmall is not available on watch45mm (Apple Watch 45 mm); choose one of: accessoryCircular, accessoryRectangular, accessoryInline, accessoryCorner\n")
        #expect(!wroteWatch)
        let (pad, _) = try usageError(["render", "steps", "--family", "accessoryInline", "--device", "iPad13"])
        #expect(pad.exitCode == 64)
        #expect(pad.stderr.hasPrefix("widget-render: family accessoryInline is not available on iPad13 (iPad Pro/Air 13\"); choose one of: systemSmall, "))
    }

    @Test func withoutAFamilyTheWidgetsFirstFamilyOnTheDeviceIsRendered() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("watch.png").path
        let r = try CLIRunner.run(["render", "steps", "--device", "watch45mm", "-o", path])
        #expect(r.exitCode == 0, "stderr: \(r.stderr)")
        // steps' first family is systemSmall; its first one the watch has is accessoryRectangular
        // (the Smart Stack card, 184×80.5 pt @2x).
        #expect(try #require(CLIRunner.pngSize(try Data(contentsOf: URL(fileURLWithPath: path)))) == CLIRunner.defaultPixels(.accessoryRectangular, on: .watch45mm))
    }

    @Test func theWatchPlacementPicksTheFaceFrameAndABadOneIsAUsageError() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("face.png").path
        let r = try CLIRunner.run(["render", "steps", "--device", "watch45mm", "--watch", "face", "-o", path])
        #expect(r.exitCode == 0, "stderr: \(r.stderr)")
        // The face's rectangular slot, 193×82 pt @2x, not the Smart Stack card.
        #expect(try #require(CLIRunner.pngSize(try Data(contentsOf: URL(fileURLWithPath: path)))) == (386, 164))
        let (bad, wrote) = try usageError(["render", "steps", "--device", "watch45mm", "--watch", "wrist"])
        #expect(bad.exitCode == 64)
        #expect(bad.stderr == "widget-render: unknown watch placement \"wrist\"; expected one of: smartStack, face, bezel\n")
        #expect(!wrote)
    }

    @Test func aBadWatchCornerOrOneForAnotherFamilyIsAUsageError() throws {
        let (bad, wrote) = try usageError(["render", "steps", "--device", "watch45mm", "--corner", "middle"])
        #expect(bad.exitCode == 64)
        #expect(bad.stderr == "widget-render: unknown watch corner \"middle\"; expected one of: topLeading, topTrailing, bottomLeading, bottomTrailing\n")
        #expect(!wrote)
        // steps has no accessoryCorner: its watch family is the rectangular one, which no corner places.
        let (other, wroteOther) = try usageError(["render", "steps", "--device", "watch45mm", "--corner", "bottomTrailing"])
        #expect(other.exitCode == 64)
        #expect(
            other.stderr
                == "widget-render: --corner places an accessoryCorner complication in a corner of the watch face, not accessoryRectangular; add --family accessoryCorner, or leave out --corner\n"
        )
        #expect(!wroteOther)
        let help = try CLIRunner.run(["render", "--help"])
        #expect(help.stdout.contains("--corner <corner>"), "\(help.stdout)")
    }

    @Test func theWatchCornerSetsTheContextsSlot() throws {
        let args = try Arguments(["--corner", "bottomTrailing"], command: "render", allowed: ContextOptions.names)
        let context = try ContextOptions.context(args, family: .accessoryCorner, device: .watch45mm)
        #expect(context.watchCorner == .bottomTrailing)
        // Left out, the corner is the default top-leading one.
        let none = try ContextOptions.context(try Arguments([], command: "render", allowed: ContextOptions.names), family: .accessoryCorner, device: .watch45mm)
        #expect(none.watchCorner == .topLeading)
    }

    @Test(arguments: [
        ("nan", "invalid scale \"nan\"; expected a number in (0, 8], e.g. 3"),
        ("0", "invalid scale \"0\"; expected a number in (0, 8], e.g. 3"),
        ("-2", "invalid scale \"-2\"; expected a number in (0, 8], e.g. 3"),
        ("9", "invalid scale \"9\"; expected a number in (0, 8], e.g. 3"),
        ("1e400", "invalid scale \"1e400\"; expected a number in (0, 8], e.g. 3"),
        ("3x", "invalid scale \"3x\"; expected a number in (0, 8], e.g. 3"),
        ("0.001", "invalid scale \"0.001\"; systemSmall on iPhone6_1 would be 0×0 pixels; expected a number in (0, 8] giving at least 1 pixel per side, e.g. 3"),
    ])
    func anInvalidScaleIsAUsageError(scale: String, message: String) throws {
        let (r, wrote) = try usageError(["render", "steps", "--scale", scale])
        #expect(r.exitCode == 64)
        #expect(r.stderr == "widget-render: \(message)\n")
        #expect(!wrote)
    }

    @Test(arguments: [
        ("yesterday", "expected ISO 8601 with a time and a zone, e.g. 2026-06-01T14:30:00Z or 2026-06-01T16:30:00+02:00"),
        ("2026-06-01", "expected ISO 8601 with a time and a zone, e.g. 2026-06-01T14:30:00Z or 2026-06-01T16:30:00+02:00"),
        ("2026-06-01T14:30:00Zjunk", "expected ISO 8601 with a time and a zone, e.g. 2026-06-01T14:30:00Z or 2026-06-01T16:30:00+02:00"),
        ("2026-06-01T14:30:00", "expected ISO 8601 with a time and a zone, e.g. 2026-06-01T14:30:00Z or 2026-06-01T16:30:00+02:00"),
        ("2026-02-30T00:00:00Z", "day 30 does not exist in 2026-02, which has 28 days; expected e.g. 2026-06-01T14:30:00Z"),
        ("2025-02-29T00:00:00Z", "day 29 does not exist in 2025-02, which has 28 days; expected e.g. 2026-06-01T14:30:00Z"),
        ("2026-13-01T00:00:00Z", "month 13 is out of range (01 to 12); expected e.g. 2026-06-01T14:30:00Z"),
        ("2026-06-01T24:00:00Z", "hour 24 is out of range (00 to 23); expected e.g. 2026-06-01T14:30:00Z"),
        ("2026-06-01T14:30:60Z", "second 60 is out of range (00 to 59); expected e.g. 2026-06-01T14:30:00Z"),
    ])
    func anInvalidDateIsAUsageError(date: String, detail: String) throws {
        let (r, wrote) = try usageError(["render", "steps", "--date", date])
        #expect(r.exitCode == 64)
        #expect(r.stderr == "widget-render: invalid date \"\(date)\"; \(detail)\n")
        #expect(!wrote)
    }

    @Test func datesWithOffsetsAndFractionsAreAccepted() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        for date in ["2024-02-29T14:30:00Z", "2024-02-29T16:30:00+02:00", "2024-02-29T13:00:00.250-01:30"] {
            let path = dir.appendingPathComponent("steps.png").path
            let r = try CLIRunner.run(["render", "steps", "--date", date, "-o", path])
            #expect(r.exitCode == 0, "\(date): \(r.stderr)")
            #expect(r.stdout == path + "\n")
        }
    }

    @Test(arguments: [
        ("1970-01-01T00:00:00Z", 0.0),
        ("2024-02-29T14:30:00Z", 1_709_217_000),
        ("2024-02-29T16:30:00+02:00", 1_709_217_000),
        ("2024-02-29T13:00:00.250-01:30", 1_709_217_000.25),
        ("1900-03-01T00:00:00Z", -2_203_891_200),
        ("0001-01-01T00:00:00Z", -62_135_596_800),
        ("9999-12-31T23:59:59Z", 253_402_300_799),
    ])
    func aDateIsTheMomentItNames(text: String, secondsSince1970: Double) throws {
        #expect(try ISO8601Date.parse(text) == Date(timeIntervalSince1970: secondsSince1970))
    }
}
