import Foundation
import WidgetRender

/// `widget-render sheet <widget>… | --all --output <dir>`: one contact sheet per widget
/// (`<widget>.png`) and the review page (`index.html`) in one folder.
///
/// The cells of all the sheets are rendered first, on `--jobs` threads (default: the
/// machine's cores), then each sheet is composed and written, again in parallel; the files
/// are the same bytes whatever the number of jobs. `--shard i/n` keeps the widgets whose
/// position in the catalog order, counted from 0, is `i − 1` modulo `n`: the `n` shards are
/// disjoint and together make the whole; each writes its own `index.html` of its sheets.
/// Progress goes to standard error (see ``SheetProgress``); standard output gets the paths
/// written, one a line, or with `--json` one JSON document of paths, cells, diagnostics and
/// tap targets.
struct SheetCommand {
    let widgets: [CatalogWidget]
    let out: (String) -> Void
    let err: (String) -> Void

    /// The options that take a value, and the flags (options without one).
    static let options: Set<String> = ["output", "device", "jobs", "shard"]
    static let flags: Set<String> = ["all", "quiet", "json"]
    /// The review page's file name.
    static let pageName = "index.html"

    static let help = """
        usage: widget-render sheet (<widget>… | --all) --output <dir> [options]

        Renders one contact sheet per widget: a row for each family it supports, a column for
        full colour light, full colour dark, accented and vibrant, each cell on the backdrop the
        system shows it on (Home Screen, tinted Home Screen, Lock Screen, StandBy), labelled
        with the family, point size and mode. Writes <widget>.png for each and index.html, a
        review page of every sheet, cell, diagnostic and tap target (self-contained; open it
        from the folder). Prints the paths written.

        options:
          -o, --output <dir>       the folder to write into (required)
          --all                    every widget of the catalog
          --device <device>        default: iPhone6_1 (systemExtraLarge is shown on iPad11)
          --jobs <n>               threads to render with (default: the number of cores)
          --shard <i>/<n>          only the i-th of n disjoint parts of the widgets (1 ≤ i ≤ n)
          --quiet                  no progress on standard error
          --json                   print {"sheets": […], "index": …} as JSON instead of paths
        """

    func run(_ arguments: [String]) throws {
        let (flags, rest) = Self.takeFlags(arguments)
        let args = try Arguments(rest, command: "sheet", allowed: Self.options)
        let chosen = try choose(args.positional, all: flags.contains("all"))
        guard let dir = args.options["output"], !dir.isEmpty else {
            throw CommandError(.usage, "sheet needs an output folder: --output <dir>")
        }
        guard dir != Output.standardOutput else {
            throw CommandError(.usage, "sheet writes several files, so it needs a folder, not \"-\" (standard output); give --output <dir>")
        }
        let device = try ContextOptions.device(args)
        let jobs = try Self.jobs(args.options["jobs"])
        let selected = try Self.shard(args.options["shard"], of: chosen)
        let plans = try selected.map { widget in
            do {
                return try ContactSheetPlan(title: widget.name, families: widget.families, context: WidgetContext(family: widget.families.first ?? .systemSmall, device: device))
            } catch let e as WidgetRenderError {
                throw CommandError(.usage, "cannot plan the contact sheet of \"\(widget.name)\": \(e.message)")
            }
        }
        let names = selected.map { "\($0.name).png" }
        let folder = try OutputFolder.create(dir, longestFileName: (names + [Self.pageName]).map(\.utf8.count).max() ?? 0)

        let cells = plans.enumerated().flatMap { s, plan in plan.jobs.map { (sheet: s, job: $0) } }
        let progress = SheetProgress(style: SheetProgress.style(quiet: flags.contains("quiet")), totalCells: cells.count) { text in
            FileHandle.standardError.write(Data(text.utf8))
        }
        if progress.style == .lines {
            err("rendering \(cells.count) cells of \(plans.count) sheet\(plans.count == 1 ? "" : "s") on \(min(jobs, max(cells.count, 1))) thread\(jobs == 1 ? "" : "s")")
        }
        let renderer = try WidgetRenderer()
        let images = try SheetBatch.map(count: cells.count, jobs: jobs, done: progress.cellsRendered) { i in
            try selected[cells[i].sheet].render(renderer, cells[i].job.context)
        }
        var offset = 0
        let ranges = plans.map { plan in defer { offset += plan.jobs.count }; return offset..<(offset + plan.jobs.count) }
        let reviews = try SheetBatch.map(count: plans.count, jobs: jobs, done: { _ in }) { s in
            let sheet = try renderer.contactSheet(plans[s], images: Array(images[ranges[s]]))
            let path = FilePath.join(folder, names[s])
            try Output.write(sheet.image, to: path)
            return ReviewSheet(widget: selected[s].name, path: path, fileName: names[s], sheet: sheet)
        }
        for (s, review) in reviews.enumerated() { progress.sheetWritten(review.widget, path: review.path, done: s + 1, total: reviews.count) }
        let page = FilePath.join(folder, Self.pageName)
        do {
            try AtomicFileWriter.write(Array(ReviewPage(sheets: reviews).html.utf8), to: URL(fileURLWithPath: page))
        } catch let e as WidgetRenderError {
            throw CommandError(.cannotCreate, e.message)
        }
        if flags.contains("json") {
            out(try Self.json(reviews, page: page))
        } else {
            for review in reviews { out(review.path) }
            out(page)
        }
    }

