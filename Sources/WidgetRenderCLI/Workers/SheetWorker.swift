import Foundation
import WidgetRender

/// The child side of a sheet run spread over processes (``SheetWorkers``): the hidden command
/// `widget-render __sheet-worker --replies 3 --output <dir> [--device <device>] [--scale <n>]`.
///
/// It reads lines from standard input, each a sheet's index (the parent's) and a widget name
/// (`3 weather`), and renders, composes and writes each one's sheet into the folder on one
/// thread, as ``SheetCommand`` does in a single process. What it has to say goes to file
/// descriptor 3, a pipe to the parent: a ``SheetWorkerMessage`` line for each finished cell
/// and sheet (progress), then one ending the sheet with its outcome and review data. It ends
/// when its standard input does. Standard output is not used (the parent points it at
/// standard error), so nothing printed by the way can garble the replies.
///
/// With `WIDGET_RENDER_TEST_WORKER_ABORT=1` in its environment a worker aborts when it is
/// given its first sheet: the tests' way to see what a run does with a worker that crashes.
struct SheetWorker {
    /// The command's name on the command line.
    static let command = "__sheet-worker"
    /// The file descriptor the replies are written to.
    static let replies: Int32 = 3

    /// `--replies 3`: where the parent reads the replies.
    static let repliesOption = Option("replies", value: "<fd>", help: "the file descriptor of the pipe to the parent (3)")

    static let declaration = CommandDeclaration(
        command, usage: "\(command) --replies 3 --output <dir> [--device <device>] [--scale <n>] [--looks <looks>]",
        options: [repliesOption, CommonOptions.outputFolder, CommonOptions.device, ContextOptions.scale, SheetCommand.looksOption], isHidden: true
    )

    let widgets: [CatalogWidget]
    let out: (String) -> Void
    let err: (String) -> Void

    /// Whether ``replies`` is open and a pipe.
    private static func repliesArePipe() -> Bool {
        var info = stat()
        return fstat(replies, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO
    }

    func run(_ arguments: [String]) throws {
        let args = try Self.declaration.parse(arguments)
        // The parent says where the replies go (`--replies 3`) and that descriptor must be a
        // pipe: a descriptor 3 that is merely open may be one the process inherited by
        // accident (a test runner's pipe to another child, left without close-on-exec).
        guard try args.value(Self.repliesOption) == String(Self.replies), Self.repliesArePipe() else {
            throw CommandError(.usage, "\(Self.command) is run by widget-render sheet itself, with a pipe on file descriptor 3; run widget-render sheet instead")
        }
        guard let folder = try args.value(CommonOptions.outputFolder), !folder.isEmpty, args.positional.isEmpty else {
            throw CommandError(.usage, "usage: widget-render \(Self.declaration.usage) (run by widget-render sheet)")
        }
        let device = try ContextOptions.device(args)
        let scale = try args.value(ContextOptions.scale) ?? ContactSheetPlan.defaultScale
        let looks = try args.value(SheetCommand.looksOption) ?? .standard
        let renderer = try WidgetRenderer()
        let replies = Replies()
        let progress = ProgressReporter { name, failed in replies.send(.step(name, failed: failed)) }
        let ending = Ending()
        let abortsForTests = ProcessInfo.processInfo.environment["WIDGET_RENDER_TEST_WORKER_ABORT"] == "1"
        let shared = Unchecked(value: (widgets: widgets, out: out, err: err))
        // The sheets are drawn on a thread with the renderer's deep stack, as a batch worker
        // thread of a single process does (see DeepStack).
        let thread = Thread {
            defer { ending.done.signal() }
            while let line = readLine() {
                let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
                guard parts.count == 2, let index = Int(parts[0]) else {
                    ending.failure = CommandError(.usage, "\(Self.command) got \"\(line)\"; expected \"<index> <widget>\" lines from widget-render sheet")
                    return
                }
                if abortsForTests { abort() }
                let result: SheetResult
                let (widgets, out, err) = shared.value
                if let widget = widgets.first(where: { $0.name == parts[1] }) {
                    result = SheetCommand.renderOne(widget, device: device, scale: scale, looks: looks, folder: folder, renderer: renderer, progress: progress, out: out, err: err)
                } else {
                    let names = widgets.map(\.name).joined(separator: ", ")
                    let unknown = CommandError(.usage, "unknown widget \"\(parts[1])\"; expected one of: \(names)")
                    result = SheetResult(outcome: BatchOutcome(name: "\(parts[1]).png", result: .failure(BatchFailure(unknown))), review: nil)
                }
                replies.send(.end(of: index, result))
            }
        }
        thread.stackSize = DeepStack.stackSize
        thread.start()
        ending.done.wait()
        if let failure = ending.failure { throw failure }
    }

    /// The pipe to the parent, written one whole line at a time.
    private final class Replies: @unchecked Sendable {
        // @unchecked: the handle is only written while `lock` is held.
        private let lock = NSLock()
        private let handle = FileHandle(fileDescriptor: SheetWorker.replies, closeOnDealloc: false)

        func send(_ message: SheetWorkerMessage) {
            lock.withLock { _ = try? handle.write(contentsOf: message.line) }
        }
    }

    /// How the worker thread ended: `done` is signalled once; `failure` is set before that
    /// when the parent sent a line that names no sheet.
    private final class Ending: @unchecked Sendable {
        // @unchecked: `failure` is written before `done` is signalled and read after it is waited for.
        let done = DispatchSemaphore(value: 0)
        var failure: CommandError?
    }
}
