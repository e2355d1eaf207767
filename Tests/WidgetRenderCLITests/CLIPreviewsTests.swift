import Foundation
import Testing

/// `widget-render previews`: the gallery's `#Preview` blocks, listed and rendered by the binary.
@Suite struct CLIPreviewsTests {
    @Test func listsEveryGalleryPreviewInFileAndLineOrder() throws {
        let r = try CLIRunner.run(["previews"])
        #expect(r.exitCode == 0)
        #expect(r.stderr.isEmpty)
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 21)
        #expect(lines.first?.hasPrefix("WidgetGallery/CountdownWidget.swift:") == true)
        #expect(lines.first?.hasSuffix("(systemSmall)") == true)
        #expect(lines.contains { $0.hasSuffix(": Lock Screen (accessoryRectangular)") })
        #expect(lines.last?.hasPrefix("WidgetGallery/WeatherWidget.swift:") == true)
        #expect(lines.last?.hasSuffix("(systemLarge)") == true)
        // The same list twice.
        #expect(try CLIRunner.run(["previews"]).stdout == r.stdout)
    }

    @Test func rendersEachPreviewEntryAndScheme() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(["previews", "--module", "WidgetGallery", "--scheme", "dark", "-o", dir.path])
        #expect(r.exitCode == 0, "\(r.stderr)")
        let paths = r.stdout.split(separator: "\n").map(String.init)
        // Twenty-one previews with 30 images (the small steps preview has two entries, the
        // delivery Lock Screen preview three content states).
        #expect(paths.count == 30)
        #expect(paths.allSatisfy { $0.hasSuffix("-dark.png") && FileManager.default.fileExists(atPath: $0) })
        #expect(paths.filter { $0.contains("StepsWidget.swift") && $0.contains("-systemSmall-1-") }.count == 1)
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path)
        #expect(files.count == 30)
        #expect(paths.filter { $0.contains("DeliveryPreviews.swift") && $0.contains("-dynamicIsland-compact-0-") }.count == 1)
    }

    @Test func badOptionsAreUsageErrorsAndAnEmptyModuleIsMissingInput() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scheme = try CLIRunner.run(["previews", "--scheme", "sepia", "-o", dir.path])
        #expect(scheme.exitCode == 64)
        #expect(scheme.stderrLines == ["widget-render: unknown scheme \"sepia\"; expected one of: light, dark, both"])
        let module = try CLIRunner.run(["previews", "--module", "Nope", "-o", dir.path + "/out"])
        #expect(module.exitCode == 66)
        #expect(module.stderrLines == ["widget-render: no previews in module \"Nope\"; run widget-render previews to list the modules' previews"])
        // Listing them is the same error: an empty list would read as success.
        let listed = try CLIRunner.run(["previews", "--module", "Nope"])
        #expect(listed.exitCode == 66 && listed.stdoutData.isEmpty)
        #expect(listed.stderrLines == module.stderrLines)
        #expect(!FileManager.default.fileExists(atPath: dir.path + "/out"))
        let extra = try CLIRunner.run(["previews", "steps"])
        #expect(extra.exitCode == 64)
        let listing = try CLIRunner.run(["previews", "--jobs", "2"])
        #expect(listing.exitCode == 64)
        #expect(listing.stderrLines == ["widget-render: --jobs applies to rendering the previews; add --output <dir>, or leave it out to list them"])
    }

    @Test func theListIsAlsoJSON() throws {
        let lines = try CLIRunner.run(["previews"]).stdout.split(separator: "\n").map(String.init)
        let r = try CLIRunner.run(["previews", "--json"])
        #expect(r.exitCode == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: r.stdoutData) as? [String: [[String: String]]])
        let previews = try #require(object["previews"])
        #expect(previews.map { "\($0["location"] ?? ""): \($0["name"] ?? "") (\($0["family"] ?? ""))" } == lines)
    }
}
