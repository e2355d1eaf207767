#if canImport(WidgetKit)
import SwiftUI
import WidgetKit
#else
import WidgetRender
#endif

/// City, temperature, sun, condition and today's range.
struct CurrentConditions: View {
    let entry: WeatherEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(entry.city)
                .font(.headline)
            Text("\(entry.temperature)°")
                .font(.system(size: 44, weight: .light))
                .accessibilityIdentifier("temperature")
            Spacer(minLength: 0)
            HStack(spacing: 4) {
                Sun(diameter: 10, isSunny: true)
                Text(entry.condition)
                    .font(.footnote.weight(.semibold))
            }
            Text("H:\(entry.high)° L:\(entry.low)°")
                .font(.footnote.weight(.medium))
        }
    }
}

/// A sun disc with a soft halo, or a cloud-grey disc.
struct Sun: View {
    var diameter: CGFloat
    var isSunny = true

    var body: some View {
        Circle()
            .fill(isSunny ? Color.yellow : Color.white.opacity(0.85))
            .frame(width: diameter, height: diameter)
            .padding(2)
            .background(Circle().fill((isSunny ? Color.yellow : Color.white).opacity(0.3)))
    }
}

struct HourRow: View {
    let hour: WeatherEntry.Hour

    var body: some View {
        HStack(spacing: 8) {
            Text(hour.label)
                .font(.caption.weight(.medium))
                .opacity(0.85)
            Sun(diameter: 10, isSunny: hour.isSunny)
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
            Sun(diameter: 14, isSunny: hour.isSunny)
            Text("\(hour.temperature)°")
                .font(.subheadline.weight(.semibold))
        }
    }
}

struct DayRow: View {
    let day: WeatherEntry.Day

    var body: some View {
        HStack {
            Text(day.name)
                .font(.subheadline.weight(.medium))
                .frame(width: 110, alignment: .leading)
            Sun(diameter: 12, isSunny: day.isSunny)
            Spacer()
            Text("\(day.low)°")
                .font(.subheadline)
                .opacity(0.7)
            Capsule()
                .fill(LinearGradient(colors: [.cyan, .yellow], startPoint: .leading, endPoint: .trailing))
                .frame(width: 80, height: 4)
            Text("\(day.high)°")
                .font(.subheadline.weight(.semibold))
        }
    }
}
