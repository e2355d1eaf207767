import Foundation
import Testing

@testable import WidgetCore

/// Environment values read in `body` change layout.
@Suite struct EnvironmentLayoutTests {
    /// A bar whose width depends on the widget family.
    struct FamilyBar: View {
        @Environment(\.widgetFamily) var family

        var body: some View {
            Color.red.frame(width: family == .systemSmall ? 10 : 50, height: 10).named("bar")
        }
    }

    @Test func environmentIsReadInABody() {
        #expect(compose(FamilyBar()).size("bar") == "10 × 10")
        var env = EnvironmentValues()
        env.widgetFamily = .systemMedium
        #expect(compose(FamilyBar(), environment: env).size("bar") == "50 × 10")
    }

    @Test func environmentModifierSetsAValueForDescendants() {
        let scene = compose(
            HStack(spacing: 0) {
                FamilyBar()
                FamilyBar().environment(\.widgetFamily, .systemLarge)
            })
        let bars = scene.layout.root.children.map { LayoutDump.format($0.frame.width) }
        #expect(bars == ["10", "50"])
    }

    struct BarWidthKey: EnvironmentKey {
        static let defaultValue: CGFloat = 25
    }

    /// A bar as wide as the custom environment value.
    struct CustomBar: View {
        @Environment(\.barWidth) var width

        var body: some View {
            Color.red.frame(width: width, height: 10).named("bar")
        }
    }

    @Test func aCustomEnvironmentKeyHasItsDefaultAndCanBeSet() {
        #expect(compose(CustomBar()).size("bar") == "25 × 10")
        #expect(compose(CustomBar().environment(\.barWidth, 70)).size("bar") == "70 × 10")
        #expect(compose(VStack { CustomBar() }.environment(\.barWidth, 40)).size("bar") == "40 × 10")
    }

    @Test func theFontInTheEnvironmentSizesText() {
        let scene = compose(
            VStack {
                Text(verbatim: "Hi").named("t")
            }.font(.system(size: 20)))
        #expect(scene.size("t") == "20 × 25")
        // Without a font, text is .body: 17 pt, 22 pt lines.
        #expect(compose(Text(verbatim: "Hi").named("t")).size("t") == "17 × 22")
    }
}

extension EnvironmentValues {
    var barWidth: CGFloat {
        get { self[EnvironmentLayoutTests.BarWidthKey.self] }
        set { self[EnvironmentLayoutTests.BarWidthKey.self] = newValue }
    }
}
