import Foundation

#if canImport(WidgetKit)
    import SwiftUI
    import WidgetKit
#else
    import WidgetRender
#endif

/// One moment of the activity widget: the move, exercise and stand rings.
///
/// Its JSON is the natural one:
/// `{"date": …, "move": {"value": 420, "goal": 600}, "exercise": {…}, "stand": {…}}`.
public struct FitnessEntry: TimelineEntry, Codable, Sendable {
    /// One ring: a value toward a goal.
    public struct Ring: Codable, Sendable, Hashable {
        /// Today's value, in the ring's unit.
        public let value: Double
        /// The daily goal, in the ring's unit.
        public let goal: Double

        /// Creates a ring.
        public init(value: Double, goal: Double) {
            self.value = value
            self.goal = goal
        }

        /// Progress toward the goal, 0…1 (a closed ring past the goal).
        var progress: Double { goal > 0 && value.isFinite ? min(max(value / goal, 0), 1) : 0 }
    }

    /// The moment the rings describe.
    public let date: Date
    /// Active energy, in kilocalories.
    public let move: Ring
    /// Brisk activity, in minutes.
    public let exercise: Ring
    /// Hours with a minute of standing.
    public let stand: Ring

    /// Creates an entry.
    public init(date: Date, move: Ring, exercise: Ring, stand: Ring) {
        self.date = date
        self.move = move
        self.exercise = exercise
        self.stand = stand
    }

    /// A representative afternoon: move at 70 %, exercise at 80 %, stand at 75 %.
    public static let sample = FitnessEntry(
        date: Date(timeIntervalSince1970: 1_780_000_000),
        move: Ring(value: 420, goal: 600), exercise: Ring(value: 24, goal: 30), stand: Ring(value: 9, goal: 12)
    )

    /// The rings empty, as the morning starts.
    public static let placeholder = FitnessEntry(
        date: sample.date, move: Ring(value: 0, goal: 600), exercise: Ring(value: 0, goal: 30), stand: Ring(value: 0, goal: 12)
    )
}

/// The activity timeline: the rings now and as the day's plan fills them, hour by hour.
struct FitnessProvider: TimelineProvider {
    func placeholder(in context: Context) -> FitnessEntry { .placeholder }

    func getSnapshot(in context: Context, completion: @escaping (FitnessEntry) -> Void) {
        completion(.sample)
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<FitnessEntry>) -> Void) {
        let s = FitnessEntry.sample
        let entries = (0..<3).map { hour in
            let h = Double(hour)
            return FitnessEntry(
                date: s.date.addingTimeInterval(h * 3600),
                move: .init(value: s.move.value + 90 * h, goal: s.move.goal),
                exercise: .init(value: s.exercise.value + 4 * h, goal: s.exercise.goal),
                stand: .init(value: s.stand.value + h, goal: s.stand.goal)
            )
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}
