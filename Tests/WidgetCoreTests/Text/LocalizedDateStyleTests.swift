import Foundation
import Testing

@testable import WidgetCore

/// `Text(date, style:)` for `.relative`, `.offset` and `.timer` in locales other than English.
@Suite struct LocalizedDateStyleTests {
    private func string(_ style: Text.DateStyle, secondsFromNow: TimeInterval, locale: String) -> String? {
        var env = EnvironmentValues()
        env.now = Date(timeIntervalSinceReferenceDate: 0)
        env.locale = Locale(identifier: locale)
        let date = Date(timeIntervalSinceReferenceDate: secondsFromNow)
        let scene = compose(Text(date, style: style).named("t"), environment: env)
        return scene.layout.node(withIdentifier: "t")?.textPrimitive?.text.string
    }

    @Test func relativeInGermanAndFrench() {
        #expect(string(.relative, secondsFromNow: 8_580, locale: "de_DE") == "2 Stunden und 23 Minuten")
        #expect(string(.relative, secondsFromNow: -3_600, locale: "fr_FR") == "1 heure")
        #expect(string(.relative, secondsFromNow: 8_580, locale: "en_US") == "2 hours, 23 minutes")
    }

    @Test func offsetInGermanAndFrench() {
        #expect(string(.offset, secondsFromNow: 7_200, locale: "de_DE") == "+2 Stunden")
        #expect(string(.offset, secondsFromNow: -300, locale: "fr_FR") == "-5 minutes")
    }

    @Test func timerIsDigitsInEveryLocale() {
        #expect(string(.timer, secondsFromNow: 152, locale: "de_DE") == "2:32")
        #expect(string(.timer, secondsFromNow: -133_141, locale: "fr_FR") == "36:59:01")
    }
}
