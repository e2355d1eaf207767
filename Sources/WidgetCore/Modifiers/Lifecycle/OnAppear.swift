import Foundation

extension View {
    /// Accepted so widget code compiles: the closure never runs (a widget's view is rendered
    /// once, not shown and hidden). Recorded in the layout tree and reported.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        ignoredLifecycleAction("onAppear")
    }

    /// Accepted so widget code compiles: the closure never runs. Recorded and reported.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        ignoredLifecycleAction("onDisappear")
    }
}
