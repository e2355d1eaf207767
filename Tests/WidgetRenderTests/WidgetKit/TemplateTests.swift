import Foundation
import Testing

@testable import WidgetRender

@Suite("Documented templates")
struct TemplateTests {
    let renderer: WidgetRenderer

    init() throws {
        renderer = try WidgetRenderer()
    }

    @Test func theStaticTemplateRendersEveryDefaultFamilyWithFiveHourlyEntries() throws {
        #expect(EmojiWidget().body._descriptor.displayName == "My Widget")
        for family in EmojiWidget().body._descriptor.families {
            let run = try renderer.timeline(of: EmojiWidget(), family: family)
            #expect(run.entries.count == 5)
            #expect(zip(run.entries, run.entries.dropFirst()).allSatisfy { $1.date.timeIntervalSince($0.date) == 3600 })
            #expect(run.policy == .atEnd)
            #expect(run.entries[0].image.diagnostics.filter { $0.kind != .fontSubstitution && $0.kind != .missingGlyphs }.isEmpty)
        }
    }

    @Test func theConfigurableTemplateFillsItsEntityFromTheQueryAndReadsItsEnum() throws {
        let run = try renderer.timeline(of: ConfigurableWeatherWidget(), family: .systemSmall)
        #expect(run.entries.count == 3)
        #expect(run.entries[0].image.layout.node(withIdentifier: "temperature")?.text == "21°C")
        #expect(run.policy.reloadDate != nil)

        let oslo = WeatherConfigurationIntent()
        oslo.city = CityEntity.all[1]
        oslo.unit = .fahrenheit
        let medium = try renderer.timeline(of: ConfigurableWeatherWidget(), configuration: oslo, family: .systemMedium)
        #expect(medium.entries[0].image.layout.node(withIdentifier: "temperature")?.text == "27°F")
        let info = WidgetCenter.shared.getCurrentConfigurationsNow().first { $0.kind == "ConfigurableWeather" && $0.family == .systemMedium }
        #expect(info?.widgetConfigurationIntent(of: WeatherConfigurationIntent.self)?.unit == .fahrenheit)
        #expect(throws: WidgetRenderError.self) {
            try renderer.timeline(of: ConfigurableWeatherWidget(), family: .systemLarge)
        }
    }

    @Test func intentsDescribeThemselves() throws {
        #expect(WeatherConfigurationIntent.title.description == "Weather")
        let summary = WeatherConfigurationIntent().resolvedParameterSummary()
        #expect(summary?.template == "Weather in ${city} in ${unit}")
        #expect(summary?.text == "Weather in City in Celsius")
        #expect(TemperatureUnit.caseDisplayRepresentations[.fahrenheit]?.title.description == "Fahrenheit")
        #expect(IntentSummary(WeatherConfigurationIntent()).parameters == ["city": "nil", "unit": "Celsius"])
        #expect(WeatherConfigurationIntent().unit == .celsius)
    }

    @Test func bundlesListTheirWidgetsControlsAndLiveActivities() throws {
        #expect(TemplateBundle().bundleMembers.map(\.kind) == ["EmojiWidget", "ConfigurableWeather", "TodoWidget", "timer", "DeliveryAttributes"])
        let live = try #require(TemplateBundle().bundleMembers.last?.widgetValue)
        #expect {
            try renderer.timeline(of: live, family: .systemSmall)
        } throws: { error in
            (error as? WidgetRenderError)?.message
                == "cannot render widget \"DeliveryAttributes\": ActivityConfiguration(for: DeliveryAttributes.self) is a Live Activity, not a widget family; render it with render(_:attributes:state:as:in:) or its #Preview(as: .content, using:); render the bundle's other widgets"
        }
    }

    @Test func aBundlesControlRendersByPlacement() throws {
        let members = TemplateBundle().bundleMembers
        #expect(members.filter { $0.controlValue != nil }.map(\.kind) == ["timer"])
        #expect(members.first { $0.kind == "timer" }?.widgetValue == nil)
        let control = try #require(members.first { $0.kind == "timer" }?.controlValue)
        let image = try renderer.render(control, placement: .controlCenter(.large))
        #expect(image.layout.frame(of: "control.title") != nil)  // "Start"
        #expect(image.pixelWidth == 160 * 3)
    }

    /// The fixtures are symlinks to the consumer package's files, so both compile one source.
    @Test func theTemplatesAreTheConsumerPackagesFiles() throws {
        let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let consumer = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Tests/Consumer/Sources/Consumer")
        for name in ["StaticEmojiWidget.swift", "ConfigurableWeatherWidget.swift", "InteractiveTodoWidget.swift"] {
            let ours = try String(contentsOf: here.appendingPathComponent("Templates/\(name)"), encoding: .utf8)
            let theirs = try String(contentsOf: consumer.appendingPathComponent(name), encoding: .utf8)
            #expect(ours == theirs, "\(name) differs between the test fixture and Tests/Consumer")
        }
    }
}

struct DeliveryAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable { var minutes: Int }
    var orderNumber: String
}

struct DeliveryLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: DeliveryAttributes.self) { context in
            Text("\(context.state.minutes) min")
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) { Text("Order") }
                DynamicIslandExpandedRegion(.trailing) { Text("\(context.state.minutes)") }
            } compactLeading: {
                Text("🚚")
            } compactTrailing: {
                Text("\(context.state.minutes)")
            } minimal: {
                Text("🚚")
            }
        }
    }
}

struct TimerControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "timer") {
            ControlWidgetButton(action: ClearDoneIntent()) { Text("Start") }
        }
        .displayName("Timer")
    }
}

struct TemplateBundle: WidgetBundle {
    var body: some Widget {
        EmojiWidget()
        ConfigurableWeatherWidget()
        TodoWidget()
        if #available(iOS 18.0, macOS 15.0, *) {
            TimerControl()
        }
        DeliveryLiveActivity()
    }
}
