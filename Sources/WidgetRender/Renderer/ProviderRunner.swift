import Dispatch
import Foundation

/// Calls one widget's provider as WidgetKit does, each call bounded by a timeout.
///
/// A provider that never calls its completion (or never returns) is reported after
/// `timeout`; one that calls its completion more than once is reported when the second call
/// comes before the provider method returns or within ``completionSettleTime`` after it (later
/// calls cannot be told from a leak and are not seen); an async provider that throws is
/// reported with its error.
struct ProviderRunner {
    let provider: ErasedProvider
    let kind: String
    let timeout: TimeInterval

    /// How long a completion-handler provider is watched after its method returned, for a
    /// second call of its completion: 50 ms.
    static let completionSettleTime: TimeInterval = 0.05

    private func deadline(_ seconds: TimeInterval) -> DispatchTime {
        .now() + .nanoseconds(Int(max(0, min(seconds, 86_400)) * 1_000_000_000))
    }

    /// `placeholder(in:)` and how long it took, in seconds.
    func placeholder(in context: TimelineProviderContext) throws -> (entry: any TimelineEntry, seconds: TimeInterval) {
        let executor = ProviderExecutor(label: "\(kind).placeholder")
        let outcome = CallOutcome<Unchecked<any TimelineEntry>>()
        let call = Unchecked(provider.placeholder)
        let start = DispatchTime.now()
        executor.async { outcome.deliver(Unchecked(call.value(context))) }
        guard let entry = outcome.wait(until: deadline(timeout)) else {
            throw WidgetRenderError("the provider of widget \"\(kind)\" did not return from placeholder(in:) within \(Self.format(timeout)) s; placeholder(in:) must return an entry at once, without loading data")
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        return (entry.value, seconds)
    }

    /// Runs one provider method (`name` for messages) and returns its single output.
    func run<Output>(_ call: ProviderCall<Output>, name: String, context: TimelineProviderContext, configuration: Any?) throws -> Output {
        switch call {
        case .callback(let body):
            return try runCallback(body, name: name, context: context, configuration: configuration)
        case .async(let body):
            return try runAsync(body, name: name, context: context, configuration: configuration)
        }
    }

    private func runCallback<Output>(_ body: @escaping (TimelineProviderContext, Any?, @escaping @Sendable (Output) -> Void) -> Void, name: String, context: TimelineProviderContext, configuration: Any?) throws -> Output {
        let executor = ProviderExecutor(label: "\(kind).\(name)")
        let outcome = CallOutcome<Unchecked<Output>>()
        let returned = DispatchSemaphore(value: 0)
        let job = Unchecked((body, configuration))
        executor.async {
            job.value.0(context, job.value.1) { outcome.deliver(Unchecked($0)) }
            returned.signal()
        }
        let end = deadline(timeout)
        guard let output = outcome.wait(until: end) else {
            throw WidgetRenderError("the provider of widget \"\(kind)\" never called the completion of \(name) within \(Self.format(timeout)) s; call completion exactly once on every path (also when loading fails)")
        }
        if returned.wait(timeout: end) == .success {
            Thread.sleep(forTimeInterval: Self.completionSettleTime)
        }
        let calls = outcome.deliveries
        if calls > 1 {
            throw WidgetRenderError("the provider of widget \"\(kind)\" called the completion of \(name) \(calls) times; call it exactly once (WidgetKit ignores or crashes on the extra calls)")
        }
        return output.value
    }

    private func runAsync<Output>(_ body: @escaping (TimelineProviderContext, Any?) async throws -> Output, name: String, context: TimelineProviderContext, configuration: Any?) throws -> Output {
        let executor = ProviderExecutor(label: "\(kind).\(name)")
        let outcome = CallOutcome<Result<Unchecked<Output>, any Error>>()
        let job = Unchecked((body, configuration))
        let task = Task(executorPreference: executor) {
            do {
                outcome.deliver(.success(Unchecked(try await job.value.0(context, job.value.1))))
            } catch {
                outcome.deliver(.failure(error))
            }
        }
        guard let result = outcome.wait(until: deadline(timeout)) else {
            task.cancel()
            throw WidgetRenderError("the provider of widget \"\(kind)\" did not return from \(name) within \(Self.format(timeout)) s; make sure every await finishes (a network request without a timeout, a continuation never resumed)")
        }
        switch result {
        case .success(let output): return output.value
        case .failure(let error):
            throw WidgetRenderError("the provider of widget \"\(kind)\" threw from \(name): \(error); catch the error and return an entry that shows it")
        }
    }

    /// Runs an async job (filling parameters, an intent's `perform()`) on its own executor.
    static func runAsync<Output>(label: String, timeout: TimeInterval, what: String, _ body: @escaping () async throws -> Output) throws -> Output {
        let executor = ProviderExecutor(label: label)
        let outcome = CallOutcome<Result<Unchecked<Output>, any Error>>()
        let job = Unchecked(body)
        let task = Task(executorPreference: executor) {
            do {
                outcome.deliver(.success(Unchecked(try await job.value())))
            } catch {
                outcome.deliver(.failure(error))
            }
        }
        let end = DispatchTime.now() + .nanoseconds(Int(max(0, min(timeout, 86_400)) * 1_000_000_000))
        guard let result = outcome.wait(until: end) else {
            task.cancel()
            throw WidgetRenderError("\(what) did not finish within \(format(timeout)) s; make sure every await finishes")
        }
        switch result {
        case .success(let output): return output.value
        case .failure(let error): throw WidgetRenderError("\(what) threw: \(error)")
        }
    }

    /// Seconds as `10` or `0.25`.
    static func format(_ seconds: TimeInterval) -> String {
        seconds == seconds.rounded() && abs(seconds) < 1e9 ? String(Int(seconds)) : String(seconds)
    }
}
