import Foundation

/// Opens a URL, as SwiftUI's `OpenURLAction` (`@Environment(\.openURL) var openURL`;
/// `openURL(url)`).
///
/// A widget's view code never runs an action, but an App Intent's `perform()` may: while
/// `renderer.tap(_:on:)` runs an intent, every URL opened this way is recorded and the last is
/// the tap's `openedURL`. Outside a tap, opening a URL does nothing.
public struct OpenURLAction: @unchecked Sendable {
    // @unchecked: the handler is only called by whoever calls the action, on their own task.

    /// What a handler did with a URL, as SwiftUI's `OpenURLAction.Result`.
    public struct Result: Sendable, Hashable {
        enum Outcome: Sendable, Hashable {
            case handled, discarded
            case system(URL?)
        }
        let outcome: Outcome

        /// The handler opened the URL itself.
        public static let handled = Result(outcome: .handled)
        /// The handler dropped the URL.
        public static let discarded = Result(outcome: .discarded)
        /// The system opens the URL.
        public static let systemAction = Result(outcome: .system(nil))
        /// The system opens `url` instead.
        public static func systemAction(_ url: URL) -> Result { Result(outcome: .system(url)) }
    }

    private let handler: (URL) -> Result

    /// An action whose handler decides what happens to each URL.
    public init(handler: @escaping (URL) -> Result) {
        self.handler = handler
    }

    /// The system's action: opens the URL.
    static let system = OpenURLAction { _ in .systemAction }

    /// Opens `url`: the system's action records it when a tap is running an intent.
    public func callAsFunction(_ url: URL) {
        callAsFunction(url) { _ in }
    }

    /// Opens `url` and reports whether it was opened.
    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        switch handler(url).outcome {
        case .handled:
            completion(true)
        case .discarded:
            completion(false)
        case .system(let other):
            OpenedURLRecording.record(other ?? url)
            completion(true)
        }
    }
}

/// The URLs opened on a task while a tap runs its intent.
package enum OpenedURLRecording {
    @TaskLocal private static var recorder: Recorder?

    static func record(_ url: URL) { recorder?.append(url) }

    /// Runs `body` and returns the URLs opened on its task (and child tasks).
    package static func recording<R>(_ body: () async throws -> R) async rethrows -> (R, [URL]) {
        let recorder = Recorder()
        let result = try await $recorder.withValue(recorder) { try await body() }
        return (result, recorder.urls)
    }

    private final class Recorder: @unchecked Sendable {
        // @unchecked: guarded by `lock`.
        private let lock = NSLock()
        private var stored: [URL] = []
        func append(_ url: URL) {
            lock.lock()
            defer { lock.unlock() }
            stored.append(url)
        }
        var urls: [URL] {
            lock.lock()
            defer { lock.unlock() }
            return stored
        }
    }
}

struct OpenURLKey: EnvironmentKey { static let defaultValue = OpenURLAction.system }

extension EnvironmentValues {
    /// The action that opens a URL (``OpenURLAction``); set it with
    /// `.environment(\.openURL, OpenURLAction { url in … })`.
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}
