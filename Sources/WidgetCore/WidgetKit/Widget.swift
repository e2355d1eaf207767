import Foundation

/// A widget, as WidgetKit's `Widget`: a configuration that builds views for entries.
///
/// ```swift
/// struct StepsWidget: Widget {
///     var body: some WidgetConfiguration {
///         StaticConfiguration(kind: "steps", provider: StepsProvider()) { entry in
///             StepsView(entry: entry)
///         }
///         .supportedFamilies([.systemSmall, .systemMedium])
///     }
/// }
/// ```
///
/// `@main` on a widget (or a ``WidgetBundle``) compiles: `import WidgetRender` gives both a `main()` that draws their contact sheets (see the WidgetRender article *WidgetKit and App Intents*).
public protocol Widget {
    /// The type of the widget's configuration.
    associatedtype Body: WidgetConfiguration
    /// Creates the widget.
    init()
    /// The widget's configuration: its kind, families and how to build the view for an entry.
    @WidgetConfigurationBuilder var body: Body { get }
}
