import Foundation

/// What a provider is told about the request, as WidgetKit's `TimelineProviderContext`.
public struct TimelineProviderContext: Sendable {
    /// The family the widget is shown in.
    public let family: WidgetFamily
    /// Whether the widget is shown in the widget gallery.
    public let isPreview: Bool
    /// The widget's size, in points.
    public let displaySize: CGSize

    /// Creates a context (WidgetKit creates these; the renderer does here).
    public init(family: WidgetFamily, isPreview: Bool = false, displaySize: CGSize) {
        self.family = family
        self.isPreview = isPreview
        self.displaySize = displaySize
    }
}
