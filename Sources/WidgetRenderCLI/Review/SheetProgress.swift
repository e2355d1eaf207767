import Foundation

/// The `sheet` command's progress on standard error: a bar redrawn in place on a terminal,
/// one line per finished sheet otherwise, nothing with `--quiet`.
final class SheetProgress: @unchecked Sendable {
    /// How progress is shown.
    enum Style {
        /// A bar redrawn with a carriage return (standard error is a terminal).
        case bar
        /// One plain line per finished sheet.
        case lines
        /// Nothing.
        case quiet
    }

    let style: Style
    let totalCells: Int
    private let write: (String) -> Void

    /// The style for standard error: quiet when asked, a bar on a terminal, lines otherwise.
    static func style(quiet: Bool) -> Style {
        if quiet { return .quiet }
        return isatty(STDERR_FILENO) == 1 ? .bar : .lines
    }

    /// - Parameters:
    ///   - style: How to show progress.
    ///   - totalCells: The number of cells to render.
    ///   - write: Writes text to standard error as it is (no line break added).
    init(style: Style, totalCells: Int, write: @escaping (String) -> Void) {
        self.style = style
        self.totalCells = totalCells
        self.write = write
    }

    /// `done` of the cells are rendered.
    func cellsRendered(_ done: Int) {
        guard style == .bar, totalCells > 0 else { return }
        let width = 30, filled = done * width / totalCells
        write("\r[" + String(repeating: "#", count: filled) + String(repeating: " ", count: width - filled) + "] \(done)/\(totalCells) cells")
        if done == totalCells { write("\n") }
    }

    /// The sheet of `widget` is written to `path`, the `done`th of `total`.
    func sheetWritten(_ widget: String, path: String, done: Int, total: Int) {
        switch style {
        case .quiet: return
        case .bar: write("\rsheets \(done)/\(total)" + (done == total ? "\n" : ""))
        case .lines: write("sheet \(done)/\(total): \(widget) → \(path)\n")
        }
    }
}
