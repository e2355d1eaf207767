import Foundation

extension View {
    /// Accepted so widget code compiles: nothing is received in a still image (a timer in a
    /// widget is `Text(date, style: .timer)`). Recorded and reported.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View where P.Failure == Never {
        ignoredLifecycleAction("onReceive")
    }
}
