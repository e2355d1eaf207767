import Foundation

/// A timeline provider with its types erased, so the renderer can run any of the three
/// provider kinds (`TimelineProvider`, `AppIntentTimelineProvider`, `IntentTimelineProvider`).
package struct ErasedProvider: @unchecked Sendable {
    // @unchecked: the closures capture the user's provider, which is run on one queue at a time.
    /// The type of the configuration intent, or `nil` for a static provider.
    package let configurationType: Any.Type?
    /// A configuration with every parameter at its default.
    package let makeDefaultConfiguration: (() -> Any)?
    /// `placeholder(in:)`.
    package let placeholder: (TimelineProviderContext) -> any TimelineEntry
    /// `getSnapshot`/`snapshot(for:in:)`.
    package let snapshot: ProviderCall<any TimelineEntry>
    /// `getTimeline`/`timeline(for:in:)`.
    package let timeline: ProviderCall<ErasedTimeline>
}

/// One provider method: completion-handler style or async.
package enum ProviderCall<Output> {
    /// Calls back (maybe never, maybe twice: the runner checks).
    case callback((TimelineProviderContext, Any?, @escaping @Sendable (Output) -> Void) -> Void)
    /// Returns or throws.
    case async((TimelineProviderContext, Any?) async throws -> Output)
}

/// A timeline with its entry type erased.
package struct ErasedTimeline {
    /// The entries in the provider's order.
    package var entries: [any TimelineEntry]
    /// The reload policy.
    package var policy: TimelineReloadPolicy

    package init<E: TimelineEntry>(_ timeline: Timeline<E>) {
        entries = timeline.entries
        policy = timeline.policy
    }
}
