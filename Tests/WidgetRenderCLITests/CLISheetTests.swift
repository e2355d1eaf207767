import Foundation
import Testing
import WidgetGallery
import WidgetRender

@testable import WidgetRenderCLI

/// `widget-render sheet`: the real binary's files, output, progress and exit codes, and the
/// review page's HTML.
@Suite("widget-render sheet")
struct CLISheetTests {
    /// The `src` values of the page's images and links to PNGs.
    private func pngReferences(in html: String) -> Set<String> {
        var found = Set<String>()
        for attribute in ["src=\"", "href=\""] {
            var rest = html[...]
            while let start = rest.range(of: attribute) {
                rest = rest[start.upperBound...]
                guard let end = rest.firstIndex(of: "\"") else { break }
                let value = String(rest[..<end])
                if value.hasSuffix(".png") { found.insert(value) }
            }
        }
        return found
    }

    @Test func oneSheetWritesItsPNGAndThePageAndPrintsThePaths() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("sheets").path
        let r = try CLIRunner.run(["sheet", "steps", "-o", out, "--quiet"])
        #expect(r.exitCode == 0, "\(r.stderr)")
        #expect(r.stderr.isEmpty)
        #expect(r.stdout == "\(out)/steps.png\n\(out)/index.html\n")
        #expect(try CLIRunner.names(in: URL(fileURLWithPath: out)) == ["index.html", "steps.png"])
        let png = try Data(contentsOf: URL(fileURLWithPath: out + "/steps.png"))
        let size = try #require(CLIRunner.pngSize(png))
        let plan = try ContactSheetPlan(title: "steps", families: StepsWidget().body._descriptor.families)
        #expect(size == (plan.geometry.pixelWidth, plan.geometry.pixelHeight))
        let html = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
        #expect(pngReferences(in: html) == ["steps.png"])
        #expect(html.components(separatedBy: "<details class=\"cell\"").count - 1 == plan.jobs.count)
    }

    @Test func allSheetsAsJSONReferenceEveryPNGFromThePage() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(["sheet", "--all", "--output", dir.path, "--json", "--jobs", "2"])
        #expect(r.exitCode == 0, "\(r.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: r.stdoutData) as? [String: Any])
        #expect(json["command"] as? String == "sheet")
        #expect((json["failures"] as? [Any])?.isEmpty == true)
        let files = try #require(json["files"] as? [[String: Any]])
        let names = (Gallery.items.map(\.name) + ["delivery", "focus-timer"]).sorted()  // the widgets, the Live Activity, the control
        #expect(files.compactMap { $0["job"] as? String } == names.map { "\($0).png" } + ["index.html"])
        #expect(files.compactMap { $0["path"] as? String } == names.map { "\(dir.path)/\($0).png" } + ["\(dir.path)/index.html"])
        #expect(files.allSatisfy { $0["diagnostics"] is [Any] })
        let html = try String(contentsOfFile: dir.path + "/index.html", encoding: .utf8)
        #expect(pngReferences(in: html) == Set(names.map { "\($0).png" }))
        let cellCount = try Gallery.items.reduce(14 + 10) { $0 + (try ContactSheetPlan(title: $1.name, families: $1.families).jobs.count) }  // delivery's 14, focus-timer's 10
        #expect(html.components(separatedBy: "<details class=\"cell\"").count - 1 == cellCount)
        #expect(try CLIRunner.names(in: dir) == (names.map { "\($0).png" } + ["index.html"]).sorted())
    }

    @Test func progressIsPlainLinesWhenStandardErrorIsNotATerminal() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(["sheet", "steps", "-o", dir.path, "--jobs", "1"])
        #expect(r.exitCode == 0)
        let plan = try ContactSheetPlan(title: "steps", families: StepsWidget().body._descriptor.families)
        let steps = plan.jobs.map { "steps \($0.family) \($0.column)" } + ["steps.png"]
        #expect(r.stderrLines == steps.enumerated().map { "[\($0.offset + 1)/\(steps.count)] \($0.element)" })
        #expect(!r.stderr.contains("\r"))
    }

    @Test func scaleDrawsEverySheetAtThatScale() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        // Two widgets with two jobs: one sheet is drawn by a worker process, told the scale.
        let r = try CLIRunner.run(["sheet", "steps", "weather", "focus-timer", "-o", dir.path, "--scale", "3", "--jobs", "2", "--quiet"])
        #expect(r.exitCode == 0, "\(r.stderr)")
        let renderer = try WidgetRenderer()
        for (name, widget) in [("steps", StepsWidget().body._descriptor), ("weather", WeatherWidget().body._descriptor)] {
            let plan = try ContactSheetPlan(title: name, families: widget.families, scale: 3)
            let written = try #require(CLIRunner.pngSize(try Data(contentsOf: dir.appendingPathComponent("\(name).png"))))
            #expect(written == (plan.geometry.pixelWidth, plan.geometry.pixelHeight), "\(name)")
        }
        let control = try renderer.contactSheet(FocusTimerControl(), title: "focus-timer", scale: 3)
        #expect(try Data(contentsOf: dir.appendingPathComponent("focus-timer.png")) == control.image.pngData())
        let bad = try CLIRunner.run(["sheet", "steps", "-o", dir.path + "/bad", "--scale", "9"])
        #expect(bad.exitCode == 64)
        #expect(bad.stderr == "widget-render: invalid scale \"9\"; expected a number in (0, 8], e.g. 3\n")
        #expect(!FileManager.default.fileExists(atPath: dir.path + "/bad"))
    }

    @Test func theBytesDoNotDependOnTheNumberOfJobs() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let one = try CLIRunner.run(["sheet", "weather", "-o", dir.path + "/one", "--jobs", "1", "--quiet"])
        let two = try CLIRunner.run(["sheet", "weather", "-o", dir.path + "/two", "--jobs", "2", "--quiet"])
        #expect(one.exitCode == 0 && two.exitCode == 0)
        let a = try Data(contentsOf: URL(fileURLWithPath: dir.path + "/one/weather.png"))
        let b = try Data(contentsOf: URL(fileURLWithPath: dir.path + "/two/weather.png"))
        #expect(a == b)
    }

    @Test func shardsAreDisjointAndTogetherEveryWidget() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        var seen: [String] = []
        for i in 1...2 {
            let r = try CLIRunner.run(["sheet", "--all", "-o", dir.path + "/\(i)", "--shard", "\(i)/2", "--quiet"])
            #expect(r.exitCode == 0)
            seen += r.stdout.split(separator: "\n").map { URL(fileURLWithPath: String($0)).lastPathComponent }.filter { $0.hasSuffix(".png") }
        }
        #expect(seen.sorted() == (Gallery.items.map(\.name) + ["delivery", "focus-timer"]).map { "\($0).png" }.sorted())
        #expect(Set(seen).count == seen.count)
    }

    @Test func anUnknownWidgetIsAUsageErrorAndWritesNothing() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("never").path
        let r = try CLIRunner.run(["sheet", "step", "-o", out])
        #expect(r.exitCode == 64)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr == "widget-render: unknown widget \"step\"; expected one of: \(Gallery.items.map(\.name).joined(separator: ", ")), delivery, focus-timer\n")
        #expect(try CLIRunner.names(in: dir).isEmpty)
    }

    @Test func anOutputUnderAFileCannotBeCreated() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("file")
        try Data("x".utf8).write(to: file)
        let r = try CLIRunner.run(["sheet", "steps", "-o", file.path + "/sheets"])
        #expect(r.exitCode == 73)
        #expect(r.stderr.hasPrefix("widget-render: cannot create folder \"\(file.path)/sheets\""))
        #expect(try CLIRunner.names(in: dir) == ["file"])
    }

    @Test(arguments: [
        (["sheet", "-o", "x"], "sheet needs the widgets to draw: name them (one of: NAMES) or give --all"),
        (["sheet", "steps"], "sheet needs an output folder: --output <dir>"),
        (["sheet", "--all", "steps", "-o", "x"], "sheet takes widget names or --all, not both (got --all and \"steps\"); run widget-render sheet --help"),
        (["sheet", "--all", "-o", "x", "--jobs", "0"], "invalid jobs \"0\"; expected a whole number from 1 to 256, e.g. --jobs 4 (the default is the number of processors)"),
        (["sheet", "--all", "-o", "x", "--shard", "3/2"], "invalid shard \"3/2\"; the part must be from 1 to 2, e.g. --shard 1/2 (shards count from 1)"),
        (["sheet", "--all", "-o", "-"], "sheet writes several files, so it needs a folder, not \"-\" (standard output); give --output <dir>"),
    ])
    func badCommandLinesAreUsageErrors(arguments: [String], message: String) throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(arguments, in: dir)
        #expect(r.exitCode == 64)
        #expect(r.stderr == "widget-render: \(message.replacingOccurrences(of: "NAMES", with: Gallery.items.map(\.name).joined(separator: ", ") + ", delivery, focus-timer"))\n")
        #expect(try CLIRunner.names(in: dir).isEmpty)
    }

    @Test func helpDescribesTheOptions() throws {
        let r = try CLIRunner.run(["help", "sheet"])
        #expect(r.exitCode == 0)
        #expect(r.stdout == SheetCommand.help + "\n")
        for option in ["--output", "--all", "--device", "--jobs", "--shard", "--quiet", "--json"] { #expect(r.stdout.contains(option)) }
    }

    @Test func thePageEscapesTextAndHasEveryCell() throws {
        let renderer = try WidgetRenderer()
        let plan = try ContactSheetPlan(title: "steps", families: [.systemSmall, .accessoryInline])
        let images = try plan.jobs.map { job in
            let image = try renderer.render(StepsWidget(), entry: StepsEntry.sample, in: job.context)
            return job.index == 0 ? try renderer.render(Text(verbatim: "x"), in: job.context) : image
        }
        let sheet = try renderer.contactSheet(plan, images: images)
        var review = ReviewSheet(widget: "<b>\"s&t'", path: "/x/a b#.png", fileName: "a b#.png", sheet: sheet)
        review.cells[0].diagnostics = [.init(kind: "truncatedText", message: "<script>alert(1)</script> & more")]
        review.cells[1].tapTargets = [.init(kind: "link", frame: [1, 2, 3, 4], url: "https://e.x/?a=1&b=<2>", intent: nil, identifier: nil)]
        let html = ReviewPage(sheets: [review]).html
        #expect(!html.contains("<script>alert"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt; &amp; more"))
        #expect(html.contains("&lt;b&gt;&quot;s&amp;t&#39;"))
        #expect(html.contains("link → https://e.x/?a=1&amp;b=&lt;2&gt;"))
        #expect(html.contains("src=\"a%20b%23.png\""))
        #expect(!html.contains("http://") && !html.contains("<link"))
        for i in review.cells.indices { #expect(html.contains("id=\"sheet-0-bst-cell-\(i)\"")) }
        #expect(html.components(separatedBy: "<details class=\"cell\"").count - 1 == plan.jobs.count)
        #expect(html.components(separatedBy: "<a class=\"hit\"").count - 1 == plan.jobs.count)
        #expect(HTMLText.escape("<a href='x'>&</a>") == "&lt;a href=&#39;x&#39;&gt;&amp;&lt;/a&gt;")
    }

    @Test func everyCellZoomsPinsItsTapTargetsAndOutlinesItsBounds() throws {
        let renderer = try WidgetRenderer()
        let plan = try ContactSheetPlan(title: "steps", families: [.systemSmall])
        let sheet = try renderer.contactSheet(plan, images: try plan.jobs.map { try renderer.render(StepsWidget(), entry: StepsEntry.sample, in: $0.context) })
        var review = ReviewSheet(widget: "steps", path: "/x/steps.png", fileName: "steps.png", sheet: sheet)
        let f = review.cells[1].frame
        review.cells[1].tapTargets = [.init(kind: "link", frame: [f[0] + 10, f[1] + 20, 30, 40], url: "steps://today", intent: nil, identifier: nil)]
        let html = ReviewPage(sheets: [review]).html
        let cells = review.cells.count
        for zoom in [1, 2, 4] { #expect(html.components(separatedBy: "data-zoom=\"\(zoom)\"").count - 1 == cells) }
        #expect(html.components(separatedBy: "class=\"pin-taps\"").count - 1 == cells)
        #expect(html.components(separatedBy: "class=\"show-bounds\"").count - 1 == cells)
        // The crop and every region in sheet pixels, which the style sheet scales by the zoom.
        #expect(html.contains("<div class=\"crop\" style=\"--x:\(f[0]);--y:\(f[1]);--w:\(f[2]);--h:\(f[3]);--sw:\(review.width);--sh:\(review.height)\">"))
        #expect(html.contains("style=\"--rx:10;--ry:20;--rw:30;--rh:40\""))
        let w = review.cells[1].widgetFrame
        #expect(html.contains("<span class=\"bounds\" style=\"--rx:\(w[0] - f[0]);--ry:\(w[1] - f[1]);--rw:\(w[2]);--rh:\(w[3])\">"))
        // The content margins, dotted with the bounds: 16 pt inside a systemSmall at 2 px per pt.
        let c = try #require(review.cells[1].contentFrame)
        #expect(c == [w[0] + 32, w[1] + 32, w[2] - 64, w[3] - 64])
        #expect(html.contains("<span class=\"margins\" style=\"--rx:\(c[0] - f[0]);--ry:\(c[1] - f[1]);--rw:\(c[2]);--rh:\(c[3])\">"))
        // Pixel for pixel when zoomed: no smoothing.
        #expect(ReviewPage.css.contains("image-rendering: pixelated"))
    }
}
