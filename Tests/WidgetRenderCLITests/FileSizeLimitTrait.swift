import Foundation
import Testing

extension Trait where Self == ConditionTrait {
    /// Off when the tool under test is a ThreadSanitizer build (`make sanitize` says so with
    /// `WIDGET_RENDER_SANITIZER=thread`): TSan's runtime dies with SIGBUS in a process that runs
    /// under `ulimit -f`, before the tool's own code can show what it does with the limit.
    /// The address-sanitised and plain builds run these tests.
    static var fileSizeLimitsApply: Self {
        .disabled(
            if: ProcessInfo.processInfo.environment["WIDGET_RENDER_SANITIZER"] == "thread",
            "ThreadSanitizer's runtime cannot run under ulimit -f")
    }
}

extension CLIResult {
    /// Whether standard output is exactly `bytes`: a Bool, so a failed expectation prints a
    /// line rather than every byte of two PNGs.
    func printed(_ bytes: Data) -> Bool { stdoutData == bytes }
}
