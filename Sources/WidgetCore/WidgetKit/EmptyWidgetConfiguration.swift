import Foundation

/// A configuration with nothing in it, as WidgetKit's `EmptyWidgetConfiguration` (what a
/// widget shows on a platform it does not support). Rendering it is an error that says so.
public struct EmptyWidgetConfiguration: WidgetConfiguration {
    /// The configuration's facts. Not API: used by the renderer.
    public let _descriptor = WidgetDescriptor.unrenderable(kind: "", reason: "the widget's body is EmptyWidgetConfiguration(), which shows nothing")

    /// Creates the empty configuration.
    public init() {}
}

/// Builds a widget's configuration, as WidgetKit's `WidgetConfigurationBuilder`: one
/// configuration, or one of several behind `if`/`if #available`.
@resultBuilder
public enum WidgetConfigurationBuilder {
    /// One configuration.
    public static func buildBlock<C: WidgetConfiguration>(_ content: C) -> C { content }
    /// The first branch of an `if`.
    public static func buildEither<C: WidgetConfiguration>(first: C) -> ModifiedWidgetConfiguration { ModifiedWidgetConfiguration(_descriptor: first._descriptor) }
    /// The second branch of an `if`.
    public static func buildEither<C: WidgetConfiguration>(second: C) -> ModifiedWidgetConfiguration { ModifiedWidgetConfiguration(_descriptor: second._descriptor) }
    /// A branch behind `if #available`.
    public static func buildLimitedAvailability<C: WidgetConfiguration>(_ content: C) -> ModifiedWidgetConfiguration { ModifiedWidgetConfiguration(_descriptor: content._descriptor) }
}
