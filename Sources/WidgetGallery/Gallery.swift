#if canImport(WidgetKit)
    import SwiftUI
    import WidgetKit
#else
    import WidgetRender
#endif

/// The example widgets: the demo content of `make sheet` and the subjects of the snapshot suite.
public enum Gallery {
    /// A gallery widget with its sample entry.
    public struct Item {
        /// The file-name-friendly name, e.g. `steps`.
        public let name: String
        /// Renders the widget with its sample entry in a context.
        public let render: (WidgetRenderer, WidgetContext) throws -> RenderedImage
        /// The families the widget supports.
        public let families: [WidgetFamily]
        /// The widget, for tools that need more than a render (its timeline, `--entry`).
        public let widget: any Widget
        /// The sample entry ``render`` uses.
        public let entry: any TimelineEntry

        init<W: Widget, E: TimelineEntry>(_ name: String, _ widget: W, entry: E) {
            self.name = name
            self.widget = widget
            self.entry = entry
            self.families = widget.body._descriptor.families
            self.render = { renderer, context in try renderer.render(widget, entry: entry, in: context) }
        }
    }

    /// Every gallery widget. Together they support every iOS family: the Home Screen's small,
    /// medium, large and extra large, and the Lock Screen's circular, rectangular and inline.
    ///
    /// The extra-large family (the tasks widget's) exists on iPad only: render it in a context
    /// with an iPad device, e.g. `WidgetContext(family: .systemExtraLarge, device: .iPad13)`.
    public static var items: [Item] {
        [
            Item("steps", StepsWidget(), entry: StepsEntry.sample),
            Item("weather", WeatherWidget(), entry: WeatherEntry.sample),
            Item("tasks", TasksWidget(), entry: TaskEntry.sample),
            Item("fitness", FitnessWidget(), entry: FitnessEntry.sample),
            Item("countdown", CountdownWidget(), entry: CountdownEntry.sample),
            Item("reading", ReadingWidget(), entry: ReadingEntry.sample),
            Item("quick-actions", QuickActionsWidget(), entry: QuickActionsEntry.sample),
            Item("glucose", GlucoseWidget(), entry: GlucoseEntry.sample),
        ]
    }

    /// The example controls (iOS 18 `ControlWidget`), by name: render each with
    /// `WidgetRenderer/render(_:placement:value:in:)`.
    public static var controls: [(name: String, control: any ControlWidget)] {
        [("focus-timer", FocusTimerControl())]
    }
}
