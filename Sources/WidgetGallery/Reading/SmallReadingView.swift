#if canImport(WidgetKit)
import SwiftUI
import WidgetKit
#else
import WidgetRender
#endif

/// The small layout: the cover and the streak, the week beneath.
struct SmallReadingView: View {
    let entry: ReadingEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack(alignment: .top) {
                BookCover(width: 40)
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
                .minimumScaleFactor(0.9)
            WeekDots(week: entry.week)
                .padding(.top, 2)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}
