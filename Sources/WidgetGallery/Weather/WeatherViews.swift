#if canImport(WidgetKit)
    import SwiftUI
    import WidgetKit
#else
    import WidgetRender
#endif

/// City, temperature, sun, condition and today's range.
struct CurrentConditions: View {
    let entry: WeatherEntry

    /// A smaller temperature where the full one does not fit (the iPad mini's 141 pt slot).
    var body: some View {
        ViewThatFits(in: .vertical) {
            layout(temperatureSize: 44)
            layout(temperatureSize: 38)
        }
    }

    private func layout(temperatureSize: CGFloat) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(entry.city)
                .font(.headline)
            Text("\(entry.temperature)°")
                .font(.system(size: temperatureSize, weight: .light))
                .widgetAccentable()
                .accessibilityIdentifier("temperature")
            Spacer(minLength: 0)
            HStack(spacing: 4) {
                ConditionSymbol(size: 13)
                Text(entry.condition)
                    .font(.footnote.weight(.semibold))
            }
            Text("H:\(entry.high)° L:\(entry.low)°")
                .font(.footnote.weight(.medium))
        }
    }
}

/// The conditions' symbol: a yellow `sun.max.fill` when sunny, else a white `cloud.sun.fill`.
struct ConditionSymbol: View {
    var size: CGFloat
    var isSunny = true

    var body: some View {
        Image(systemName: isSunny ? "sun.max.fill" : "cloud.sun.fill")
            .font(.system(size: size, weight: .medium))
            .foregroundStyle(isSunny ? Color.yellow : Color.white)
            .frame(width: size * 1.3, height: size * 1.1)
    }
}

/// The Lock Screen rectangle: the city, the conditions and, when there is room, the range.
struct RectangularWeather: View {
    let entry: WeatherEntry
    let showsRange: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(entry.city).font(.headline)
            Text("\(entry.temperature)° \(entry.condition)")
            if showsRange {
                Text("H:\(entry.high)° L:\(entry.low)°").foregroundStyle(.secondary)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

struct HourRow: View {
    let hour: WeatherEntry.Hour

    var body: some View {
        HStack(spacing: 8) {
            Text(hour.label)
                .font(.caption.weight(.medium))
                .opacity(0.85)
            ConditionSymbol(size: 13, isSunny: hour.isSunny)
            Text("\(hour.temperature)°")
                .font(.subheadline.weight(.semibold))
                .monospacedDigit()
        }
    }
}

struct HourColumn: View {
    let hour: WeatherEntry.Hour

    var body: some View {
        VStack(spacing: 6) {
            Text(hour.label)
                .font(.caption.weight(.medium))
                .opacity(0.85)
            ConditionSymbol(size: 17, isSunny: hour.isSunny)
            Text("\(hour.temperature)°")
                .font(.subheadline.weight(.semibold))
        }
    }
}

struct DayRow: View {
    let day: WeatherEntry.Day

    /// A narrower name and bar where the full ones do not fit (the iPad mini's large slot).
    var body: some View {
        ViewThatFits(in: .horizontal) {
            row(nameWidth: 110, barWidth: 80)
            row(nameWidth: 84, barWidth: 56)
        }
    }

    private func row(nameWidth: CGFloat, barWidth: CGFloat) -> some View {
        HStack {
            Text(day.name)
                .font(.subheadline.weight(.medium))
                .frame(width: nameWidth, alignment: .leading)
            ConditionSymbol(size: 15, isSunny: day.isSunny)
            Spacer()
            Text("\(day.low)°")
                .font(.subheadline)
                .opacity(0.75)
            Capsule()
                .fill(LinearGradient(colors: [.cyan, .yellow], startPoint: .leading, endPoint: .trailing))
                .frame(width: barWidth, height: 4)
            Text("\(day.high)°")
                .font(.subheadline.weight(.semibold))
        }
    }
}
