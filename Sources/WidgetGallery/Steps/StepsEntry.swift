import Foundation

#if canImport(WidgetKit)
    import SwiftUI
    import WidgetKit
#else
    import WidgetRender
#endif

/// One moment of the step counter: today's steps, the goal and steps per hour.
public struct StepsEntry: TimelineEntry, Codable, Sendable {
    /// The moment the counts describe.
    public let date: Date
    /// Steps taken today.
    public let steps: Int
    /// The daily goal, in steps.
    public let goal: Int
    /// The distance walked today, in kilometres.
    public let distanceKilometres: Double
    /// Steps in each hour from 6:00, oldest first.
    public let hourly: [Int]

    /// Creates an entry.
    public init(date: Date, steps: Int, goal: Int, distanceKilometres: Double, hourly: [Int]) {
        self.date = date
        self.steps = steps
        self.goal = goal
        self.distanceKilometres = distanceKilometres
        self.hourly = hourly
    }

    /// Progress toward the goal, 0…1.
    var progress: Double { goal > 0 ? min(Double(steps) / Double(goal), 1) : 0 }

    /// A representative afternoon: 7,842 of 10,000 steps.
    public static let sample = StepsEntry(
        date: Date(timeIntervalSince1970: 1_780_000_000),
        steps: 7_842, goal: 10_000, distanceKilometres: 5.9,
        hourly: [120, 860, 1_240, 310, 420, 980, 1_530, 640, 890, 852]
    )
}

struct StepsProvider: TimelineProvider {
    func placeholder(in context: Context) -> StepsEntry { .sample }

    func getSnapshot(in context: Context, completion: @escaping (StepsEntry) -> Void) {
        completion(.sample)
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<StepsEntry>) -> Void) {
        completion(Timeline(entries: [.sample], policy: .atEnd))
    }
}
