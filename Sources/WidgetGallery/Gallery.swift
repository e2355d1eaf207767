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
    public static var items: [Item] { makers.map { $0.make($0.name) } }

    /// The names of ``items``, in the same order, without making the widgets.
    public static var names: [String] { makers.map(\.name) }

    /// The item called `name`, made alone (its widget and sample entry only); nil for a name
    /// that is none of ``names``.
    public static func item(named name: String) -> Item? {
        makers.first { $0.name == name }.map { $0.make($0.name) }
    }

    /// Each item's name and how to make it from that name.
    private static let makers: [(name: String, make: @Sendable (String) -> Item)] = [
        ("steps", { Item($0, StepsWidget(), entry: StepsEntry.sample) }),
        ("weather", { Item($0, WeatherWidget(), entry: WeatherEntry.sample) }),
        ("tasks", { Item($0, TasksWidget(), entry: TaskEntry.sample) }),
        ("fitness", { Item($0, FitnessWidget(), entry: FitnessEntry.sample) }),
        ("countdown", { Item($0, CountdownWidget(), entry: CountdownEntry.sample) }),
        ("reading", { Item($0, ReadingWidget(), entry: ReadingEntry.sample) }),
        ("quick-actions", { Item($0, QuickActionsWidget(), entry: QuickActionsEntry.sample) }),
        ("glucose", { Item($0, GlucoseWidget(), entry: GlucoseEntry.sample) }),
    ]

    /// The example controls (iOS 18 `ControlWidget`), by name: render each with
    /// `WidgetRenderer/render(_:placement:value:in:)`.
    public static var controls: [(name: String, control: any ControlWidget)] {
        [("focus-timer", FocusTimerControl())]
    }
}
