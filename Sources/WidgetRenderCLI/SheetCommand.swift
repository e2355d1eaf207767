import Foundation
import WidgetRender

/// `widget-render sheet <widget>… | --all --output <dir>`: one contact sheet per widget
/// (`<widget>.png`) and the review page (`index.html`) in one folder.
///
/// It runs as a batch (``BatchRunner``, ``BatchOptions``): `--shard i/n` picks the widgets
/// (sorted by name, round-robin, see ``Shard``). Several sheets with `--jobs` above 1 are
/// spread over that many processes, a whole sheet at a time (``SheetWorkers``: this one and
/// copies of the executable); one sheet is drawn in this process, its cells spread over
/// `--jobs` threads, then composed and written; then the page. The files are the same bytes
/// whatever the number of jobs. Progress goes to standard error (``ProgressReporter``: one
/// step per cell and per sheet). Standard output gets the paths written, one a line, the page
/// last; with `--json`, the batch's JSON object, in which the page is one more job
/// (`index.html`) and each sheet's diagnostics are those of its cells (the page shows which
/// cell said what). Each shard writes its own page of its sheets. A cell that fails to render
/// fails its sheet only: the other sheets and the page are still written, and the command
/// exits with the failure's code.
///
/// Live Activities (``CatalogActivity``) and controls (``CatalogControl``) are named and chosen
/// with `--all` as widgets are; each gets its sheet (presentations × appearances,
/// ``renderActivities(_:sheets:device:folder:renderer:runner:progress:)``; placements × states,
/// ``renderControls(_:device:folder:renderer:runner:progress:)``), drawn in this process after
/// the widgets' sheets, and listed with them in name order.
struct SheetCommand {
    let widgets: [CatalogWidget]
    var activities: [CatalogActivity] = []
    var controls: [CatalogControl] = []
    let out: (String) -> Void
    let err: (String) -> Void
    /// Whether several sheets may be spread over copies of this executable (``SheetWorkers``):
    /// only when the command is the process's own (`WidgetRenderCommand.main`), never when it
    /// runs inside another program, such as a test.
    var usesWorkerProcesses = false

    /// The review page's file name.
    static let pageName = "index.html"

