// Widget code written the way iOS 17 developers write it, compiled here unchanged but for the
// import. If this file stops compiling, source compatibility broke.
#if canImport(WidgetKit)
    import SwiftUI
    import WidgetKit
#else
    import WidgetRender
#endif

struct TaskItem: Identifiable, Hashable {
    let id: Int
    let title: String
    let isDone: Bool
}

struct TasksEntry: TimelineEntry {
    let date: Date
    let tasks: [TaskItem]
    let progress: Double
}

struct TasksEntryView: View {
    @Environment(\.widgetFamily) private var family
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.showsWidgetContainerBackground) private var showsBackground
    var entry: TasksEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack(alignment: .firstTextBaseline) {
                Text("Today")
                    .font(.system(.title3, design: .rounded).weight(.bold))
                Spacer()
                Text(entry.tasks.filter(\.isDone).count, format: .number)
                    .font(.caption.monospacedDigit())
                    .foregroundStyle(.secondary)
            }
            ForEach(entry.tasks.prefix(family == .systemLarge ? 5 : 2)) { task in
                HStack(spacing: 6) {
                    Circle()
                        .strokeBorder(task.isDone ? Color.green : Color.secondary, lineWidth: 1.5)
                        .background(Circle().fill(task.isDone ? Color.green.opacity(0.2) : .clear))
                        .frame(width: 12, height: 12)
                    Text(task.title)
                        .font(.subheadline)
                        .strikethrough(task.isDone, color: .secondary)
                        .foregroundStyle(task.isDone ? .secondary : .primary)
                        .lineLimit(1)
                }
            }
            if entry.tasks.isEmpty {
                Text("All done!").foregroundStyle(.tertiary)
            }
            Spacer(minLength: 0)
            Capsule()
                .fill(.fill.tertiary)
                .frame(height: 4)
                .overlay(alignment: .leading) {
                    Capsule().fill(.tint).frame(width: 40 * entry.progress, height: 4)
                }
            Text("Updated \(entry.date, style: .time)")
                .font(.caption2)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .tint(.orange)
        .containerBackground(for: .widget) {
            LinearGradient(
                gradient: Gradient(colors: [colorScheme == .dark ? .black : .white, Color.orange.opacity(0.15)]),
                startPoint: .top, endPoint: .bottom)
        }
    }
}

struct CountdownView: View {
    let target: Date

    var body: some View {
        ZStack {
            ContainerRelativeShape()
                .inset(by: 4)
                .fill(.blue.gradient)
            VStack(spacing: 2) {
                Text(target, style: .timer)
                    .font(.system(size: 28, weight: .semibold, design: .monospaced))
                    .multilineTextAlignment(.center)
                    .minimumScaleFactor(0.5)
                Text("until launch")
                    .font(.footnote)
            }
            .foregroundStyle(.white)
            .padding(.horizontal, 8)
        }
        .clipShape(.rect(cornerRadius: 12))
        .containerBackground(.background, for: .widget)
    }
}

struct StatTile: View {
    let label: LocalizedStringKey
    let value: Double

    var body: some View {
        VStack(alignment: .leading) {
            Text(label).font(.caption).foregroundColor(.gray)
            Text("\(value, specifier: "%.1f")").font(.title2.bold())
            ViewThatFits(in: .horizontal) {
                Text("Compared with last week").font(.caption2)
                Text("vs. last week").font(.caption2)
            }
        }
        .padding(8)
        .background(.quaternary, in: RoundedRectangle(cornerRadius: 8, style: .continuous))
    }
}
