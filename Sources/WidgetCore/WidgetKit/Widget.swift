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
/// `@main` on a widget (or a ``WidgetBundle``) compiles: see ``Widget/main()``.
public protocol Widget {
    /// The type of the widget's configuration.
    associatedtype Body: WidgetConfiguration
    /// Creates the widget.
    init()
    /// The widget's configuration: its kind, families and how to build the view for an entry.
    @WidgetConfigurationBuilder var body: Body { get }
}

extension Widget {
    /// The entry point `@main` calls: prints the widget's kind and families.
    ///
    /// On iOS the system runs the extension; here `@main` only has to compile. In a library
    /// or test target, a type marked `@main` makes the module's `main` symbol, which clashes
    /// with the test runner's: keep the widget extension's sources in their own target (an
    /// executable target, as an extension is), or pass the compiler
    /// `-entry-point-function-name` with another name (see the WidgetKit article).
    public static func main() {
        print(WidgetBundleMember(Self()).summary)
    }
}
