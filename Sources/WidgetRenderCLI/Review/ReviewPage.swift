import Foundation

/// The review page `sheet` writes beside the PNGs: `index.html`, one self-contained file.
///
/// It shows every sheet scaled to the window; a click on a cell opens it at 1:1 (one sheet
/// pixel per CSS pixel, a crop of the sheet's own PNG, so no extra images are written) with
/// the cell's diagnostics and tap targets, each target outlined on hover with its URL or
/// intent. A cell zooms to 2× and 4× pixel for pixel (no smoothing), pins its tap targets'
/// outlines, and outlines the widget's bounds and content margins (the image the widget drew, inside the backdrop
/// around it). The theme follows `prefers-color-scheme`, and a button switches it to light or dark.
/// Everything is inline (CSS and script, no fonts or images from elsewhere), so the page works
/// from `file://` and offline. Every text from a widget is HTML-escaped.
///
/// When every image has loaded the script sets `data-images="ok"` on the root element
/// (`data-images="failed: …"` with the sources that did not), and `data-errors` counts
/// script errors, so a headless browser's DOM dump tells whether the page works.
struct ReviewPage {
    /// The sheets, in page order.
    let sheets: [ReviewSheet]
    /// The file names of the `#Preview` renders in the `previews` folder beside the page (as
    /// `make sheet` writes them), linked under the sheets.
    var previews: [String] = []

    /// The page's HTML.
    var html: String {
        let cellCount = sheets.reduce(0) { $0 + $1.cells.count }
        let noteCount = sheets.reduce(0) { $0 + $1.cells.reduce(0) { $0 + $1.diagnostics.count } }
        var h = """
            <!DOCTYPE html>
            <html lang="en" data-theme="auto" data-images="pending" data-errors="0">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Contact sheets · WidgetRender</title>
            <style>\(ReviewPage.css)</style>
            </head>
            <body>
            <header class="top">
            <h1>Contact sheets</h1>
            <p class="summary">\(Self.count(sheets.count, "sheet")) · \(Self.count(cellCount, "cell")) · \(Self.count(noteCount, "diagnostic"))</p>
            <button type="button" id="theme-toggle">Theme: auto</button>
            </header>
            <nav>
            """
        for sheet in sheets { h += "<a href=\"#\(anchor(sheet))\">\(HTMLText.escape(sheet.widget))</a>\n" }
        if !previews.isEmpty { h += "<a href=\"#previews\">Previews</a>\n" }
        h += "</nav>\n<main>\n"
        for sheet in sheets { h += section(sheet) }
        h += previewSection()
        h += "</main>\n<script>\(ReviewPage.script)</script>\n</body>\n</html>\n"
        return h
    }

    /// The previews, as small images linked to the files: what each `#Preview` block renders.
    private func previewSection() -> String {
        guard !previews.isEmpty else { return "" }
        var h = "<section class=\"sheet\" id=\"previews\">\n<h2>Previews <span class=\"size\">\(Self.count(previews.count, "image"))</span></h2>\n<div class=\"previews\">\n"
        for file in previews {
            let src = "previews/" + HTMLText.escape(HTMLText.relativeURL(file))
            let name = HTMLText.escape(file)
            h += "<a class=\"preview\" href=\"\(src)\"><img src=\"\(src)\" alt=\"\(name)\" loading=\"lazy\"><span>\(name)</span></a>\n"
        }
        return h + "</div>\n</section>\n"
    }

