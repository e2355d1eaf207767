import Foundation

/// What a provider is told about the request, as WidgetKit's `TimelineProviderContext`.
public struct TimelineProviderContext: Sendable {
    /// The family the widget is shown in.
    public let family: WidgetFamily
    /// Whether the widget is shown in the widget gallery.
    public let isPreview: Bool
    /// The widget's size, in points.
    public let displaySize: CGSize
    /// The environment values the widget may be rendered with (colour schemes, rendering modes).
    public let environmentVariants: EnvironmentVariants

    /// Creates a context (WidgetKit creates these; the renderer does here).
    public init(family: WidgetFamily, isPreview: Bool = false, displaySize: CGSize, environmentVariants: EnvironmentVariants = EnvironmentVariants()) {
        self.family = family
        self.isPreview = isPreview
        self.displaySize = displaySize
        self.environmentVariants = environmentVariants
    }

    /// The values of environment keys the system may render a timeline's entries with, as
    /// `TimelineProviderContext.EnvironmentVariants`: both colour schemes and every rendering
    /// mode by default; other keys have no variants (`nil`).
    public struct EnvironmentVariants: Sendable {
        /// The colour schemes.
        public var colorSchemes: [ColorScheme]
        /// The rendering modes.
        public var renderingModes: [WidgetRenderingMode]

        /// Variants with both colour schemes and every rendering mode unless given.
        public init(colorSchemes: [ColorScheme] = ColorScheme.allCases, renderingModes: [WidgetRenderingMode] = WidgetRenderingMode.allCases) {
            self.colorSchemes = colorSchemes
            self.renderingModes = renderingModes
        }

        /// The values of `keyPath` the widget may see, or `nil` when the system does not vary it.
        public subscript<T>(_ keyPath: WritableKeyPath<EnvironmentValues, T>) -> [T]? {
            if keyPath == \EnvironmentValues.colorScheme { return colorSchemes as? [T] }
            if keyPath == \EnvironmentValues.widgetRenderingMode { return renderingModes as? [T] }
            return nil
        }
    }
}
