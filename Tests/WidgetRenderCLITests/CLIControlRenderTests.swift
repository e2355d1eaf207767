import Foundation
import Testing

/// `widget-render render <control> --placement … --value …`: the gallery's focus-timer control
/// through the real binary.
@Suite("widget-render render, controls")
struct CLIControlRenderTests {
    private func png(_ name: String) throws -> String {
        try CLIRunner.temporaryFolder().appendingPathComponent(name).path
    }

    @Test func everyPlacementIsWrittenAtItsSize() throws {
        for (placement, width, height) in [
            ("controlCenter-small", 240, 240), ("controlCenter-medium", 480, 240), ("controlCenter-large", 480, 480), ("lockScreen", 198, 198), ("actionButton", 690, 110),
        ] {
            let path = try png("\(placement).png")
            let r = try CLIRunner.run(["render", "focus-timer", "--placement", placement, "-o", path])
            #expect(r.exitCode == 0, "\(placement): \(r.stderr)")
            #expect(r.stdout == path + "\n")
            // Only the warning that the figures are not published.
            #expect(r.stderrLines.count == 1 && r.stderrLines[0].hasPrefix("widget-render: warning: focus-timer \(placement): chosenFigure: Apple does not publish "), "\(r.stderr)")
            let size = try #require(CLIRunner.pngSize(try Data(contentsOf: URL(fileURLWithPath: path))))
            #expect(size.0 == width && size.1 == height, "\(placement): \(size)")
        }
    }

    @Test func theSmallTileAndThePreviewValueAreTheDefaultsAndOnDiffers() throws {
        let plain = try png("plain.png")
        let off = try png("off.png")
        let on = try png("on.png")
        #expect(try CLIRunner.run(["render", "focus-timer", "-o", plain]).exitCode == 0)
        #expect(try CLIRunner.run(["render", "focus-timer", "--placement", "controlCenter-small", "--value", "off", "-o", off]).exitCode == 0)
        #expect(try CLIRunner.run(["render", "focus-timer", "--value=on", "-o", on]).exitCode == 0)
        let bytes = try [plain, off, on].map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
        #expect(bytes[0] == bytes[1])
        #expect(bytes[1] != bytes[2])
    }

    @Test func jsonNamesTheControlPlacementAndValue() throws {
        let path = try png("json.png")
        let r = try CLIRunner.run(["render", "focus-timer", "--placement", "actionButton", "--value", "on", "--json", "-o", path])
        #expect(r.exitCode == 0, "\(r.stderr)")
        #expect(r.stdout.contains(#""control":"focus-timer""#) && r.stdout.contains(#""placement":"actionButton""#) && r.stdout.contains(#""value":"on""#), "\(r.stdout)")
    }

    @Test func badPlacementsValuesAndNamesAreErrors() throws {
        let never = try png("never.png")
        let placement = try CLIRunner.run(["render", "focus-timer", "--placement", "dock", "-o", never])
        #expect(placement.exitCode == 64)
        #expect(placement.stderr == "widget-render: unknown placement \"dock\"; expected one of: controlCenter-small, controlCenter-medium, controlCenter-large, lockScreen, actionButton\n")
        let value = try CLIRunner.run(["render", "focus-timer", "--value", "maybe", "-o", never])
        #expect(value.exitCode == 64)
        let widget = try CLIRunner.run(["render", "steps", "--placement", "lockScreen", "-o", never])
        #expect(widget.exitCode == 64)
        #expect(widget.stderr == "widget-render: --placement is for a control, and \"steps\" is not one; expected one of: focus-timer\n")
        let unknown = try CLIRunner.run(["render", "fan", "--value", "on", "-o", never])
        #expect(unknown.exitCode == 66)
        let family = try CLIRunner.run(["render", "focus-timer", "--family", "systemSmall", "-o", never])
        #expect(family.exitCode == 64)
        #expect(family.stderr.contains("is a control, which takes no --family"))
        #expect(!FileManager.default.fileExists(atPath: never))
    }

    /// A device that does not show the placement is a usage error naming the device and the
    /// choices, and writes nothing: a watch's or a Mac's control is not drawn as an iPhone's.
    @Test func aPlacementTheDeviceDoesNotShowIsAUsageError() throws {
        let never = try png("never.png")
        let watch = try CLIRunner.run(["render", "focus-timer", "--device", "watch45mm", "-o", never])
        #expect(watch.exitCode == 64)
        #expect(watch.stderr.hasPrefix("widget-render: \"focus-timer\" is a control, and watch45mm ("), "\(watch.stderr)")
        #expect(watch.stderr.hasSuffix("shows none that widget-render draws (controls are drawn on iPhone and iPad devices); choose one with --device, e.g. iPhone6_1\n"))
        let mac = try CLIRunner.run(["render", "focus-timer", "--device", "macDesktop", "-o", never])
        #expect(mac.exitCode == 64)
        let island = try CLIRunner.run(["render", "focus-timer", "--device", "iPhone4_7", "--placement", "actionButton", "-o", never])
        #expect(island.exitCode == 64)
        #expect(island.stderr.hasPrefix("widget-render: iPhone4_7 ("), "\(island.stderr)")
        #expect(island.stderr.hasSuffix("has no Dynamic Island, so no Action button control; choose --placement controlCenter-small, controlCenter-medium, controlCenter-large, lockScreen, or a device with a Dynamic Island, e.g. iPhone6_1\n"))
        #expect(!FileManager.default.fileExists(atPath: never))
    }

    @Test func listControlsNamesEachControlAndItsPlacements() throws {
        let r = try CLIRunner.run(["list", "controls"])
        #expect(r.exitCode == 0)
        #expect(r.stdout == "focus-timer: controlCenter-small, controlCenter-medium, controlCenter-large, lockScreen, actionButton\n")
        let json = try #require(try JSONSerialization.jsonObject(with: try CLIRunner.run(["list", "controls", "--json"]).stdoutData) as? [String: [[String: Any]]])
        #expect(json["controls"]?.first?["name"] as? String == "focus-timer")
    }
}
