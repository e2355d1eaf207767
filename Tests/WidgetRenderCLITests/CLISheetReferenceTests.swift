import Foundation
import Testing
import WidgetGallery
import WidgetRender

@testable import WidgetRenderCLI

/// `sheet --references <dir>`: each sheet against the one of the same name there, cell by cell,
/// with the reference and a diff beside each cell on the review page.
@Suite("widget-render sheet --references")
struct CLISheetReferenceTests {
    @Test func aChangedCellIsFoundDiffedAndShownBesideItsReference() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let earlier = dir.appendingPathComponent("earlier")
        let first = try CLIRunner.run(["sheet", "steps", "-o", earlier.path, "--quiet"])
        #expect(first.exitCode == 0, "\(first.stderr)")
        // The earlier sheet with a 10 × 10 pixel square painted into the first cell's widget.
        let plan = try ContactSheetPlan(title: "steps", families: try #require(Gallery.items.first { $0.name == "steps" }).families)
        let sheetURL = earlier.appendingPathComponent("steps.png")
        let image = try RenderedImage(pngData: Data(contentsOf: sheetURL))
        var bytes = image.pixels.bytes
        let w = plan.geometry.widgetFrames[0]
        for y in Int(w.midY)..<(Int(w.midY) + 10) {
            for x in Int(w.midX)..<(Int(w.midX) + 10) {
                let i = (y * image.pixelWidth + x) * 4
                bytes[i] = bytes[i] ^ 0xFF
                bytes[i + 3] = 255
            }
        }
        let changed = try RenderedImage(pixels: try PixelBuffer(width: image.pixelWidth, height: image.pixelHeight, bytes: bytes))
        try changed.pngData().write(to: sheetURL)

        let out = dir.appendingPathComponent("now")
        let r = try CLIRunner.run(["sheet", "steps", "--references", earlier.path, "-o", out.path, "--quiet"])
        #expect(r.exitCode == 0, "\(r.stderr)")
        #expect(try CLIRunner.names(in: out) == ["index.html", "steps-diff.png", "steps-reference.png", "steps.png"])
        #expect(r.stdout.split(separator: "\n").contains { $0.hasSuffix("/steps-diff.png") })
        // The copy is the reference's bytes; the diff is red exactly where the square is.
        #expect(try Data(contentsOf: out.appendingPathComponent("steps-reference.png")) == Data(contentsOf: sheetURL))
        let diff = try RenderedImage(pngData: Data(contentsOf: out.appendingPathComponent("steps-diff.png"))).pixels
        var red = 0
        for y in 0..<diff.height {
            for x in 0..<diff.width where diff[x: x, y: y] == PixelBuffer.Pixel(red: 255, green: 0, blue: 0, alpha: 255) { red += 1 }
        }
        #expect(red == 100)
        let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("Against the <a class=\"file\" href=\"steps-reference.png\">reference</a> · <a class=\"file\" href=\"steps-diff.png\">diff</a>: 1 of \(plan.jobs.count) cells differ."))
        #expect(html.components(separatedBy: "differs from the reference").count - 1 == 1)
        #expect(html.contains("<figcaption>Diff: 100 pixels differ, in red</figcaption>"))
        #expect(html.components(separatedBy: "<figcaption>Reference</figcaption>").count - 1 == plan.jobs.count)
    }

    @Test func aCorruptReferenceIsADataErrorAndTheSheetIsStillWritten() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let earlier = dir.appendingPathComponent("earlier")
        try FileManager.default.createDirectory(at: earlier, withIntermediateDirectories: true)
        try Data("not a png".utf8).write(to: earlier.appendingPathComponent("steps.png"))
        let out = dir.appendingPathComponent("now")
        let r = try CLIRunner.run(["sheet", "steps", "--references", earlier.path, "-o", out.path, "--quiet"])
        #expect(r.exitCode == 65)
        #expect(r.stderr.contains("the reference \(earlier.path)/steps.png is not a readable PNG"), "\(r.stderr)")
        #expect(try CLIRunner.names(in: out) == ["index.html", "steps.png"])
    }

    @Test func aReferencesPathThatIsNotAFolderIsNoInput() throws {
        let r = try CLIRunner.run(["sheet", "steps", "--references", "/nonexistent/sheets", "-o", "/nonexistent/out"])
        #expect(r.exitCode == 66)
        #expect(r.stderr == "widget-render: --references /nonexistent/sheets is not a folder; give the folder of earlier sheets to compare with\n")
    }

    @Test func thePageLinksThePreviewsBesideIt() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out")
        let previews = try CLIRunner.run(["previews", "--output", out.appendingPathComponent("previews").path, "--quiet"])
        #expect(previews.exitCode == 0, "\(previews.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("previews").path).filter { $0.hasSuffix(".png") }.sorted()
        #expect(!files.isEmpty)
        let r = try CLIRunner.run(["sheet", "steps", "-o", out.path, "--quiet"])
        #expect(r.exitCode == 0, "\(r.stderr)")
        let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("<a href=\"#previews\">Previews</a>"))
        #expect(html.components(separatedBy: "<a class=\"preview\"").count - 1 == files.count)
        #expect(html.contains("<img src=\"previews/\(files[0])\""))
    }
}
