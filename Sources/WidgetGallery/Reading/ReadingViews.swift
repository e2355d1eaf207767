#if canImport(WidgetKit)
import SwiftUI
import WidgetKit
#else
import WidgetRender
#endif

/// The reading widget's accent: a warm orange, the streak's flame.
let readingOrange = Color(red: 1.0, green: 0.55, blue: 0.16)

/// The last seven days as dots: filled where there was reading, hollow where not.
struct WeekDots: View {
    let week: [Bool]
    var diameter: CGFloat = 12

    var body: some View {
        HStack(spacing: 6) {
            ForEach(Array(week.enumerated()), id: \.offset) { _, read in
                if read {
                    Circle()
                        .fill(readingOrange)
                        .frame(width: diameter, height: diameter)
                        .widgetAccentable()
                } else {
                    Circle()
                        .strokeBorder(.secondary, lineWidth: 1.5)
                        .frame(width: diameter, height: diameter)
                }
            }
        }
    }
}

/// The flame and the streak's length, large.
struct StreakCount: View {
    let days: Int

    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 2) {
            Text("🔥")
                .font(.title2)
            Text("\(days)")
                .font(.system(size: 34, weight: .bold, design: .rounded))
                .accentForeground(readingOrange)
                .accessibilityIdentifier("streak")
        }
    }
}

/// The Lock Screen rectangle: the streak, the book and, when there is room, today's pages.
struct RectangularReading: View {
    let entry: ReadingEntry
    let showsPages: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(entry.streakText)
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

/// The medium layout: the cover, the book, today's pages and the week.
struct MediumReadingView: View {
    let entry: ReadingEntry

    var body: some View {
        HStack(alignment: .top, spacing: 14) {
            BookCover(width: 84)
            VStack(alignment: .leading, spacing: 2) {
                Text(entry.title)
                    .font(.headline)
                    .lineLimit(1)
                Text("\(entry.author) · \(Int(entry.clampedProgress * 100))%")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
                Spacer(minLength: 4)
                Text(entry.streakText)
                    .font(.subheadline.weight(.semibold))
                    .accentForeground(readingOrange)
                ProgressView(value: entry.todayProgress)
                    .tint(readingOrange)
                    .widgetAccentable()
                    .padding(.vertical, 2)
                Text("\(entry.pagesToday) of \(entry.pageGoal) pages today")
                    .font(.caption)
                    .foregroundStyle(.secondary)
                WeekDots(week: entry.week, diameter: 11)
                    .padding(.top, 4)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}
