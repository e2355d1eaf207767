import Foundation

#if canImport(WidgetKit)
    import SwiftUI
    import WidgetKit
#else
    import WidgetRender
#endif

/// A titled column of rows, at most `limit` of them.
struct TaskColumn: View {
    let title: String
    let items: [TaskEntry.Item]
    let now: Date
    let limit: Int

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(title.uppercased())
                .font(.caption.weight(.semibold))
                .foregroundStyle(.secondary)
                .padding(.bottom, 6)
            Divider()
            ForEach(Array(items.prefix(limit))) { item in
                TaskRow(item: item, now: now)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}
