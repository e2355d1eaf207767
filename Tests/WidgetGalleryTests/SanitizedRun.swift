import Foundation

/// Whether this test process runs under a sanitizer: `make sanitize` sets
/// `WIDGET_RENDER_SANITIZER` (`thread` or `address`). Such a run looks for memory and thread
/// errors, so the sweeps that repeat the same code for every device, or re-run the whole
/// gallery to check the repository's references, take a sample there or are left to the
/// plain run (`make test`), which runs them whole.
enum SanitizedRun {
    static var isActive: Bool {
        !ProcessInfo.processInfo.environment["WIDGET_RENDER_SANITIZER", default: ""].isEmpty
    }
}
