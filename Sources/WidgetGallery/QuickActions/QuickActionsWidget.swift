#if canImport(WidgetKit)
    import SwiftUI
    import WidgetKit
#else
    import WidgetRender
#endif

/// Quick actions: tiles that each open the app at one task, as `Link`s.
public struct QuickActionsWidget: Widget {
    /// Creates the widget.
    public init() {}

    /// A static configuration of kind `quick-actions` for the medium and large families: a
    /// small widget is one tap target (`widgetURL`) and cannot hold several links.
    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: "quick-actions", provider: QuickActionsProvider()) { entry in
            QuickActionsWidgetView(entry: entry)
        }
        .configurationDisplayName("Quick Actions")
        .description("Your everyday actions, one tap away.")
        .supportedFamilies([.systemMedium, .systemLarge])
    }
}

/// The entry view: a two-column grid of tiles, two rows in medium and four in large.
public struct QuickActionsWidgetView: View {
    @Environment(\.widgetFamily) var family
    let entry: QuickActionsEntry

    /// Creates the view of `entry`.
    public init(entry: QuickActionsEntry) {
        self.entry = entry
    }

    /// The grid on the system background.
    ///
    /// The rows share the height the system offers (read with a `GeometryReader`), so the
    /// tiles fill the widget at every device's size.
    public var body: some View {
        let rows = family == .systemLarge ? 4 : 2
        let actions = Array(entry.actions.prefix(rows * 2))
        GeometryReader { proxy in
            let height = (proxy.size.height - Self.spacing * CGFloat(rows - 1)) / CGFloat(rows)
            VStack(spacing: Self.spacing) {
                ForEach(0..<rows, id: \.self) { row in
                    HStack(spacing: Self.spacing) {
                        ForEach(0..<2, id: \.self) { column in
                            let index = row * 2 + column
                            if index < actions.count {
                                ActionTile(action: actions[index])
                            } else {
                                Color.clear
                            }
                        }
                    }
                    .frame(height: max(height, 0))
                }
            }
        }
        .containerBackground(.background, for: .widget)
    }

    /// The space between tiles, in points.
    static let spacing: CGFloat = 8
}

#Preview(as: .systemMedium) {
    QuickActionsWidget()
} timeline: {
    QuickActionsEntry.sample
}

#Preview(as: .systemLarge) {
    QuickActionsWidget()
} timelineProvider: {
    QuickActionsProvider()
}