    /// The widgets named on the command line, or all of them with `--all`.
    private func choose(_ names: [String], all: Bool) throws -> [CatalogWidget] {
        let choices = widgets.map(\.name).joined(separator: ", ")
        if all {
            guard names.isEmpty else {
                throw CommandError(.usage, "sheet takes widget names or --all, not both (got --all and \(names.map { "\"\($0)\"" }.joined(separator: " "))); run widget-render sheet --help")
            }
            return widgets
        }
        guard !names.isEmpty else {
            throw CommandError(.usage, "sheet needs the widgets to draw: name them (one of: \(choices)) or give --all")
        }
        var seen = Set<String>()
        return try names.compactMap { name in
            guard let widget = widgets.first(where: { $0.name == name }) else {
                throw CommandError(.usage, "unknown widget \"\(name)\"; expected one of: \(choices)")
            }
            return seen.insert(name).inserted ? widget : nil
        }
    }

    /// `--jobs`: a whole number from 1 to 256; the number of cores when not given.
    static func jobs(_ text: String?) throws -> Int {
        guard let text else { return max(1, ProcessInfo.processInfo.activeProcessorCount) }
        guard let n = Int(text), (1...256).contains(n) else {
            throw CommandError(.usage, "--jobs \"\(text)\" is not a number of threads; use a whole number from 1 to 256, e.g. --jobs 2")
        }
        return n
    }

    /// The widgets of shard `i/n`: those at positions `p` with `p mod n == i − 1`.
    static func shard(_ text: String?, of widgets: [CatalogWidget]) throws -> [CatalogWidget] {
        guard let text else { return widgets }
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, (1...n).contains(i) else {
            throw CommandError(.usage, "--shard \"\(text)\" is not i/n; give the part and the number of parts with 1 ≤ i ≤ n, e.g. --shard 1/2")
        }
        return widgets.enumerated().filter { $0.offset % n == i - 1 }.map(\.element)
    }

    /// Removes the flags (`--all`, `--quiet`, `--json`) before `--` from `arguments`.
    static func takeFlags(_ arguments: [String]) -> (Set<String>, [String]) {
        var flags = Set<String>(), rest: [String] = [], afterDashes = false
        for word in arguments {
            if !afterDashes, word.hasPrefix("--"), Self.flags.contains(String(word.dropFirst(2))) {
                flags.insert(String(word.dropFirst(2)))
                continue
            }
            if word == "--" { afterDashes = true }
            rest.append(word)
        }
        return (flags, rest)
    }

    /// The `--json` document.
    private static func json(_ sheets: [ReviewSheet], page: String) throws -> String {
        struct Document: Encodable {
            var sheets: [ReviewSheet]
            var index: String
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(Document(sheets: sheets, index: page)), as: UTF8.self)
    }
}
