#if canImport(WidgetKit)
import SwiftUI
import WidgetKit
#else
import WidgetRender
#endif
import Foundation

/// One moment of the weather widget.
public struct WeatherEntry: TimelineEntry, Codable, Sendable {
    /// One hour of the forecast.
    public struct Hour: Codable, Sendable, Hashable {
        public let label: String
        public let temperature: Int
        public let isSunny: Bool

        public init(label: String, temperature: Int, isSunny: Bool) {
            self.label = label
            self.temperature = temperature
            self.isSunny = isSunny
        }
    }

    /// One day of the outlook.
    public struct Day: Codable, Sendable, Hashable {
        public let name: String
        public let high: Int
        public let low: Int
        public let isSunny: Bool

        public init(name: String, high: Int, low: Int, isSunny: Bool) {
            self.name = name
            self.high = high
            self.low = low
            self.isSunny = isSunny
        }
    }

    public let date: Date
    public let city: String
    public let temperature: Int
    public let condition: String
    public let high: Int
    public let low: Int
    public let hours: [Hour]
    public let days: [Day]

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

    func getTimeline(in context: Context, completion: @escaping (Timeline<WeatherEntry>) -> Void) {
        completion(Timeline(entries: [.sample], policy: .atEnd))
    }
}
