#if canImport(WidgetKit)
    import SwiftUI
    import WidgetKit
#else
    import WidgetRender
#endif

/// The medium layout: the cover, the book, today's pages and the week.
struct MediumReadingView: View {
    @Environment(\.widgetRenderingMode) var renderingMode
    let entry: ReadingEntry

    /// A smaller cover and no page count where the full layout does not fit (the 4.7-inch
    /// iPhone's 146 pt slot).
    var body: some View {
        ViewThatFits(in: .vertical) {
            layout(coverWidth: 84, showsPages: true)
            layout(coverWidth: 72, showsPages: false)
        }
    }

    private func layout(coverWidth: CGFloat, showsPages: Bool) -> some View {
        HStack(alignment: .top, spacing: 14) {
            BookCover(width: coverWidth)
            VStack(alignment: .leading, spacing: 2) {
                Text(entry.title)
                    .font(.headline)
                    .lineLimit(1)
                Text("\(entry.author) · \(Int(entry.clampedProgress * 100))%")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
                Spacer(minLength: 4)
                Text(entry.streak(in: renderingMode))
                    .font(.subheadline.weight(.semibold))
                    .accentForeground(readingOrange, onLight: readingOrangeText)
                ProgressView(value: entry.todayProgress)
                    .tint(readingOrange)
                    .widgetAccentable()
                    .padding(.vertical, 2)
                if showsPages {
                    Text("\(entry.pagesToday) of \(entry.pageGoal) pages today")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                WeekDots(week: entry.week, diameter: 11)
                    .padding(.top, 4)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}
