#if canImport(WidgetKit)
    import SwiftUI
    import WidgetKit
#else
    import WidgetRender
#endif

/// Current conditions, today's range and an hourly forecast on a sky gradient.
public struct WeatherWidget: Widget {
    /// Creates the widget.
    public init() {}

    /// A static configuration of kind `weather` for the small, medium, large and
    /// accessoryRectangular families.
    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: "weather", provider: WeatherProvider()) { entry in
            WeatherWidgetView(entry: entry)
        }
        .configurationDisplayName("Weather")
        .description("Current conditions and the next hours.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge, .accessoryRectangular])
    }
}

/// The entry view: one layout per family.
public struct WeatherWidgetView: View {
    @Environment(\.widgetFamily) var family
    let entry: WeatherEntry

    /// Creates the view of `entry`.
    public init(entry: WeatherEntry) {
        self.entry = entry
    }

    /// The family's layout in white on a top-to-bottom blue gradient; on the Lock Screen, in
    /// the primary colour (the system draws it vibrant there). The sky is deep enough that
    /// white text under 18 pt reads at 4.5:1 to its lightest end and the faded labels at 3:1.
    public var body: some View {
        content
            .foregroundStyle(family.isAccessory ? Color.primary : Color.white)
            .containerBackground(for: .widget) {
                LinearGradient(
                    colors: [Color(red: 0.09, green: 0.36, blue: 0.78), Color(red: 0.14, green: 0.43, blue: 0.84)],
                    startPoint: .top, endPoint: .bottom
                )
            }
    }

    @ViewBuilder
    var content: some View {
        switch family {
        case .systemMedium:
            HStack(alignment: .top) {
                CurrentConditions(entry: entry)
                Spacer()
                VStack(alignment: .trailing, spacing: 6) {
                    ForEach(entry.hours.prefix(3), id: \.self) { hour in
                        HourRow(hour: hour)
                    }
                }
            }
        case .systemLarge:
            // Without the footer where it does not fit (the 4.7-inch iPhone's 318 pt slot).
            ViewThatFits(in: .vertical) {
                large(showsFooter: true)
                large(showsFooter: false)
            }
        case .accessoryRectangular:
            // Three lines in the 72 pt slot; the range goes where only two fit (58 pt, iOS 26).
            ViewThatFits(in: .vertical) {
                RectangularWeather(entry: entry, showsRange: true)
                RectangularWeather(entry: entry, showsRange: false).compactFallback()
            }
        default:
            CurrentConditions(entry: entry)
                .compactFallback()
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    /// The large layout: now, the hours, the days and, with `showsFooter`, the day's details.
    private func large(showsFooter: Bool) -> some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(alignment: .top) {
                VStack(alignment: .leading, spacing: 2) {
                    Text(entry.city).font(.headline)
                    Text("\(entry.temperature)°").font(.system(size: 44, weight: .light)).widgetAccentable()
                }
                Spacer()
                VStack(alignment: .trailing, spacing: 2) {
                    ConditionSymbol(size: 20)
                    Text(entry.condition).font(.footnote.weight(.semibold))
                    Text("H:\(entry.high)° L:\(entry.low)°").font(.footnote.weight(.medium))
                }
            }
            Divider().overlay(Color.white.opacity(0.4))
            HStack {
                ForEach(entry.hours, id: \.self) { hour in
                    HourColumn(hour: hour)
                    if hour != entry.hours.last { Spacer(minLength: 0) }
                }
            }
            Divider().overlay(Color.white.opacity(0.4))
            VStack(spacing: 8) {
                ForEach(entry.days, id: \.self) { day in
                    DayRow(day: day)
                }
            }
            Spacer(minLength: 0)
            if showsFooter {
                Text("Sunset 8:52 PM · UV index 6 · Wind 12 km/h")
                    .font(.footnote)
                    .opacity(0.8)
            }
        }
    }
}

#Preview(as: .systemSmall) {
    WeatherWidget()
} timeline: {
    WeatherEntry.sample
}

#Preview(as: .systemMedium) {
    WeatherWidget()
} timeline: {
    WeatherEntry.sample
}

#Preview(as: .systemLarge) {
    WeatherWidget()
} timeline: {
    WeatherEntry.sample
}
