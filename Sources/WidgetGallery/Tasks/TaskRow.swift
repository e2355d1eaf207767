#if canImport(WidgetKit)
import SwiftUI
import WidgetKit
#else
import WidgetRender
#endif
import Foundation

/// The tasks' accent: Reminders' orange.
let tasksOrange = Color.orange

/// One task: a check button that toggles it, its title (struck through when done) and its due
/// time (red when overdue).
///
/// A row is 44 pt tall, the HIG's smallest comfortable tap target.
struct TaskRow: View {
    @Environment(\.widgetRenderingMode) var renderingMode
    let item: TaskEntry.Item
    /// The entry's moment, against which the due time is overdue.
    let now: Date
    var showsDue = true

    var body: some View {
        Button(intent: ToggleTaskIntent(id: item.id)) {
            HStack(spacing: 8) {
                Image(systemName: item.isDone ? "checkmark.circle.fill" : "circle")
                    .font(.body)
                    .foregroundStyle(item.isDone ? AnyShapeStyle(tasksOrange) : AnyShapeStyle(.secondary))
                    .widgetAccentable()
                Text(item.title)
                    .font(.subheadline)
                    .strikethrough(item.isDone)
                    .foregroundStyle(item.isDone ? .secondary : .primary)
                    .lineLimit(1)
                Spacer(minLength: 4)
                if showsDue, let due = item.due, !item.isDone {
                    Text(due, style: .time)
                        .font(.caption)
                        .monospacedDigit()
                        .foregroundStyle(dueStyle)
                }
            }
            .frame(minHeight: TapTarget.minimumSide)
        }
        .buttonStyle(.plain)
        .accessibilityIdentifier("task-\(item.id)")
    }

    /// Red when overdue, else secondary; primary outside full colour, where a secondary grey
    /// is too faint on the vibrant material.
    var dueStyle: AnyShapeStyle {
        guard renderingMode == .fullColor else { return AnyShapeStyle(.primary) }
        return item.isOverdue(at: now) ? AnyShapeStyle(.red) : AnyShapeStyle(.secondary)
    }
}

/// The list's name, how many tasks are left, and a link that opens the app to add one.
struct TasksHeader: View {
    let entry: TaskEntry

    var body: some View {
        HStack(alignment: .firstTextBaseline) {
            Text(entry.list)
                .font(.headline)
                .accentForeground(tasksOrange)
            Text("\(entry.open.count) left")
                .font(.subheadline)
                .foregroundStyle(.secondary)
            Spacer(minLength: 0)
            Link(destination: URL(string: "gallery-tasks://new")!) {
                Image(systemName: "plus.circle.fill")
                    .font(.title2)
                    .accentForeground(tasksOrange)
                    .frame(width: TapTarget.minimumSide, height: TapTarget.minimumSide, alignment: .trailing)
            }
            .accessibilityIdentifier("add-task")
            // A 44 pt tap target that lays out as the symbol: it reaches into the margins.
            .padding(.vertical, -11)
        }
    }
}
