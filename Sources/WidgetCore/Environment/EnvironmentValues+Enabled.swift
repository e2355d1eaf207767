import Foundation

struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }

extension EnvironmentValues {
    /// Whether the controls in this environment respond to taps, as SwiftUI's `isEnabled`:
    /// `true` unless a view above called `disabled(true)`. A disabled `Button`, `Link` or
    /// `Toggle` records no tap target; a view of the widget's own may read the value to draw
    /// itself differently.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
}
