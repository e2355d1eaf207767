import Foundation
import Testing

@testable import WidgetCore

/// The environment a widget sees takes the values the system gives in each mode, family and
/// OS generation, and the OS generation selects sizes, colours and corner radius.
@Suite struct ModeEnvironmentTests {
    private func env(_ family: WidgetFamily, _ mode: WidgetRenderingMode, device: DeviceProfile = .iPhone6_1, _ configure: (inout WidgetContext) -> Void = { _ in }) -> EnvironmentValues {
        var c = WidgetContext(family: family, device: device, renderingMode: mode)
        configure(&c)
        return c.environment(now: WidgetContext.referenceDate)
    }

    @Test func homeScreenFullColour() {
        let e = env(.systemSmall, .fullColor) { $0.colorScheme = .dark }
        #expect(e.widgetRenderingMode == .fullColor)
        #expect(e.showsWidgetContainerBackground)
        #expect(e.widgetContentMargins == EdgeInsets(16))
        #expect(e.colorScheme == .dark)
    }

    @Test func tintedAndClearHomeScreensHideTheBackgroundAndReportTheAppearancesScheme() {
        let tinted = env(.systemMedium, .accented) {
            $0.colorScheme = .light
            $0.appearance = .tinted(.dark)
        }
        #expect(tinted.widgetRenderingMode == .accented)
        #expect(!tinted.showsWidgetContainerBackground)
        #expect(tinted.widgetContentMargins == EdgeInsets(16))
        #expect(tinted.colorScheme == .dark)
        let clearLight = env(.systemMedium, .accented) {
            $0.system = .iOS26
            $0.appearance = .clear(.light)
        }
        #expect(clearLight.colorScheme == .light)
    }

    @Test func lockScreenIsVibrantDarkWithNoMarginsOrBackground() {
        for family in [WidgetFamily.accessoryCircular, .accessoryRectangular, .accessoryInline] {
            let e = env(family, .vibrant) { $0.colorScheme = .light }
            #expect(e.widgetRenderingMode == .vibrant)
            #expect(!e.showsWidgetContainerBackground)
            #expect(e.widgetContentMargins == EdgeInsets())
            #expect(e.colorScheme == .dark)
        }
        #expect(env(.accessoryInline, .vibrant).lineLimit == 1)
    }

    @Test func theWatchIsAlwaysDarkAndKeepsItsSmartStackBackgroundInFullColour() {
        let e = env(.accessoryRectangular, .fullColor, device: .watch45mm) { $0.colorScheme = .light }
        #expect(e.colorScheme == .dark)
        #expect(e.showsWidgetContainerBackground)
        #expect(e.widgetContentMargins == EdgeInsets(7))
        #expect(!env(.accessoryRectangular, .accented, device: .watch45mm).showsWidgetContainerBackground)
    }

    @Test func adaptiveCodeTakesTheDevicesBranch() {
        struct Adaptive: View {
            @Environment(\.widgetRenderingMode) var mode
            @Environment(\.showsWidgetContainerBackground) var showsBackground
            var body: some View {
                if mode == .fullColor && showsBackground { Text("full") } else { Text("adapted") }
            }
        }
        var context = WidgetContext(family: .accessoryRectangular, renderingMode: .vibrant)
        let vibrant = compose(Adaptive(), environment: context.environment(now: WidgetContext.referenceDate))
        #expect(vibrant.displayList.dump().contains("adapted"))
        context = WidgetContext(family: .systemSmall)
        let full = compose(Adaptive(), environment: context.environment(now: WidgetContext.referenceDate))
        #expect(full.displayList.dump().contains("full"))
    }

    @Test func theDefaultGenerationIsTheNewest() {
        #expect(WidgetContext(family: .systemSmall).system == .iOS26)
        #expect(WidgetContext(family: .systemSmall, device: .iOS26_iPhone6_1).system == .iOS26)
        #expect(WidgetContext(family: .systemSmall, device: .iPad11).system == .iOS26)
        #expect(WidgetContext(family: .accessoryRectangular, device: .watch41mm).system == .watchOS26)
    }

    @Test func iOS26SelectsTheMeasuredSizesAndCornerRadius() throws {
        var c = WidgetContext(family: .systemSmall)
        c.system = .iOS18
        #expect(try c.size() == CGSize(width: 158, height: 158))
        #expect(c.cornerRadius == 22)
        c.system = .iOS26
        #expect(try c.size() == CGSize(width: 162.67, height: 162.67))
        #expect(c.cornerRadius == 28.67)
        c.family = .accessoryInline
        #expect(try c.size() == CGSize(width: 341, height: 36))
        // Back from an iOS 26 row to the iOS 17/18 table.
        var d = WidgetContext(family: .systemMedium, device: .iOS26_iPhone6_1)
        d.system = .iOS18
        #expect(try d.size() == CGSize(width: 338, height: 158))
    }

    @Test func iOS26UsesItsColourPalette() {
        var e = EnvironmentValues()
        #expect(Color.blue.resolve(in: e) == RGBA(hex: 0x007AFF))
        e.widgetSystem = .iOS26
        #expect(Color.blue.resolve(in: e) == RGBA(hex: 0x0088FF))
        e.colorScheme = .dark
        #expect(Color.indigo.resolve(in: e) == RGBA(hex: 0x6D7CFF))
        // Colours iOS 26 did not change stay.
        #expect(Color.green.resolve(in: e) == RGBA(hex: 0x30D158))
    }

    @Test func generationNamesParse() throws {
        #expect(try SystemGeneration(parsing: "iOS26") == .iOS26)
        #expect(try SystemGeneration(parsing: "iOS27") == .iOS27)
        #expect(throws: WidgetCoreError.self) { try SystemGeneration(parsing: "iOS28") }
    }
}
