/// A widget preview: the widget, the family it is shown in, and where its entries come from.
public struct WidgetPreview {
    /// Where a widget preview's entries come from.
    public enum Entries {
        /// The entries of a `timeline:` closure.
        case entries(() async -> [any TimelineEntry])
        /// A `timelineProvider:` closure's provider, whose timeline the renderer asks for.
        case provider(() -> any TimelineProvider)
    }

    /// The family the widget is shown in.
    public var family: WidgetFamily
    /// The configuration intent of `#Preview(as:using:)`, if any.
    public var intent: Any?
    /// Makes the widget.
    public var makeWidget: () -> any Widget
    /// Where the entries come from.
    public var entries: Entries

    /// Creates a widget preview.
    public init(family: WidgetFamily, intent: Any?, makeWidget: @escaping () -> any Widget, entries: Entries) {
        self.family = family
        self.intent = intent
        self.makeWidget = makeWidget
        self.entries = entries
    }
}
