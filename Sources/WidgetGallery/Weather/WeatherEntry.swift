import Foundation

#if canImport(WidgetKit)
    import SwiftUI
    import WidgetKit
#else
    import WidgetRender
#endif

/// One moment of the weather widget.
public struct WeatherEntry: TimelineEntry, Codable, Sendable {
    /// One hour of the forecast.
    public struct Hour: Codable, Sendable, Hashable {
        /// The hour's label, e.g. `Now` or `3PM`.
        public let label: String
        /// The temperature, in degrees.
        public let temperature: Int
        /// Whether the hour is sunny: a yellow sun rather than a white sun behind a cloud.
        public let isSunny: Bool

        /// Creates an hour.
        public init(label: String, temperature: Int, isSunny: Bool) {
            self.label = label
            self.temperature = temperature
            self.isSunny = isSunny
        }
    }

    /// One day of the outlook.
    public struct Day: Codable, Sendable, Hashable {
        /// The day's name, e.g. `Tuesday`.
        public let name: String
        /// The day's highest temperature, in degrees.
        public let high: Int
        /// The day's lowest temperature, in degrees.
        public let low: Int
        /// Whether the day is sunny: a yellow sun rather than a white sun behind a cloud.
        public let isSunny: Bool

        /// Creates a day.
        public init(name: String, high: Int, low: Int, isSunny: Bool) {
            self.name = name
            self.high = high
            self.low = low
            self.isSunny = isSunny
        }
    }

    /// The moment the forecast describes.
    public let date: Date
    /// The city's name.
    public let city: String
    /// The current temperature, in degrees.
    public let temperature: Int
    /// The current conditions, e.g. `Mostly Sunny`.
    public let condition: String
    /// Today's highest temperature, in degrees.
    public let high: Int
    /// Today's lowest temperature, in degrees.
    public let low: Int
    /// The hourly forecast, starting now.
    public let hours: [Hour]
    /// The outlook for the next days.
    public let days: [Day]

    /// Creates an entry.
    public init(date: Date, city: String, temperature: Int, condition: String, high: Int, low: Int, hours: [Hour], days: [Day]) {
        self.date = date
        self.city = city
        self.temperature = temperature
        self.condition = condition
        self.high = high
        self.low = low
        self.hours = hours
        self.days = days
    }

    /// A sunny afternoon in Lisbon.
    public static let sample = WeatherEntry(
        date: Date(timeIntervalSince1970: 1_780_000_000),
        city: "Lisbon", temperature: 23, condition: "Mostly Sunny", high: 26, low: 17,
        hours: [
            Hour(label: "Now", temperature: 23, isSunny: true),
            Hour(label: "3PM", temperature: 25, isSunny: true),
            Hour(label: "4PM", temperature: 26, isSunny: true),
            Hour(label: "5PM", temperature: 24, isSunny: false),
            Hour(label: "6PM", temperature: 22, isSunny: false),
            Hour(label: "7PM", temperature: 20, isSunny: false),
        ],
        days: [
            Day(name: "Tuesday", high: 27, low: 18, isSunny: true),
            Day(name: "Wednesday", high: 24, low: 17, isSunny: false),
            Day(name: "Thursday", high: 22, low: 16, isSunny: false),
        ]
    )
}

struct WeatherProvider: TimelineProvider {
    func placeholder(in context: Context) -> WeatherEntry { .sample }

    func getSnapshot(in context: Context, completion: @escaping (WeatherEntry) -> Void) {
        completion(.sample)
    }

    /// The sample now and at each of the next two hours, the forecast moving up by an hour.
    func getTimeline(in context: Context, completion: @escaping (Timeline<WeatherEntry>) -> Void) {
        let s = WeatherEntry.sample
        let entries = (0..<3).map { i -> WeatherEntry in
            guard i > 0 else { return s }
            let now = s.hours[i]
            return WeatherEntry(
                date: s.date.addingTimeInterval(Double(i) * 3600), city: s.city, temperature: now.temperature,
                condition: now.isSunny ? s.condition : "Partly Cloudy", high: s.high, low: s.low,
                hours: [WeatherEntry.Hour(label: "Now", temperature: now.temperature, isSunny: now.isSunny)] + s.hours.dropFirst(i + 1),
                days: s.days
            )
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}
