#if canImport(WidgetKit)
    import SwiftUI
    import WidgetKit
#else
    import WidgetRender
#endif

/// The small layout: the cover and the streak, the week beneath.
struct SmallReadingView: View {
    let entry: ReadingEntry

    /// A smaller cover and week where the full ones do not fit (the 4.7-inch iPhone's 146 pt
    /// slot, the iPad Lock Screen's 133 pt).
    var body: some View {
        ViewThatFits {
            layout(coverWidth: 40, dot: 12)
            layout(coverWidth: 32, dot: 10)
            layout(coverWidth: 24, dot: 8)
        }
    }

    private func layout(coverWidth: CGFloat, dot: CGFloat) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack(alignment: .top) {
                BookCover(width: coverWidth)
                Spacer(minLength: 4)
                StreakCount(days: entry.streakDays)
            }
            Spacer(minLength: 0)
            Text("Day streak")
                .font(.subheadline.weight(.semibold))
            Text("\(entry.pagesToday) of \(entry.pageGoal) pages today")
                .font(.caption)
                .foregroundStyle(.secondary)
                .lineLimit(1)
                .minimumScaleFactor(0.8)
            WeekDots(week: entry.week, diameter: dot)
                .padding(.top, 2)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}
