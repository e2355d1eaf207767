import Foundation
import Testing

@testable import WidgetCore

/// Regression tests for styles, text attributes and formatting.
@Suite struct StyleAndFormatFixTests {
    private func text<V: View>(_ view: V, locale: String = "en_US", now: Date = Date(timeIntervalSince1970: 1_559_604_180)) -> (TextPrimitive?, [Diagnostic]) {
        var env = EnvironmentValues()
        env.locale = Locale(identifier: locale)
        env.now = now
        let scene = compose(view, environment: env)
        guard let node = scene.layout.node(withIdentifier: "t"), let t = node.textPrimitive else { return (nil, scene.diagnostics) }
        return (t, scene.diagnostics)
    }

    private func colour<V: View>(_ view: V) -> String? {
        guard let t = text(view).0 else { return nil }
        if let c = t.text.runs.first?.color { return c.description }
        if case .color(let c) = t.style { return c.description }
        return nil
    }

    @Test func aTintOfTintIsTheParentTint() {
        #expect(colour(Text("a").named("t").foregroundStyle(.tint).tint(AnyShapeStyle(.tint))) == "#007AFF")
        #expect(colour(Text("a").named("t").foregroundStyle(.tint).tint(AnyShapeStyle(.tint)).tint(.green)) == "#34C759")
    }

    @Test func nestedLevelsAddUp() {
        #expect(colour(VStack { Text("a").named("t").foregroundStyle(.secondary) }.foregroundStyle(.secondary)) == "#3C3C43@0.3")
        #expect(colour(VStack { VStack { Text("a").named("t").foregroundStyle(.secondary) }.foregroundStyle(.secondary) }.foregroundStyle(.secondary)) == "#3C3C43@0.18")
        #expect(colour(VStack { Text("a").named("t").foregroundStyle(.secondary) }.foregroundStyle(.quaternary)) == "#3C3C43@0.18")
        #expect(colour(VStack { Text("a").named("t").foregroundStyle(.secondary) }.foregroundStyle(.secondary).foregroundStyle(.red)) == "#FF3B30@0.3")
    }

    @Test func theFirstTextModifierWins() {
        #expect(colour(Text("a").foregroundColor(.red).foregroundColor(.blue).named("t")) == "#FF3B30")
        #expect(text(Text("a").font(.system(size: 30)).font(.system(size: 10)).named("t")).0?.text.runs.first?.font.size == 30)
        let parts = text((Text("a").foregroundStyle(.red) + Text("b")).foregroundColor(.blue).named("t")).0
        #expect(parts?.text.runs.map { $0.color?.description ?? "none" } == ["#FF3B30", "#007AFF"])
    }

    @Test func englishOutsideTheUSUsesItsOwnPatterns() {
        let d = Date(timeIntervalSince1970: 1_559_604_180)  // 2019-06-03 23:23 UTC
        #expect(text(Text(d, style: .time).named("t"), locale: "en_GB").0?.text.string == "23:23")
        #expect(text(Text(d, style: .date).named("t"), locale: "en_GB").0?.text.string == "3 June 2019")
        #expect(text(Text(d, style: .time).named("t")).0?.text.string == "11:23 PM")
    }

    @Test func relativeCurrencyAndPinnedFormats() {
        let now = Date(timeIntervalSince1970: 1_559_604_180)
        let hourAgo = text(Text(now.addingTimeInterval(-3600), format: .relative(presentation: .named)).named("t"))
        #expect(hourAgo.0?.text.string == "1 hour ago")
        #expect(hourAgo.1.isEmpty)
        #expect(text(Text(now.addingTimeInterval(-86_400), format: .relative(presentation: .named)).named("t")).0?.text.string == "yesterday")
        #expect(text(Text(now.addingTimeInterval(3 * 86_400), format: .relative(presentation: .numeric)).named("t")).0?.text.string == "in 3 days")
        #expect(text(Text(9.99, format: .currency(code: "EUR")).named("t"), locale: "de_DE").0?.text.string == "9,99\u{00A0}€")
        #expect(text(Text(1_234.5, format: .number.locale(Locale(identifier: "de_DE"))).named("t")).0?.text.string == "1.234,5")
        #expect(text(Text(["a", "b"], format: .list(type: .and)).named("t"), locale: "de_DE").0?.text.string == "a und b")
    }

    @Test func lineLimitWithReservesSpaceClearsAnOuterMinimum() {
        let scene = compose(VStack { text10("hi").lineLimit(2, reservesSpace: false).named("v") }.lineLimit(3...))
        #expect(scene.size("v") == "10 × 13")  // one 12.5 pt line, rounded up to the pixel grid at scale 1
    }

    @Test func emptyTextReservesItsLines() {
        let scene = compose(text10("").lineLimit(2, reservesSpace: true).named("v"))
        #expect(scene.size("v") == "0 × 25")
        #expect(compose(text10("").named("v")).size("v") == "0 × 0")
    }
}
