#if canImport(WidgetKit)
    import SwiftUI
    import WidgetKit
#else
    import WidgetRender
#endif

/// The Lock Screen rectangle: the streak, the book and, when there is room, today's pages.
struct RectangularReading: View {
    @Environment(\.widgetRenderingMode) var renderingMode
    let entry: ReadingEntry
    let showsPages: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(entry.streak(in: renderingMode))
                .font(.headline)
                .widgetAccentable()
            Text(entry.title)
                .lineLimit(1)
            if showsPages {
                Text("\(entry.pagesToday) of \(entry.pageGoal) pages")
                    .foregroundStyle(.secondary)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}
