import Foundation

#if canImport(WidgetKit)
    import SwiftUI
    import WidgetKit
#else
    import WidgetRender
#endif

/// One moment of the countdown widget: an event, when the wait began and when it ends.
///
/// Its JSON is the natural one:
/// `{"date": …, "title": "Flight to Lisbon", "symbol": "airplane", "detail": "Gate B12", "start": …, "end": …}`.
public struct CountdownEntry: TimelineEntry, Codable, Sendable {
    /// The moment the widget shows; the timers count from it.
    public let date: Date
    /// The event's name.
    public let title: String
    /// The SF Symbol of the event, e.g. `airplane`.
    public let symbol: String
    /// A detail line, e.g. the gate.
    public let detail: String
    /// When the wait began: the progress bar's empty end.
    public let start: Date
    /// When the event happens.
    public let end: Date

    /// Creates an entry.
    public init(date: Date, title: String, symbol: String, detail: String, start: Date, end: Date) {
        self.date = date
        self.title = title
        self.symbol = symbol
        self.detail = detail
        self.start = start
        self.end = end
    }

    /// Whether the event has begun at the entry's moment.
    var hasStarted: Bool { date >= end }

    /// The wait, as an interval (empty when the dates are out of order).
    var interval: ClosedRange<Date> { start...max(start, end) }

    /// The same event at another moment.
    func at(_ date: Date) -> CountdownEntry {
        CountdownEntry(date: date, title: title, symbol: symbol, detail: detail, start: start, end: end)
    }

    /// Boarding in 1 hour 25 minutes, counted since check-in an hour ago.
    public static let sample: CountdownEntry = {
        let now = Date(timeIntervalSince1970: 1_780_000_000)
        return CountdownEntry(
            date: now, title: "Flight to Lisbon", symbol: "airplane", detail: "Boards at gate B12",
            start: now.addingTimeInterval(-3600), end: now.addingTimeInterval(85 * 60)
        )
    }()
}

/// The countdown timeline: one entry now (the timers run on their own) and one when the event
/// begins, which shows it has.
struct CountdownProvider: TimelineProvider {
    func placeholder(in context: Context) -> CountdownEntry { .sample }

    func getSnapshot(in context: Context, completion: @escaping (CountdownEntry) -> Void) {
        completion(.sample)
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<CountdownEntry>) -> Void) {
        let entry = CountdownEntry.sample
        completion(Timeline(entries: [entry, entry.at(entry.end)], policy: .never))
    }
}
