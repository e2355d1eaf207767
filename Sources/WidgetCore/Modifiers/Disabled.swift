import Foundation

extension View {
    /// Disables the controls in the view, as SwiftUI's `disabled(_:)`: `isEnabled` is `false`
    /// in its environment, and a `Button`, `Link` or `Toggle` inside is no tap target (nothing
    /// runs or opens when it is tapped). A disabling further up wins: `disabled(false)` inside a
    /// disabled view does not enable it again.
    ///
    /// ```swift
    /// Button(intent: RefreshIntent()) { Label("Refresh", systemImage: "arrow.clockwise") }
    ///     .disabled(entry.isRefreshing)
    /// ```
    ///
    /// SwiftUI draws a disabled control of a built-in style dimmed; here it is drawn as an enabled
    /// one, and reported.
    public func disabled(_ disabled: Bool) -> ModifiedContent<Self, _EnvironmentModifier> {
        environmentChanged { environment in
            if disabled { environment.isEnabled = false }
        }
    }
}
