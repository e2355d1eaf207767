import Foundation

#if canImport(WidgetKit)
    import SwiftUI
    import WidgetKit
#else
    import WidgetRender
#endif

/// The tasks' accent: Reminders' orange.
let tasksOrange = Color.orange

/// The list colour's deeper shade for its name on the light background (4.8:1 on white; the
/// system orange is 2.2:1).
let tasksOrangeText = Color(red: 0.76, green: 0.31, blue: 0.0)

/// Overdue times on the light background: a deeper red than the system red (3.6:1 on white),
/// 5.4:1.
let tasksOverdueOnLight = Color(red: 0.84, green: 0.0, blue: 0.08)

/// One task: a check button that toggles it, its title (struck through when done) and its due
/// time (red when overdue).
///
/// A row is 44 pt tall, the HIG's smallest comfortable tap target.
struct TaskRow: View {
    @Environment(\.widgetRenderingMode) var renderingMode
    @Environment(\.colorScheme) var colorScheme
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
                    // A long title in a narrow column (Apple Vision Pro's extra large, 550 pt
                    // for two columns) shrinks a little rather than losing its end.
                    .minimumScaleFactor(0.8)
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
        let red = colorScheme == .light ? tasksOverdueOnLight : Color.red
        return item.isOverdue(at: now) ? AnyShapeStyle(red) : AnyShapeStyle(.secondary)
    }
}
