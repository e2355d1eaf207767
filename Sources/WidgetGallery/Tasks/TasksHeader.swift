import Foundation

#if canImport(WidgetKit)
    import SwiftUI
    import WidgetKit
#else
    import WidgetRender
#endif

/// The list's name, how many tasks are left, and a link that opens the app to add one.
struct TasksHeader: View {
    let entry: TaskEntry

    var body: some View {
        HStack(alignment: .firstTextBaseline) {
            Text(entry.list)
                .font(.headline)
                .accentForeground(tasksOrange, onLight: tasksOrangeText)
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
