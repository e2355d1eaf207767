import Foundation
import Testing

@testable import WidgetCore

/// `Text(timerInterval:pauseTime:countsDown:showsHours:)` at the frozen "now".
@Suite struct TimerIntervalTextTests {
    let start = Date(timeIntervalSinceReferenceDate: 0)

    private func string(_ text: Text, now seconds: TimeInterval) -> String? {
        var env = EnvironmentValues()
        env.now = start.addingTimeInterval(seconds)
        let scene = compose(text.named("t"), environment: env)
        return scene.layout.node(withIdentifier: "t")?.textPrimitive?.text.string
    }

    @Test func countsDownToTheEndAndStopsAtZero() {
        let pomodoro = Text(timerInterval: start...start.addingTimeInterval(25 * 60))
        #expect(string(pomodoro, now: 0) == "25:00")
        #expect(string(pomodoro, now: 61) == "23:59")
        #expect(string(pomodoro, now: 25 * 60 + 30) == "0:00")
        #expect(string(pomodoro, now: -600) == "25:00")  // before the start: the whole interval
    }

    @Test func countsUpFromTheStartWithinTheInterval() {
        let workout = Text(timerInterval: start...start.addingTimeInterval(2 * 3600), countsDown: false)
        #expect(string(workout, now: 0) == "0:00")
        #expect(string(workout, now: 3 * 3600 + 5) == "2:00:00")
        #expect(string(workout, now: 3725) == "1:02:05")
    }

    @Test func withoutHoursMinutesGoPastFiftyNine() {
        let long = Text(timerInterval: start...start.addingTimeInterval(3 * 3600), countsDown: false, showsHours: false)
        #expect(string(long, now: 75 * 60) == "75:00")
    }

    @Test func aPauseTimeHoldsTheTimer() {
        let paused = Text(timerInterval: start...start.addingTimeInterval(600), pauseTime: start.addingTimeInterval(90))
        #expect(string(paused, now: 300) == "8:30")
        #expect(string(paused, now: 0) == "8:30")
    }

    @Test func nonFiniteDatesShowZero() {
        let far = Text(timerInterval: start...Date(timeIntervalSinceReferenceDate: .greatestFiniteMagnitude))
        #expect(string(far, now: 0) != nil)
        #expect(TimerInterval.shown(start...start, pauseTime: Date(timeIntervalSinceReferenceDate: .nan), countsDown: true, now: start) == 0)
    }
}
