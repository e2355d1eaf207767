#if canImport(WidgetKit)
    import SwiftUI
    import WidgetKit
#else
    import WidgetRender
#endif

/// One ring as a capacity gauge: the value in the centre, the ring's name beneath.
struct RingGauge: View {
    let name: String
    let ring: FitnessEntry.Ring
    let unit: String
    let color: Color

    var body: some View {
        VStack(spacing: 6) {
            Gauge(value: ring.progress) {
                Text(name)
            } currentValueLabel: {
                Text("\(Int(ring.progress * 100))%")
            }
            .gaugeStyle(.accessoryCircularCapacity)
            .tint(color)
            .widgetAccentable()
            VStack(spacing: 0) {
                Text(name)
                    .font(.caption.weight(.semibold))
                    .accentForeground(color)
                Text("\(Int(ring.value))/\(Int(ring.goal)) \(unit)")
                    .font(.caption2)
                    .monospacedDigit()
                    .foregroundStyle(.secondary)
            }
        }
    }
}