    /// One sheet: the overview with a link over each cell, then the cells.
    private func section(_ sheet: ReviewSheet) -> String {
        let src = HTMLText.escape(HTMLText.relativeURL(sheet.fileName))
        let name = HTMLText.escape(sheet.widget)
        var h = """
            <section class="sheet" id="\(anchor(sheet))">
            <h2>\(name) <a class="file" href="\(src)">\(HTMLText.escape(sheet.fileName))</a> <span class="size">\(sheet.width) × \(sheet.height) px</span></h2>
            \(referenceLine(sheet))
            <div class="overview" style="aspect-ratio: \(sheet.width) / \(sheet.height)">
            <img class="sheet-image" src="\(src)" width="\(sheet.width)" height="\(sheet.height)" alt="Contact sheet of \(name)">

            """
        for (i, cell) in sheet.cells.enumerated() {
            h += "<a class=\"hit\" href=\"#\(anchor(sheet, i))\" style=\"\(percent(cell.frame, sheet))\" title=\"\(HTMLText.escape(title(cell)))\"></a>\n"
        }
        h += "</div>\n<div class=\"cells\">\n"
        for (i, cell) in sheet.cells.enumerated() { h += details(cell, id: anchor(sheet, i), src: src, sheet: sheet) }
        return h + "</div>\n</section>\n"
    }

    /// The sheet's comparison with its reference (`--references`): the reference, the diff
    /// and how many cells differ; empty without a reference.
    private func referenceLine(_ sheet: ReviewSheet) -> String {
        guard let reference = sheet.reference else { return "" }
        let link = "<a class=\"file\" href=\"\(HTMLText.escape(HTMLText.relativeURL(reference.fileName)))\">reference</a>"
        guard reference.sameSize else {
            return "<p class=\"reference\">Against the \(link) (\(reference.width) × \(reference.height) px, another size: shown beside each cell, not compared).</p>"
        }
        let differing = sheet.cells.filter { ($0.differingPixels ?? 0) > 0 }.count
        let diff = reference.diffFileName.map { " · <a class=\"file\" href=\"\(HTMLText.escape(HTMLText.relativeURL($0)))\">diff</a>" } ?? ""
        return "<p class=\"reference\">Against the \(link)\(diff): \(differing) of \(Self.count(sheet.cells.count, "cell")) differ.</p>"
    }

    /// The reference's and the diff's crops of `cell`, beside the sheet's (`--references`).
    private func comparison(_ cell: ReviewSheet.Cell, sheet: ReviewSheet) -> String {
        guard let reference = sheet.reference else { return "" }
        let f = cell.frame
        func crop(_ file: String, _ label: String) -> String {
            let src = HTMLText.escape(HTMLText.relativeURL(file))
            return """
                <figure class="compare"><figcaption>\(label)</figcaption><div class="crop" style="--x:\(f[0]);--y:\(f[1]);--w:\(f[2]);--h:\(f[3]);--sw:\(reference.width);--sh:\(reference.height)"><img src="\(src)" width="\(reference.width)" height="\(reference.height)" alt="\(label)"></div></figure>

                """
        }
        var h = crop(reference.fileName, "Reference")
        if let diff = reference.diffFileName, (cell.differingPixels ?? 0) > 0 { h += crop(diff, "Diff: \(Self.count(cell.differingPixels ?? 0, "pixel")) differ, in red") }
        return h
    }

