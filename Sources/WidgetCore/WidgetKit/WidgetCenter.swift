import Foundation

/// Asks for timeline reloads and lists the widgets in use, as WidgetKit's `WidgetCenter`.
///
/// Nothing reloads by itself here: every call is recorded, so a test can check that the app
/// or an intent asked for a reload (``reloadRequests``), and `renderer.tap(_:on:)` reports the
/// requests its intent made. The configurations it lists are those rendered by
/// `renderer.timeline(of:…)`, or those a test sets with ``setCurrentConfigurations(_:)``.
///
/// ```swift
/// WidgetCenter.shared.reloadTimelines(ofKind: "tasks")
/// WidgetCenter.shared.reloadRequests.last   // .kind("tasks")
/// ```
public final class WidgetCenter: @unchecked Sendable {
    // @unchecked: every stored property is guarded by `lock`.
    /// The one widget centre.
    public static let shared = WidgetCenter()

    /// One reload request.
    public enum ReloadRequest: Sendable, Hashable, CustomStringConvertible {
        /// `reloadTimelines(ofKind:)`.
        case kind(String)
        /// `reloadAllTimelines()`.
        case all

        /// `kind(tasks)` or `all`.
        public var description: String {
            switch self {
            case .kind(let kind): return "kind(\(kind))"
            case .all: return "all"
            }
        }

        /// Whether the request reloads widgets of `kind`.
        public func reloads(kind: String) -> Bool {
            switch self {
            case .kind(let k): return k == kind
            case .all: return true
            }
        }
    }

    private let lock = NSLock()
    private var requests: [ReloadRequest] = []
    private var configurations: [WidgetInfo] = []

    /// The requests made on this task while a tap runs its intent (see ``recordingReloads(_:)``).
    @TaskLocal private static var taskRecorder: Recorder?

    private init() {}

    /// Asks WidgetKit to reload the timelines of every widget of `kind`.
    public func reloadTimelines(ofKind kind: String) { record(.kind(kind)) }

    /// Asks WidgetKit to reload every timeline of the app.
    public func reloadAllTimelines() { record(.all) }

    /// Asks WidgetKit to ask again for configuration recommendations (recorded as nothing).
    public func invalidateConfigurationRecommendations() {}

    /// Every reload request made in this process, oldest first.
    public var reloadRequests: [ReloadRequest] {
        lock.lock()
        defer { lock.unlock() }
        return requests
    }

    /// Forgets the recorded reload requests.
    public func removeAllReloadRequests() {
        lock.lock()
        defer { lock.unlock() }
        requests.removeAll()
    }

    /// Passes the widgets in use to `completion`.
    public func getCurrentConfigurations(_ completion: @escaping (Result<[WidgetInfo], any Error>) -> Void) {
        completion(.success(currentConfigurationsNow))
    }

    /// The widgets in use.
    public func currentConfigurations() async throws -> [WidgetInfo] { currentConfigurationsNow }

    /// Sets the widgets ``getCurrentConfigurations(_:)`` reports.
    public func setCurrentConfigurations(_ infos: [WidgetInfo]) {
        lock.lock()
        defer { lock.unlock() }
        configurations = infos
    }

    /// Adds a widget in use, replacing one with the same kind and family.
    package func noteInUse(_ info: WidgetInfo) {
        lock.lock()
        defer { lock.unlock() }
        configurations.removeAll { $0.kind == info.kind && $0.family == info.family }
        configurations.append(info)
    }

    /// The widgets in use, at once (for tests).
    public func getCurrentConfigurationsNow() -> [WidgetInfo] { currentConfigurationsNow }

    private var currentConfigurationsNow: [WidgetInfo] {
        lock.lock()
        defer { lock.unlock() }
        return configurations
    }

    private func record(_ request: ReloadRequest) {
        lock.lock()
        requests.append(request)
        lock.unlock()
        WidgetCenter.taskRecorder?.append(request)
    }

    /// Runs `body` and returns the reload requests it made on its task (and child tasks),
    /// apart from those other tests make at the same time.
    package static func recordingReloads<R>(_ body: () async throws -> R) async rethrows -> (R, [ReloadRequest]) {
        let recorder = Recorder()
        let result = try await $taskRecorder.withValue(recorder) { try await body() }
        return (result, recorder.requests)
    }

    /// Collects the requests of one task.
    private final class Recorder: @unchecked Sendable {
        // @unchecked: guarded by `lock`.
        private let lock = NSLock()
        private var stored: [ReloadRequest] = []
        func append(_ request: ReloadRequest) {
            lock.lock()
            defer { lock.unlock() }
            stored.append(request)
        }
        var requests: [ReloadRequest] {
            lock.lock()
            defer { lock.unlock() }
            return stored
        }
    }
}

/// A widget the user has added, as WidgetKit's `WidgetInfo`.
public struct WidgetInfo: Sendable, CustomStringConvertible {
    /// The widget's kind.
    public let kind: String
    /// The family it is shown in.
    public let family: WidgetFamily
    /// The SiriKit configuration intent, for `IntentConfiguration` widgets.
    public let configuration: INIntent?
    private let appIntent: (any AppIntent)?

    /// Creates an info (WidgetKit makes these; the renderer and tests do here).
    public init(kind: String, family: WidgetFamily, configuration: INIntent? = nil, appIntent: (any AppIntent)? = nil) {
        self.kind = kind
        self.family = family
        self.configuration = configuration
        self.appIntent = appIntent
    }

    /// The App Intent configuration of the widget, if it is of type `I`.
    public func widgetConfigurationIntent<I: WidgetConfigurationIntent>(of type: I.Type = I.self) -> I? {
        appIntent as? I
    }

    /// `kind (family)`.
    public var description: String { "\(kind) (\(family))" }
}
