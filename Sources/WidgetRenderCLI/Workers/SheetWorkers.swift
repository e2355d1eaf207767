import Foundation
import WidgetRender

/// Spreads the sheets of a `sheet` run over this process and copies of its executable, a
/// whole sheet at a time.
///
/// Decision: several sheets are drawn in several processes, not threads. Text has to be drawn
/// under one lock per process (`TextLock`: Cairo 1.16's font code is not safe for two
/// threads), and threads share one memory map, whose lock every page fault of a sheet's large
/// buffers takes. Measured on a 2-core machine, `sheet --all` with two threads took 0.72 of
/// the time of one thread, and the same sheets split between two processes 0.52–0.58.
///
/// With `processes` workers, `processes - 1` children are started (``SheetWorkerProcess``,
/// running ``SheetWorker``) and this process is the last worker; each takes the next sheet,
/// the largest first (by its pixels), when it is done with one, so that they finish together.
/// A sheet is drawn the same way wherever it is (its cells one after the other), so the bytes
/// are those of a single process. One sheet, or `--jobs 1`, stays in one process, where the
/// cells of a sheet are spread over threads.
struct SheetWorkers {
    /// The children, started and waiting for sheets.
    private let children: [SheetWorkerProcess]

    /// Starts `processes - 1` copies of `executable` (none when it is nil or `processes` is
    /// 1), each told the output `folder`, `--device`, `--scale` and `--looks` as given: before this
    /// process sets up its own renderer, so that theirs are made at the same time.
    init(executable: String?, processes: Int, device: String?, scale: String?, looks: String? = nil, folder: String) {
        guard let executable, processes > 1 else {
            children = []
            return
        }
        var arguments = [executable, SheetWorker.command, SheetWorker.repliesOption.declaration.longSpelling, String(SheetWorker.replies)]
        arguments += [CommonOptions.outputFolder.declaration.longSpelling, folder]
        if let device { arguments += [CommonOptions.device.declaration.longSpelling, device] }
        if let scale { arguments += [ContextOptions.scale.declaration.longSpelling, scale] }
        if let looks { arguments += [SheetCommand.looksOption.declaration.longSpelling, looks] }
        var children: [SheetWorkerProcess] = []
        for _ in 1..<processes {
            guard let child = SheetWorkerProcess(executable: executable, arguments: arguments) else { break }
            children.append(child)
        }
        self.children = children
        // A child that dies leaves a pipe that fails its next write; the failure is reported
        // as the sheet's, which the signal would have turned into this process's death.
        if !children.isEmpty { signal(SIGPIPE, SIG_IGN) }
    }

    /// The running executable (`/proc/self/exe`), nil when it cannot be read.
    static func ownExecutable() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard n > 0 else { return nil }
        return String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Draws the sheets of `widgets` with the children and this process, the costliest first
    /// (`costs`, one per widget), `render` drawing those this process takes; one result per
    /// widget, in their order. Nil when no child was started, and then nothing has been drawn.
    func run(
        _ widgets: [CatalogWidget], costs: [Int], progress: ProgressReporter,
        render: @escaping @Sendable (CatalogWidget) -> SheetResult
    ) -> [SheetResult]? {
        guard !children.isEmpty else { return nil }
        let shared = Unchecked(value: widgets)
        let order = widgets.indices.sorted { costs[$0] != costs[$1] ? costs[$0] > costs[$1] : $0 < $1 }
        let next = ResultSlots.Counter()
        let results = SheetSlots<SheetResult>(count: widgets.count)
        let group = DispatchGroup()
        func start(stackSize: Int, _ body: @escaping @Sendable () -> Void) {
            group.enter()
            let thread = Thread {
                body()
                group.leave()
            }
            thread.stackSize = stackSize
            thread.start()
        }
        start(stackSize: DeepStack.stackSize) {
            while let i = next.take(below: order.count) { results.set(order[i], render(shared.value[order[i]])) }
        }
        for child in children {
            start(stackSize: 1 << 20) {
                while let i = next.take(below: order.count) {
                    let result = child.render(index: order[i], widget: shared.value[order[i]].name, progress: progress)
                    results.set(order[i], result)
                    if case .failure = result.outcome.result, result.review == nil, child.hasEnded { break }
                }
                child.finish()
            }
        }
        group.wait()
        return widgets.indices.map { i in
            results.values(i..<(i + 1))?.first ?? SheetResult(outcome: BatchOutcome(name: "\(widgets[i].name).png", result: .failure(BatchFailure(message: "the sheet was not drawn; run sheet again", code: .failure))), review: nil)
        }
    }
}
