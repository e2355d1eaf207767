import Foundation
import Testing

@testable import WidgetCore

/// Regression tests for resolution: environment inside ForEach, formatting, dates, values.
@Suite struct ResolveFixTests {
    private func string<V: View>(_ view: V, locale: String = "en_US", timeZone: String = "UTC") -> (String?, [Diagnostic]) {
        var env = EnvironmentValues()
        env.locale = Locale(identifier: locale)
        env.timeZone = TimeZone(identifier: timeZone) ?? .current
        env.widgetFamily = .systemMedium
        let scene = compose(view.named("t"), environment: env)
        guard let node = scene.layout.node(withIdentifier: "t"), let t = node.textPrimitive else { return (nil, scene.diagnostics) }
        return (t.text.string, scene.diagnostics)
    }

    struct FamilyLabel: View {
        @Environment(\.widgetFamily) var family
        var body: some View { Text("\(family.rawValue)") }
    }

    @Test func environmentReadsInsideForEachSeeTheEnclosingValues() {
        struct Rows: View {
            @Environment(\.widgetFamily) var family
            var body: some View {
                VStack {
                    ForEach(0..<1) { _ in
                        Text(family.rawValue).named("t")
                    }
                }
            }
        }
        var env = EnvironmentValues()
        env.widgetFamily = .systemLarge
        let scene = compose(Rows(), environment: env)
        guard let node = scene.layout.node(withIdentifier: "t"), let t = node.textPrimitive else {
            Issue.record("no text")
            return
        }
        #expect(t.text.string == "systemLarge")
        var medium = EnvironmentValues()
        medium.widgetFamily = .systemMedium
        let labels = compose(VStack { ForEach(0..<1) { _ in FamilyLabel().named("label") } }, environment: medium)
        guard let label = labels.layout.node(withIdentifier: "label"), let l = label.textPrimitive else {
            Issue.record("no label")
            return
        }
        #expect(l.text.string == "systemMedium")
    }

    @Test func formatStylesUseTheRendersLocaleAndTimeZone() {
        #expect(string(Text(12_345.678, format: .number)).0 == "12,345.678")
        #expect(string(Text(12_345.678, format: .number), locale: "de_DE").0 == "12.345,678")
        #expect(string(Text("\(0.25, format: .percent)"), locale: "fr_FR").0?.hasPrefix("25") == true)
        let noon = Date(timeIntervalSinceReferenceDate: 12 * 3600)
        let style = Date.FormatStyle(date: .omitted, time: .shortened)
        #expect(string(Text(noon, format: style), timeZone: "Asia/Tokyo").0 == string(Text(noon.addingTimeInterval(9 * 3600), format: style)).0)
    }

    @Test func numbersInKeysFollowSwiftUI() {
        #expect(string(Text("\(3.14159)")).0 == "3.141590")
        #expect(string(Text("\(2.5, specifier: "%.1f") km")).0 == "2.5 km")
        #expect(string(Text("\(42)")).0 == "42")
        #expect(string(Text(verbatim: "\(3.14159)")).0 == "3.14159")
    }

    @Test func dateStylesUseTheLocale() {
        let d = Date(timeIntervalSinceReferenceDate: 14 * 3600 + 5 * 60)
        #expect(string(Text(d, style: .time), locale: "de_DE").0 == "14:05")
        #expect(string(Text(d, style: .date), locale: "de_DE").0 == "1. Januar 2001")
        #expect(string(Text(d, style: .time)).0 == "2:05 PM")
    }

    @Test func farAndNonFiniteDatesAreClampedAndReported() {
        let (far, diagnostics) = string(Text(Date(timeIntervalSinceReferenceDate: 1e20), style: .timer))
        #expect(far != nil)
        #expect(diagnostics.contains { $0.kind == .invalidValue && $0.message.hasPrefix("date ") })
        let (nan, nanDiagnostics) = string(Text(Date(timeIntervalSinceReferenceDate: .nan), style: .relative))
        #expect(nan == "0 seconds")
        #expect(nanDiagnostics.contains { $0.kind == .invalidValue })
    }

    @Test func hugeFramesDumpWithoutTrapping() {
        // Numbers beyond what three decimals in an Int64 hold print as Swift prints them.
        #expect(LayoutDump.format(1e17) == "1e+17")
        #expect(LayoutDump.rect(CGRect(x: -5e16, y: 45, width: 1e17, height: 10)) == "(-5e+16, 45, 1e+17, 10)")
        // A frame that large is clamped to the largest length and reported.
        let scene = compose(Color.red.frame(width: 1e17, height: 10).named("c"))
        #expect(scene.rect("c") == "(-499900, 45, 1000000, 10)")
        #expect(scene.diagnostics(.invalidValue).map(\.message) == ["frame width 1e+17 is beyond ±1000000 pt; 1000000 used. Pass a length a widget can show."])
    }

    @Test func lineLimitRangesReserveTheirMinimum() {
        let two = compose(text10("one").lineLimit(2...4).named("t"))
        #expect(two.size("t") == "15 × 25")
        let most = compose(text10("a b c d e f").lineLimit(...2).named("t").frame(width: 10))
        #expect(most.textLayout("t")?.maxLines == 2)
    }

    @Test func emptyContainerBackgroundStillAdoptsTheAPI() throws {
        let scene = try WidgetComposer(measurer: FakeTextMeasurer()).composeWidget(
            text10("x").containerBackground(for: .widget) {}, in: WidgetContext(family: .systemSmall), now: WidgetContext.referenceDate)
        #expect(!scene.diagnostics.contains { $0.kind == .missingContainerBackground })
    }

    @Test func shapeStaticMembersAndInsets() {
        let scene = compose(Color.red.frame(width: 40, height: 20).clipShape(.rect(cornerRadius: 4)).background(.blue, in: .capsule).named("v"))
        #expect(scene.size("v") == "40 × 20")
        let inset = Rectangle().inset(by: 5).path(in: CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(inset.elements.first == .move(to: CGPoint(x: 5, y: 5)))
        let tooMuch = Circle().inset(by: 50).path(in: CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(
            tooMuch.elements.allSatisfy { element in
                if case .move(let p) = element { return p.x.isFinite && p.y.isFinite }
                return true
            })
    }

    @Test func containerRelativeShapeIsConcentric() {
        let painter = Painter(scale: 1, containerFrame: CGRect(x: 0, y: 0, width: 100, height: 100), containerCornerRadius: .infinity)
        var items: [DisplayItem] = []
        let node = placed(ContainerRelativeShape().fill(.red), ProposedViewSize(width: 80, height: 80))
        painter.paint(node, into: &items)
        guard case .fill(let path, _, _, _) = items.first?.operation else {
            Issue.record("no fill")
            return
        }
        #expect(path == Circle().path(in: CGRect(x: 0, y: 0, width: 80, height: 80)))
    }
}
