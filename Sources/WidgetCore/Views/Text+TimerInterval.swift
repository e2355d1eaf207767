import Foundation

extension Text {
    /// A timer over an interval, as SwiftUI's `Text(timerInterval:pauseTime:countsDown:showsHours:)`:
    /// the time left until `timerInterval.upperBound` (counting down) or gone since its lower
    /// bound (counting up), at the render's frozen "now", held at `pauseTime` when one is given,
    /// and kept within the interval ("0:00" after it ends when counting down).
    ///
    /// ```swift
    /// Text(timerInterval: start...start.addingTimeInterval(25 * 60))   // "25:00" at start
    /// Text(timerInterval: start...end, countsDown: false, showsHours: false)   // "75:00" after 75 min
    /// ```
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        let style = DateStyle(kind: .timerInterval(timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours))
        self.init(timerInterval.lowerBound, style: style)
    }
}

/// The seconds a `Text(timerInterval:)` shows.
enum TimerInterval {
    /// Counting down: the time from `now` (or `pauseTime`) to the end; counting up: from the
    /// start to `now`; both within 0…the interval's length. Non-finite dates show 0.
    static func shown(_ interval: ClosedRange<Date>, pauseTime: Date?, countsDown: Bool, now: Date) -> TimeInterval {
        let at = pauseTime ?? now
        let length = interval.upperBound.timeIntervalSince(interval.lowerBound)
        let value = countsDown ? interval.upperBound.timeIntervalSince(at) : at.timeIntervalSince(interval.lowerBound)
        guard value.isFinite, length.isFinite else { return 0 }
        return min(max(value, 0), length)
    }
}
