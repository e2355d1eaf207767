// A configurable widget written as Apple's App Intents documentation teaches: an AppEnum, an
// AppEntity with an EntityQuery, a WidgetConfigurationIntent and an AppIntentTimelineProvider.
// The same file is in Tests/Consumer (a test checks they are identical).
#if canImport(WidgetKit)
    import SwiftUI
    import WidgetKit
    import AppIntents
#else
    import WidgetRender
#endif

enum TemperatureUnit: String, AppEnum {
    case celsius
    case fahrenheit

    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Unit" }
    static var caseDisplayRepresentations: [TemperatureUnit: DisplayRepresentation] {
        [.celsius: "Celsius", .fahrenheit: "Fahrenheit"]
    }
}

struct CityEntity: AppEntity {
    let id: String
    let name: String
    let celsius: Double

    static var typeDisplayRepresentation: TypeDisplayRepresentation { "City" }
    static var defaultQuery: CityQuery { CityQuery() }

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)")
    }

    static let all = [
        CityEntity(id: "lisbon", name: "Lisbon", celsius: 21),
        CityEntity(id: "oslo", name: "Oslo", celsius: -3),
    ]
}

struct CityQuery: EntityQuery {
    func entities(for identifiers: [CityEntity.ID]) async throws -> [CityEntity] {
        CityEntity.all.filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [CityEntity] {
        CityEntity.all
    }

    func defaultResult() async -> CityEntity? {
        CityEntity.all.first
    }
}

struct WeatherConfigurationIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource { "Weather" }
    static var description: IntentDescription { "Shows the temperature in a city." }

    @Parameter(title: "City")
    var city: CityEntity?

    @Parameter(title: "Unit", default: .celsius)
    var unit: TemperatureUnit

    static var parameterSummary: some ParameterSummary {
        Summary("Weather in \(\.$city) in \(\.$unit)")
    }
}

struct CityTemperatureEntry: TimelineEntry {
    let date: Date
    let cityName: String
    let temperature: Double
    let unit: TemperatureUnit
}

struct CityTemperatureProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> CityTemperatureEntry {
        CityTemperatureEntry(date: Date(), cityName: "City", temperature: 20, unit: .celsius)
    }

    func snapshot(for configuration: WeatherConfigurationIntent, in context: Context) async -> CityTemperatureEntry {
        entry(for: configuration, at: Date())
    }

    func timeline(for configuration: WeatherConfigurationIntent, in context: Context) async -> Timeline<CityTemperatureEntry> {
        let now = Date()
        let entries = (0..<3).map { offset in
            entry(for: configuration, at: now.addingTimeInterval(Double(offset) * 3600))
        }
        return Timeline(entries: entries, policy: .after(now.addingTimeInterval(3 * 3600)))
    }

    private func entry(for configuration: WeatherConfigurationIntent, at date: Date) -> CityTemperatureEntry {
        let city = configuration.city ?? CityEntity.all[0]
        let temperature = configuration.unit == .celsius ? city.celsius : city.celsius * 9 / 5 + 32
        return CityTemperatureEntry(date: date, cityName: city.name, temperature: temperature, unit: configuration.unit)
    }
}

struct CityTemperatureView: View {
    @Environment(\.widgetFamily) var family
    var entry: CityTemperatureEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(entry.cityName)
                .font(.headline)
            Text("\(Int(entry.temperature.rounded()))°\(entry.unit == .celsius ? "C" : "F")")
                .font(.system(size: family == .systemSmall ? 40 : 48, weight: .semibold, design: .rounded))
                .accessibilityIdentifier("temperature")
            Spacer(minLength: 0)
            Text(entry.date, style: .time)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
    }
}

struct ConfigurableWeatherWidget: Widget {
    let kind: String = "ConfigurableWeather"

    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: kind, intent: WeatherConfigurationIntent.self, provider: CityTemperatureProvider()) { entry in
            CityTemperatureView(entry: entry)
                .containerBackground(.blue.gradient, for: .widget)
        }
        .configurationDisplayName("Weather")
        .description("The temperature where you choose.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
