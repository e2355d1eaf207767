import Foundation

extension View {
    /// Accepted so widget code compiles: the task never starts (load data in the timeline
    /// provider instead). Recorded in the layout tree and reported.
    ///
    /// The closure is not `@Sendable` here, so view code written for SwiftUI's main-actor
    /// `View` compiles in Swift 6 mode; it is never called.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void) -> some View {
        ignoredLifecycleAction("task")
    }

    /// Accepted so widget code compiles: the task never starts. Recorded and reported.
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void) -> some View {
        ignoredLifecycleAction("task(id: \(value))")
    }
}
