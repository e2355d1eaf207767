import Foundation
import Testing

@testable import WidgetCore

/// What `Text` resolves to: the strings and attributes handed to the text engine.
@Suite struct TextContentTests {
    /// The resolved string of the text view tagged "t".
    private func string<V: View>(_ view: V, now: Date = Date(timeIntervalSinceReferenceDate: 0), timeZone: String = "UTC") -> String? {
        var env = EnvironmentValues()
        env.now = now
        env.timeZone = TimeZone(identifier: timeZone) ?? .current
        let scene = compose(view.named("t"), environment: env)
        guard let node = scene.layout.node(withIdentifier: "t"), let t = node.textPrimitive else { return nil }
        return t.text.string
    }

    // 2001-01-01 00:00 UTC + 2 h 23 min 5 s
    let later = Date(timeIntervalSinceReferenceDate: 2 * 3600 + 23 * 60 + 5)

    @Test func dateStylesFormatAgainstTheFrozenNow() {
        #expect(string(Text(later, style: .time)) == "2:23 AM")
        #expect(string(Text(later, style: .date)) == "January 1, 2001")
        #expect(string(Text(later, style: .relative)) == "2 hours, 23 minutes")
        #expect(string(Text(later, style: .offset)) == "+2 hours")
        #expect(string(Text(later, style: .timer)) == "2:23:05")
        #expect(string(Text(Date(timeIntervalSinceReferenceDate: -95), style: .timer)) == "1:35")
        #expect(string(Text(Date(timeIntervalSinceReferenceDate: -3600), style: .offset)) == "-1 hour")
    }

    @Test func theTimeZoneComesFromTheEnvironment() {
        #expect(string(Text(later, style: .time), timeZone: "America/New_York") == "9:23 PM")
    }

    @Test func keptFormattersAreKeptPerTimeZone() {
        // The formatters are kept between renders, by locale, time zone and pattern: each
        // time zone, asked for in turn and again, keeps its own.
        for _ in 0..<2 {
            #expect(string(Text(later, style: .time)) == "2:23 AM")
            #expect(string(Text(later, style: .time), timeZone: "America/New_York") == "9:23 PM")
            #expect(string(Text(later, style: .time), timeZone: "Asia/Tokyo") == "11:23 AM")
        }
    }

    @Test func hoursOfTheTimerDoNotWrap() {
        let d = Date(timeIntervalSinceReferenceDate: 36 * 3600 + 59 * 60 + 1)
        #expect(string(Text(d, style: .timer)) == "36:59:01")
    }

    @Test func interpolationAndConcatenationKeepTheirParts() {
        let count = 3
        #expect(string(Text("You have \(count) new \("items")")) == "You have 3 new items")
        #expect(string(Text("Ends in \(later, style: .relative)")) == "Ends in 2 hours, 23 minutes")
        #expect(string(Text("Bold").bold() + Text(" plain")) == "Bold plain")
        #expect(string(Text(verbatim: "%d \\(x)")) == "%d \\(x)")
    }

    @Test func interpolatedPartsWithTheSameAttributesAreOneRun() {
        let scene = compose(Text("\(18)°").named("t"))
        guard let node = scene.layout.node(withIdentifier: "t"), let t = node.textPrimitive else {
            Issue.record("no text node")
            return
        }
        #expect(t.text.runs.map(\.string) == ["18°"])
    }

    @Test func concatenatedRunsKeepTheirOwnFonts() {
        let scene = compose((Text("A").font(.title).bold() + Text("b").italic()).named("t"))
        guard let node = scene.layout.node(withIdentifier: "t"), let t = node.textPrimitive else {
            Issue.record("no text node")
            return
        }
        #expect(t.text.runs.map(\.font.size) == [28, 17])
        #expect(t.text.runs.map(\.font.weight) == [.bold, .regular])
        #expect(t.text.runs.map(\.font.italic) == [false, true])
        // Line height is the font's own (SF Pro's 1.1934 em), not the HIG leading column.
        #expect(t.text.runs.map(\.font.effectiveLineHeight) == [28 * Font.lineHeightEm, 17 * Font.lineHeightEm])
    }

    @Test func textStylesFollowTheTypeTable() {
        let expected: [(Font, CGFloat, Font.Weight, CGFloat, CGFloat)] = [
            // Tracking in points: the HIG's 1/1000 em column × the size (+12 × 34 = +0.408 pt;
            // the HIG's rounded point column says +0.40).
            (.largeTitle, 34, .regular, 41, 0.408), (.title, 28, .regular, 34, 0.392), (.title2, 22, .regular, 28, -0.264),
            (.title3, 20, .regular, 25, -0.46), (.headline, 17, .semibold, 22, -0.442), (.body, 17, .regular, 22, -0.442),
            (.callout, 16, .regular, 21, -0.32), (.subheadline, 15, .regular, 20, -0.24), (.footnote, 13, .regular, 18, -0.078),
            (.caption, 12, .regular, 16, 0), (.caption2, 11, .regular, 13, 0.066),
        ]
        for (font, size, weight, leading, tracking) in expected {
            let r = font.resolve(in: EnvironmentValues())
            #expect(r.size == size && r.weight == weight && r.lineHeight == nil)
            #expect(font.resolve(in: EnvironmentValues()).size == size)
            if case .style(let style) = font.base { #expect(style.leading(at: .large) == leading) }
            #expect(abs(r.tracking - tracking) < 1e-9, "\(font): \(r.tracking)")
        }
        // .bold(): bold for the titles, semibold for the rest.
        #expect(Font.title2.bold().resolve(in: EnvironmentValues()).weight == .bold)
        #expect(Font.body.bold().resolve(in: EnvironmentValues()).weight == .semibold)
        // Between table sizes tracking is interpolated in em: 14.5 pt lies between 14 (−11/1000)
        // and 15 (−16/1000), so −13.5/1000 em, −0.19575 pt. Outside 6…96 pt the ends hold.
        #expect(abs(Font.tracking(forSize: 14) - (-0.154)) < 1e-9)
        #expect(abs(Font.tracking(forSize: 14.5) - (-0.19575)) < 1e-9)
        #expect(abs(Font.trackingEm(forSize: 29) - 0.014) < 1e-9)
        #expect(abs(Font.trackingEm(forSize: 57) - 0.0055) < 1e-9)
        #expect(abs(Font.trackingEm(forSize: 4) - 0.041) < 1e-9)
        #expect(Font.trackingEm(forSize: 200) == 0)
    }
}