    func run(_ arguments: [String]) throws {
        let args = try Self.declaration.parse(arguments)
        let batch = try BatchOptions(args)
        let chosen = try choose(args.positional, all: args.has(Self.all))
        guard let dir = try args.value(CommonOptions.outputFolder), !dir.isEmpty else {
            throw CommandError(.usage, "sheet needs an output folder: --output <dir>")
        }
        guard dir != Output.standardOutput else {
            throw CommandError(.usage, "sheet writes several files, so it needs a folder, not \"-\" (standard output); give --output <dir>")
        }
        let device = try ContextOptions.device(args)
        let scale = try args.value(ContextOptions.scale) ?? ContactSheetPlan.defaultScale
        let looks = try args.value(Self.looksOption) ?? .standard
        let references = args.text(Self.referencesOption)
        if let references {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: references, isDirectory: &isFolder), isFolder.boolValue else {
                throw CommandError(.noInput, "--references \(references) is not a folder; give the folder of earlier sheets to compare with")
            }
        }
        let subjects = batch.shard.select(try Self.subjects(chosen, drawnOn: device, all: args.has(Self.all)), name: \.name)
        let selected = subjects.compactMap(\.widget)
        let selectedActivities = subjects.compactMap(\.activity)
        let selectedControls = subjects.compactMap(\.control)
        // The state is read before anything is drawn: an unknown one writes no file.
        let stateText = args.text(ActivityOptions.state)
        if stateText != nil, !chosen.contains(where: { $0.activity != nil }) {
            throw CommandError(.usage, "--state chooses a Live Activity's content state, and sheet names no Live Activity; name one (widget-render list) or leave --state out")
        }
        let activitySheets = try selectedActivities.map { try $0.sheetState(stateText) }
        let names = subjects.map { "\($0.name).png" }
        let folder = try OutputFolder.create(dir, longestFileName: (names + [Self.pageName]).map(\.utf8.count).max() ?? 0)
        let spreads = usesWorkerProcesses && batch.jobs > 1 && selected.count > 1
        let workers = SheetWorkers(
            executable: spreads ? SheetWorkers.ownExecutable() : nil, processes: min(batch.jobs, selected.count), device: args.text(CommonOptions.device), scale: args.text(ContextOptions.scale),
            looks: args.text(Self.looksOption), folder: folder)
        let renderer = try WidgetRenderer()
        let progress = ProgressReporter(total: selected.reduce(0) { $0 + Self.steps(of: $1, looks: looks) } + selectedActivities.count + selectedControls.count, quiet: batch.quiet)
        let sinks = Unchecked(value: (out: out, err: err))
        let results: [SheetResult]
        if let spread = workers.run(
            selected, costs: selected.map { Self.cost(of: $0, device: device, scale: scale, looks: looks) }, progress: progress,
            render: { widget in
                Self.renderOne(widget, device: device, scale: scale, looks: looks, folder: folder, renderer: renderer, progress: progress, out: sinks.value.out, err: sinks.value.err)
            })
        {
            results = spread
        } else {
            let runner = BatchRunner(command: "sheet", options: batch, out: out, err: err)
            results = try Self.render(selected, device: device, scale: scale, looks: looks, folder: folder, renderer: renderer, runner: runner, progress: progress)
        }
        let runner = BatchRunner(command: "sheet", options: batch, out: out, err: err)
        var widgetResults = results.makeIterator()
        var activityResults = Self.renderActivities(selectedActivities, sheets: activitySheets, device: device, scale: scale, folder: folder, renderer: renderer, runner: runner, progress: progress).makeIterator()
        var controlResults = Self.renderControls(selectedControls, device: device, scale: scale, folder: folder, renderer: renderer, runner: runner, progress: progress).makeIterator()
        // In name order, as the shard listed them.
        let ordered = subjects.compactMap { subject -> SheetResult? in
            switch subject {
            case .widget: return widgetResults.next()
            case .activity: return activityResults.next()
            case .control: return controlResults.next()
            }
        }
        progress.end()
        var reviews = ordered.compactMap(\.review)
        var comparisons: [BatchOutcome] = []
        if let references {
            for r in reviews.indices {
                let name = SheetReference.copyName(of: reviews[r].fileName)
                do {
                    if let files = try SheetReference.compare(&reviews[r], against: references, outputFolder: folder) {
                        comparisons.append(BatchOutcome(name: name, result: .success(files.map { BatchJob.File(path: $0) })))
                    }
                } catch {
                    comparisons.append(BatchOutcome(name: name, result: .failure(BatchFailure(error))))
                }
            }
        }
        let page = writePage(reviews, in: folder)
        try report(ordered.map(\.outcome) + comparisons + [page], shard: batch.shard, total: chosen.count + comparisons.count + 1, json: batch.json)
    }

    /// The context the sheet of `widget` is planned from.
    private static func sheetContext(of widget: CatalogWidget, device: DeviceProfile) -> WidgetContext {
        WidgetContext(family: widget.families.first ?? .systemSmall, device: device)
    }

    /// What drawing the sheet of `widget` costs, roughly: its pixels, which it is composed,
    /// encoded and written in (0 when it cannot be planned: its job fails at once).
    private static func cost(of widget: CatalogWidget, device: DeviceProfile, scale: CGFloat, looks: ContactSheetLooks) -> Int {
        let geometry = try? ContactSheetPlan.geometry(title: widget.name, families: widget.families, context: sheetContext(of: widget, device: device), scale: scale, looks: looks)
        return geometry.map { $0.pixelWidth * $0.pixelHeight } ?? 0
    }

    /// How many steps of progress the sheet of `widget` counts: one per cell that shows it
    /// (each family the widget supports, in every column whose place hosts it) and one for the
    /// sheet.
    static func steps(of widget: CatalogWidget, looks: ContactSheetLooks) -> Int {
        Set(widget.families).reduce(0) { sum, family in sum + looks.columns.filter { looks == .standard || $0.hosts(family) }.count } + 1
    }

    /// Renders, composes and writes the sheet of `widget` on the calling thread: what one
    /// worker of a sheet run does with each sheet it is given. A sheet that cannot be planned
    /// fails alone, with the usage error's code (with one process, that stops the run before
    /// anything is drawn).
    static func renderOne(
        _ widget: CatalogWidget, device: DeviceProfile, scale: CGFloat, looks: ContactSheetLooks = .standard, folder: String, renderer: WidgetRenderer,
        progress: ProgressReporter, out: @escaping (String) -> Void, err: @escaping (String) -> Void
    ) -> SheetResult {
        let runner = BatchRunner(command: "sheet", options: BatchOptions(jobs: 1), out: out, err: err)
        do {
            return try render([widget], device: device, scale: scale, looks: looks, folder: folder, renderer: renderer, runner: runner, progress: progress)[0]
        } catch {
            return SheetResult(outcome: BatchOutcome(name: "\(widget.name).png", result: .failure(BatchFailure(error))), review: nil)
        }
    }

    /// Renders the sheets of `selected` into `folder` with `runner`'s threads: every sheet's
    /// cells first, so that the cells of one sheet spread over all the jobs, then each sheet is
    /// composed and written, again in parallel. One result per widget, in their order.
    ///
    /// - Throws: ``CommandError`` with ``ExitCode/usage`` when a sheet cannot be planned
    ///   (before anything is rendered).
    static func render(
        _ selected: [CatalogWidget], device: DeviceProfile, scale: CGFloat, looks: ContactSheetLooks, folder: String, renderer: WidgetRenderer,
        runner: BatchRunner, progress: ProgressReporter
    ) throws -> [SheetResult] {
        let names = selected.map { "\($0.name).png" }
        let plans = try makePlans(selected, device: device, scale: scale, looks: looks, runner: runner)
        var ranges: [Range<Int>] = []
        var cells: [(widget: CatalogWidget, job: ContactSheetJob)] = []
        for (s, plan) in plans.enumerated() {
            ranges.append(cells.count..<(cells.count + plan.jobs.count))
            cells += plan.jobs.map { (selected[s], $0) }
        }
        let images = SheetSlots<RenderedImage>(count: cells.count)
        let cellJobs = cells.enumerated().map { i, cell in
            BatchJob(name: "\(cell.widget.name) \(cell.job.family) \(cell.job.column)") {
                images.set(i, try cell.widget.render(renderer, cell.job.context))
                return []
            }
        }
        // The largest cells and sheets start first, so that the threads finish together.
        let cellPixels = cells.map { cell in (try? cell.job.context.pixelSize()).map { $0.width * $0.height } ?? 0 }
        let cellOutcomes = runner.outcomes(of: cellJobs, progress: progress, startOrder: largestFirst(cellPixels))

        let reviews = SheetSlots<ReviewSheet>(count: plans.count)
        let sheetJobs = plans.indices.map { s in
            BatchJob(name: names[s]) {
                if let failed = cellOutcomes[ranges[s]].first(where: { if case .failure = $0.result { return true } else { return false } }),
                    case .failure(let failure) = failed.result
                {
                    throw CommandError(failure.code, "cell \(failed.name) failed: \(failure.message)")
                }
                guard let cellImages = images.values(ranges[s]) else {
                    throw CommandError(.failure, "a cell of the sheet of \"\(selected[s].name)\" was not rendered; run sheet again")
                }
                let sheet = try renderer.contactSheet(plans[s], images: cellImages)
                let path = FilePath.join(folder, names[s])
                try Output.write(sheet.image, to: path)
                reviews.set(s, ReviewSheet(widget: selected[s].name, path: path, fileName: names[s], sheet: sheet))
                return [BatchJob.File(path: path, diagnostics: sheet.diagnostics)]
            }
        }
        let sheetPixels = plans.map { $0.geometry.pixelWidth * $0.geometry.pixelHeight }
        let sheetOutcomes = runner.outcomes(of: sheetJobs, progress: progress, startOrder: largestFirst(sheetPixels))
        return sheetOutcomes.enumerated().map { s, outcome in
            SheetResult(outcome: outcome, review: reviews.values(s..<(s + 1))?.first)
        }
    }

    /// The indices of `sizes`, the largest first (ties in index order).
    static func largestFirst(_ sizes: [Int]) -> [Int] {
        sizes.indices.sorted { sizes[$0] != sizes[$1] ? sizes[$0] > sizes[$1] : $0 < $1 }
    }

    /// The plans of `widgets`' sheets, made in parallel (each samples its wallpapers).
    ///
    /// - Throws: ``CommandError`` with ``ExitCode/usage`` naming the first widget whose sheet
    ///   cannot be planned (a family no device has).
    private static func makePlans(_ widgets: [CatalogWidget], device: DeviceProfile, scale: CGFloat, looks: ContactSheetLooks, runner: BatchRunner) throws -> [ContactSheetPlan] {
        let plans = SheetSlots<ContactSheetPlan>(count: widgets.count)
        let outcomes = runner.outcomes(
            of: widgets.enumerated().map { i, widget in
                BatchJob(name: widget.name) {
                    do {
                        plans.set(i, try ContactSheetPlan(title: widget.name, families: widget.families, context: sheetContext(of: widget, device: device), scale: scale, looks: looks))
                    } catch let e as WidgetRenderError {
                        throw CommandError(.usage, "cannot plan the contact sheet of \"\(widget.name)\": \(e.message)")
                    }
                    return []
                }
            })
        for outcome in outcomes {
            if case .failure(let failure) = outcome.result { throw CommandError(failure.code, failure.message) }
        }
        return plans.made
    }

    /// Writes the review page of `reviews`; its outcome, as a batch job's.
    private func writePage(_ reviews: [ReviewSheet], in folder: String) -> BatchOutcome {
        let path = FilePath.join(folder, Self.pageName)
        do {
            // The previews `make sheet` renders beside the sheets, linked from the page.
            let previewFolder = FilePath.join(folder, "previews")
            let previews = ((try? FileManager.default.contentsOfDirectory(atPath: previewFolder)) ?? []).filter { $0.hasSuffix(".png") }.sorted()
            try AtomicFileWriter.write(Array(ReviewPage(sheets: reviews, previews: previews).html.utf8), to: URL(fileURLWithPath: path))
            return BatchOutcome(name: Self.pageName, result: .success([BatchJob.File(path: path)]))
        } catch let e as WidgetRenderError {
            return BatchOutcome(name: Self.pageName, result: .failure(BatchFailure(CommandError(.cannotCreate, e.message))))
        } catch {
            return BatchOutcome(name: Self.pageName, result: .failure(BatchFailure(error)))
        }
    }

    /// Prints the files written (or the JSON object) and the failures, as ``BatchRunner`` does.
    ///
    /// - Throws: ``CommandError`` with the code of the first failure, after printing.
    private func report(_ outcomes: [BatchOutcome], shard: Shard, total: Int, json: Bool) throws {
        var failures: [(String, BatchFailure)] = []
        for outcome in outcomes {
            if case .failure(let failure) = outcome.result { failures.append((outcome.name, failure)) }
        }
        for (name, failure) in failures { err("widget-render: \(name): \(failure.message)") }
        if json {
            out(BatchJSON.text(command: "sheet", shard: shard, total: total, outcomes: outcomes))
        } else {
            for outcome in outcomes {
                if case .success(let files) = outcome.result { files.forEach { out($0.path) } }
            }
            for outcome in outcomes {
                if case .success(let files) = outcome.result {
                    for file in files { BatchRunner.warnings(file.diagnostics, about: outcome.name).forEach(err) }
                }
            }
        }
        if let (_, first) = failures.first {
            throw CommandError(first.code, "\(failures.count) of \(outcomes.count) jobs failed (see above); fix them and run sheet again")
        }
    }

    /// The widgets, Live Activities and controls named on the command line, or all of them
    /// with `--all`.
    private func choose(_ names: [String], all: Bool) throws -> [SheetSubject] {
        let subjects = widgets.map(SheetSubject.widget) + activities.map(SheetSubject.activity) + controls.map(SheetSubject.control)
        let choices = subjects.map(\.name).joined(separator: ", ")
        if all {
            guard names.isEmpty else {
                throw CommandError(.usage, "sheet takes widget names or --all, not both (got --all and \(names.map { "\"\($0)\"" }.joined(separator: " "))); run widget-render sheet --help")
            }
            return subjects
        }
        guard !names.isEmpty else {
            throw CommandError(.usage, "sheet needs the widgets to draw: name them (one of: \(choices)) or give --all")
        }
        var seen = Set<String>()
        return try names.compactMap { name in
            guard let subject = subjects.first(where: { $0.name == name }) else {
                throw CommandError(.usage, "unknown widget \"\(name)\"; expected one of: \(choices)")
            }
            return seen.insert(name).inserted ? subject : nil
        }
    }
}
