import Foundation

#if canImport(WidgetKit)
    import SwiftUI
    import WidgetKit
#else
    import WidgetRender
#endif

/// One moment of a glucose monitor: readings every 15 minutes over the last three hours.
public struct GlucoseEntry: TimelineEntry, Codable, Sendable {
    /// One reading.
    public struct Reading: Codable, Sendable, Identifiable {
        /// When it was taken.
        public let date: Date
        /// The glucose level, in mg/dL.
        public let value: Double
        /// The reading's date, as its identity.
        public var id: Date { date }

        /// Creates a reading.
        public init(date: Date, value: Double) {
            self.date = date
            self.value = value
        }
    }

    /// The moment of the last reading.
    public let date: Date
    /// The readings, oldest first.
    public let readings: [Reading]
    /// The target range, in mg/dL.
    public let low: Double
    /// The target range's upper end, in mg/dL.
    public let high: Double

    /// Creates an entry.
    public init(date: Date, readings: [Reading], low: Double = 70, high: Double = 180) {
        self.date = date
        self.readings = readings
        self.low = low
        self.high = high
    }

    /// The latest reading's value.
    var latest: Double { readings.last?.value ?? 0 }

    /// The change over the last 15 minutes, in mg/dL.
    var trend: Double { readings.count > 1 ? latest - readings[readings.count - 2].value : 0 }

    /// A representative afternoon: a rise after lunch, coming back into range.
    public static let sample: GlucoseEntry = {
        let end = Date(timeIntervalSince1970: 1_780_000_000)
        let values: [Double] = [104, 108, 121, 146, 172, 191, 198, 186, 167, 149, 136, 128, 121]
        let readings = values.enumerated().map { Reading(date: end.addingTimeInterval(Double($0.offset - values.count + 1) * 900), value: $0.element) }
        return GlucoseEntry(date: end, readings: readings)
    }()
}

/// Gives the sample entry now and every 15 minutes.
public struct GlucoseProvider: TimelineProvider {
    /// Creates the provider.
    public init() {}

    /// The sample entry.
    public func placeholder(in context: Context) -> GlucoseEntry { .sample }

    /// The sample entry.
    public func getSnapshot(in context: Context, completion: @escaping (GlucoseEntry) -> Void) { completion(.sample) }

    /// One entry, refreshed in 15 minutes.
    public func getTimeline(in context: Context, completion: @escaping (Timeline<GlucoseEntry>) -> Void) {
        completion(Timeline(entries: [.sample], policy: .after(GlucoseEntry.sample.date.addingTimeInterval(900))))
    }
}
