#if canImport(WidgetKit)
    import SwiftUI
    import WidgetKit
#else
    import WidgetRender
#endif

/// Activity rings: move, exercise and stand toward the day's goals.
public struct FitnessWidget: Widget {
    /// Creates the widget.
    public init() {}

    /// A static configuration of kind `fitness` for the small and medium Home Screen families
    /// and the circular and rectangular Lock Screen families.
    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: "fitness", provider: FitnessProvider()) { entry in
            FitnessWidgetView(entry: entry)
        }
        .configurationDisplayName("Activity")
        .description("Your move, exercise and stand rings.")
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryCircular, .accessoryRectangular])
    }
}

/// The entry view: one layout per family, on black as the Activity app.
public struct FitnessWidgetView: View {
    @Environment(\.widgetFamily) var family
    @Environment(\.colorScheme) var colorScheme
    @Environment(\.widgetRenderingMode) var renderingMode
    let entry: FitnessEntry

    /// Creates the view of `entry`.
    public init(entry: FitnessEntry) {
        self.entry = entry
    }

    /// The family's layout; the Home Screen families on black, in the dark colour scheme
    /// whatever the system's (as the Activity app: the rings are made for black); the Lock
    /// Screen families in the system's scheme, as they have no background of their own.
    public var body: some View {
        content
            .environment(\.colorScheme, family.isSystem ? .dark : colorScheme)
            .containerBackground(for: .widget) { Color.black }
    }

    @ViewBuilder
    var content: some View {
        switch family {
        case .accessoryCircular:
            Gauge(value: entry.move.progress) {
                Image(systemName: "flame.fill")
            } currentValueLabel: {
                Text("\(Int(entry.move.value))")
            }
            .gaugeStyle(.accessoryCircularCapacity)
            .tint(ActivityColor.move)
            .widgetAccentable()
        case .accessoryRectangular:
            // On the Lock Screen, on a plate: the vibrant text straight on a bright wallpaper
            // under a tinted Lock Screen fell under 3:1.
            let plate = renderingMode == .vibrant
            ZStack {
                if plate { AccessoryWidgetBackground() }
                VStack(alignment: .leading, spacing: plate ? 1 : 2) {
                    Label("Move", systemImage: "flame.fill")
                        .font(.headline)
                        .widgetAccentable()
                    Text("\(Int(entry.move.value))/\(Int(entry.move.goal)) kcal")
                        .monospacedDigit()
                    Gauge(value: entry.move.progress) {
                        EmptyView()
                    }
                    .gaugeStyle(.accessoryLinearCapacity)
                    .tint(ActivityColor.move)
                    .padding(.top, plate ? 2 : 4)
                    // Without the plate the bar would run into the slot's rounded corners.
                    .padding(.horizontal, plate ? 0 : 4)
                }
                .padding(.horizontal, plate ? 8 : 0)
                .padding(.vertical, plate ? 2 : 0)
                .frame(maxWidth: .infinity, alignment: .leading)
            }
            .compactFallback()
        case .systemMedium:
            HStack(spacing: 0) {
                RingGauge(name: "Move", ring: entry.move, unit: "kcal", color: ActivityColor.move)
                Spacer(minLength: 8)
                RingGauge(name: "Exercise", ring: entry.exercise, unit: "min", color: ActivityColor.exercise)
                Spacer(minLength: 8)
                RingGauge(name: "Stand", ring: entry.stand, unit: "hr", color: ActivityColor.stand)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
        default:
            VStack(alignment: .leading, spacing: 6) {
                ActivityRings(entry: entry, lineWidth: 10)
                    .frame(maxWidth: .infinity)
                    .accessibilityIdentifier("rings")
                HStack(spacing: 0) {
                    Text("\(Int(entry.move.value))")
                        .accentForeground(ActivityColor.move)
                    Text("/\(Int(entry.move.goal)) kcal")
                        .foregroundStyle(.white.opacity(0.6))
                }
                .font(.footnote.weight(.semibold))
                .monospacedDigit()
            }
        }
    }
}

#Preview(as: .systemSmall) {
    FitnessWidget()
} timelineProvider: {
    FitnessProvider()
}

#Preview(as: .accessoryCircular) {
    FitnessWidget()
} timeline: {
    FitnessEntry.sample
}
