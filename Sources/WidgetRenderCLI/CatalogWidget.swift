import Foundation
import WidgetRender

/// A widget the command-line tool can render: a name, its families and a sample entry.
///
/// Wrap your own widgets to build a `widget-render` for your project:
///
/// ```swift
/// let command = WidgetRenderCommand(widgets: [
///     CatalogWidget(name: "steps", widget: StepsWidget(), entry: StepsEntry.sample),
/// ])
/// exit(command.run(arguments: Array(CommandLine.arguments.dropFirst())))
/// ```
public struct CatalogWidget {
    /// The name used on the command line and in file names.
    public let name: String
    /// The families the widget supports.
    public let families: [WidgetFamily]
    let render: (WidgetRenderer, WidgetContext) throws -> RenderedImage

    /// Wraps a widget and the entry to render it with.
    public init<W: Widget, E: TimelineEntry>(name: String, widget: W, entry: E) {
        self.name = name
        self.families = widget.body._descriptor.families
        self.render = { renderer, context in try renderer.render(widget, entry: entry, in: context) }
    }

    /// Wraps a render function.
    public init(name: String, families: [WidgetFamily], render: @escaping (WidgetRenderer, WidgetContext) throws -> RenderedImage) {
        self.name = name
        self.families = families
        self.render = render
    }
}
