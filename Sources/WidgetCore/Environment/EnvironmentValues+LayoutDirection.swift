import Foundation

struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }

extension EnvironmentValues {
    /// The direction of horizontal layout and text (default ``LayoutDirection/leftToRight``;
    /// a widget's comes from ``WidgetContext/widgetLayoutDirection``).
    ///
    /// Set it for part of a view tree with `.environment(\.layoutDirection, .rightToLeft)`.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
}
