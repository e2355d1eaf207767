#if canImport(WidgetKit)
    import SwiftUI
    import WidgetKit
#else
    import WidgetRender
#endif

/// A to-do list with interactive rows: tapping a task's check runs ``ToggleTaskIntent``.
public struct TasksWidget: Widget {
    /// The widget's kind, which the toggle intent reloads.
    public static let kind = "tasks"

    /// Creates the widget.
    public init() {}

    /// A static configuration of kind `tasks` for the medium, large and extra-large (iPad)
    /// families: a list needs the room.
    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: Self.kind, provider: TaskProvider()) { entry in
            TasksWidgetView(entry: entry)
        }
        .configurationDisplayName("Tasks")
        .description("Check off today's tasks.")
        .supportedFamilies([.systemMedium, .systemLarge, .systemExtraLarge])
    }
}

/// The entry view: as many 44 pt rows as the family fits (two in medium, six in large, six a
/// column in extra large), open tasks first.
public struct TasksWidgetView: View {
    @Environment(\.widgetFamily) var family
    let entry: TaskEntry

    /// Creates the view of `entry`.
    public init(entry: TaskEntry) {
        self.entry = entry
    }

    /// The header and the rows on the system background.
    public var body: some View {
        content
            .containerBackground(.background, for: .widget)
    }

    @ViewBuilder
    var content: some View {
        switch family {
        case .systemExtraLarge:
            // Fewer rows where six do not fit (the iPad mini).
            ViewThatFits(in: .vertical) {
                columns(rows: 6)
                columns(rows: 5)
                columns(rows: 4)
            }
        case .systemLarge:
            // Rows keep their 44 pt; one fewer where six do not fit (the 4.7-inch iPhone).
            ViewThatFits(in: .vertical) {
                list(rows: 6)
                list(rows: 5)
            }
        default:
            // One task where two 44 pt rows do not fit under the header (the iPad mini).
            ViewThatFits(in: .vertical) {
                rows(headerGap: 4, count: 2)
                rows(headerGap: 2, count: 2)
                rows(headerGap: 4, count: 1)
            }
        }
    }

    /// The large layout: the header, a divider and `rows` tasks, open ones first.
    private func list(rows: Int) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            TasksHeader(entry: entry)
                .padding(.bottom, 8)
            Divider()
            ForEach(Array((entry.open + entry.done).prefix(rows))) { item in
                TaskRow(item: item, now: entry.date)
            }
            Spacer(minLength: 0)
        }
    }

    /// The extra large layout: the header, then the open and the done tasks side by side.
    private func columns(rows: Int) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            TasksHeader(entry: entry)
            HStack(alignment: .top, spacing: 24) {
                TaskColumn(title: "To Do", items: entry.open, now: entry.date, limit: rows)
                TaskColumn(title: "Completed", items: entry.done, now: entry.date, limit: rows)
            }
            Spacer(minLength: 0)
        }
    }

    /// The medium layout: the header and `count` open tasks.
    private func rows(headerGap: CGFloat, count: Int) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            TasksHeader(entry: entry)
                .padding(.bottom, headerGap)
            ForEach(Array(entry.open.prefix(count))) { item in
                TaskRow(item: item, now: entry.date)
            }
            Spacer(minLength: 0)
        }
    }
}

#Preview(as: .systemMedium) {
    TasksWidget()
} timeline: {
    TaskEntry.sample
}

#Preview(as: .systemLarge) {
    TasksWidget()
} timeline: {
    TaskEntry.sample
    TaskEntry.sample.at(TaskEntry.sample.date.addingTimeInterval(3 * 3600))
}
