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

    public let date: Date
    public let city: String
    public let temperature: Int
    public let condition: String
    public let high: Int
    public let low: Int
    public let hours: [Hour]

    public init(date: Date, city: String, temperature: Int, condition: String, high: Int, low: Int, hours: [Hour]) {
        self.date = date
        self.city = city
        self.temperature = temperature
        self.condition = condition
        self.high = high
        self.low = low
        self.hours = hours
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