    /// One cell, closed until clicked: the crop at 1:1, its diagnostics and tap targets.
    private func details(_ cell: ReviewSheet.Cell, id: String, src: String, sheet: ReviewSheet) -> String {
        let f = cell.frame
        var badge = cell.diagnostics.isEmpty ? "" : " <span class=\"badge\">\(cell.diagnostics.count)</span>"
        if (cell.differingPixels ?? 0) > 0 { badge += " <span class=\"differs\">differs from the reference</span>" }
        let w = cell.widgetFrame
        var h = """
            <details class="cell" id="\(id)">
            <summary>\(HTMLText.escape(title(cell)))\(badge)</summary>
            <div class="cell-body">
            <div class="cell-view">
            <div class="tools" role="toolbar" aria-label="View">Zoom <button type="button" data-zoom="1" aria-pressed="true">1×</button><button type="button" data-zoom="2" aria-pressed="false">2×</button><button type="button" data-zoom="4" aria-pressed="false">4×</button> <label><input type="checkbox" class="pin-taps"> Pin tap targets</label> <label><input type="checkbox" class="show-bounds"> Bounds and margins</label></div>
            <div class="panels">
            \(sheet.reference == nil ? "" : "<figure class=\"compare\"><figcaption>This run</figcaption>")<div class="crop" style="--x:\(f[0]);--y:\(f[1]);--w:\(f[2]);--h:\(f[3]);--sw:\(sheet.width);--sh:\(sheet.height)">
            <img src="\(src)" width="\(sheet.width)" height="\(sheet.height)" alt="\(HTMLText.escape(title(cell)))">
            <span class="bounds" style="\(Self.region(w, in: f))"></span>

            """
        if let content = cell.contentFrame {
            h += "<span class=\"margins\" style=\"\(Self.region(content, in: f))\"></span>\n"
        }
        for (t, tap) in cell.tapTargets.enumerated() {
            h += "<span class=\"tap\" data-tap=\"\(id)-tap-\(t)\" style=\"\(Self.region(tap.frame, in: f))\" title=\"\(HTMLText.escape(describe(tap)))\"></span>\n"
        }
        h += "</div>\n" + (sheet.reference == nil ? "" : "</figure>\n") + comparison(cell, sheet: sheet) + "</div>\n</div>\n<div class=\"notes\">\n<h3>Diagnostics</h3>\n"
        if cell.diagnostics.isEmpty {
            h += "<p class=\"none\">None.</p>\n"
        } else {
            h += "<ul class=\"diagnostics\">\n"
            for note in cell.diagnostics { h += "<li><code>\(HTMLText.escape(note.kind))</code> \(HTMLText.escape(note.message))</li>\n" }
            h += "</ul>\n"
        }
        h += "<h3>Tap targets</h3>\n"
        if cell.tapTargets.isEmpty {
            h += "<p class=\"none\">None.</p>\n"
        } else {
            h += "<ul class=\"taps\">\n"
            for (t, tap) in cell.tapTargets.enumerated() { h += "<li data-tap=\"\(id)-tap-\(t)\">\(HTMLText.escape(describe(tap)))</li>\n" }
            h += "</ul>\n"
        }
        return h + "</div>\n</div>\n</details>\n"
    }

    /// A region of the sheet (`[x, y, width, height]` pixels) relative to the cell `f`, as the
    /// custom properties the style sheet scales by the cell's zoom.
    private static func region(_ r: [Int], in f: [Int]) -> String {
        "--rx:\(r[0] - f[0]);--ry:\(r[1] - f[1]);--rw:\(r[2]);--rh:\(r[3])"
    }

    /// `systemSmall · Full colour · light · iPhone6_1`.
    private func title(_ cell: ReviewSheet.Cell) -> String {
        "\(cell.family) · \(cell.columnTitle) · \(cell.device)"
    }

    /// `link → https://…`, `button → intent`, with the identifier when there is one.
    private func describe(_ tap: ReviewSheet.Tap) -> String {
        var text = tap.kind
        if let url = tap.url { text += " → " + url }
        if let intent = tap.intent { text += " → " + intent }
        if let identifier = tap.identifier { text += " (\(identifier))" }
        return text
    }

    /// A rectangle as percentages of the sheet, for a link laid over the scaled overview.
    private func percent(_ r: [Int], _ sheet: ReviewSheet) -> String {
        func p(_ v: Int, _ of: Int) -> String { String(format: "%.4f%%", Double(v) * 100 / Double(max(of, 1))) }
        return "left:\(p(r[0], sheet.width));top:\(p(r[1], sheet.height));width:\(p(r[2], sheet.width));height:\(p(r[3], sheet.height))"
    }

    /// The sheet's anchor: `sheet-` and its index and name reduced to letters and digits.
    private func anchor(_ sheet: ReviewSheet) -> String {
        let index = sheets.firstIndex { $0.fileName == sheet.fileName } ?? 0
        let safe = String(sheet.widget.unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) && $0.isASCII }.map(Character.init))
        return "sheet-\(index)-\(safe)"
    }

    private func anchor(_ sheet: ReviewSheet, _ cell: Int) -> String { anchor(sheet) + "-cell-\(cell)" }

    /// `1 sheet`, `3 cells`.
    private static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}
