import Foundation

extension View {
    /// Accepted so widget code compiles: a still image never sees the value change, so the
    /// closure never runs (the iOS 14 form). Recorded and reported.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View {
        ignoredLifecycleAction("onChange")
    }

    /// Accepted so widget code compiles: the closure never runs, `initial: true` included (a
    /// widget's view is rendered, not shown). Recorded and reported.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View {
        ignoredLifecycleAction("onChange")
    }

    /// Accepted so widget code compiles: the closure never runs. Recorded and reported.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        ignoredLifecycleAction("onChange")
    }
}
