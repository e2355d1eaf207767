import Foundation

#if canImport(WidgetKit)
    import SwiftUI
    import WidgetKit
#else
    import WidgetRender
#endif

/// One moment of the reading widget: the book being read, today's pages and the streak.
///
/// Its JSON is the natural one:
/// `{"date": …, "title": "The Quiet Sea", "author": "…", "progress": 0.64, "streakDays": 12,
/// "pagesToday": 18, "pageGoal": 20, "week": [true, …]}`.
public struct ReadingEntry: TimelineEntry, Codable, Sendable {
    /// The moment the streak is counted at.
    public let date: Date
    /// The book's title.
    public let title: String
    /// The book's author.
    public let author: String
    /// How far into the book, 0…1.
    public let progress: Double
    /// Consecutive days with reading, today included when today's goal is met.
    public let streakDays: Int
    /// Pages read today.
    public let pagesToday: Int
    /// The daily goal, in pages.
    public let pageGoal: Int
    /// Whether each of the last seven days had reading, oldest first, today last.
    public let week: [Bool]

    /// Creates an entry.
    public init(date: Date, title: String, author: String, progress: Double, streakDays: Int, pagesToday: Int, pageGoal: Int, week: [Bool]) {
        self.date = date
        self.title = title
        self.author = author
        self.progress = progress
        self.streakDays = streakDays
        self.pagesToday = pagesToday
        self.pageGoal = pageGoal
        self.week = week
    }

    /// How far into the book, clamped to 0…1.
    var clampedProgress: Double { progress.isFinite ? min(max(progress, 0), 1) : 0 }

    /// Today's progress toward the page goal, 0…1.
    var todayProgress: Double { pageGoal > 0 ? min(Double(pagesToday) / Double(pageGoal), 1) : 0 }

    /// The streak in the emoji-led form every family shows, e.g. `🔥 12-day streak`.
    var streakText: String { "🔥 \(streakDays)-day streak" }

    /// The streak without the emoji, for the accented look, where a colour emoji would be a
    /// flat silhouette: `12-day streak`.
    var streakWords: String { "\(streakDays)-day streak" }

    /// The streak as `mode` shows it: without the emoji where only alpha survives.
    func streak(in mode: WidgetRenderingMode) -> String {
        mode == .accented ? streakWords : streakText
    }

    /// A twelve-day streak, 18 of today's 20 pages read, 64 % through the book.
    public static let sample = ReadingEntry(
        date: Date(timeIntervalSince1970: 1_780_000_000),
        title: "The Quiet Sea", author: "Marta Okafor", progress: 0.64,
        streakDays: 12, pagesToday: 18, pageGoal: 20,
        week: [true, true, true, true, true, true, true]
    )

    /// The next morning: the streak holds, today's pages start again.
    var nextMorning: ReadingEntry {
        ReadingEntry(
            date: date.addingTimeInterval(18 * 3600), title: title, author: author, progress: progress,
            streakDays: streakDays, pagesToday: 0, pageGoal: pageGoal, week: Array(week.dropFirst()) + [false]
        )
    }
}

/// The reading timeline: now, and the next morning, when today's dot empties again.
struct ReadingProvider: TimelineProvider {
    func placeholder(in context: Context) -> ReadingEntry { .sample }

    func getSnapshot(in context: Context, completion: @escaping (ReadingEntry) -> Void) {
        completion(.sample)
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<ReadingEntry>) -> Void) {
        completion(Timeline(entries: [.sample, ReadingEntry.sample.nextMorning], policy: .atEnd))
    }
}
