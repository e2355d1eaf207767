import Foundation
import Testing
import WidgetRender

@Suite("Gauge specimens")
struct GaugeSpecimenTests {
    static let values: [Double] = [0, 0.35, 1, 1.6]

    struct CircularRow<S: GaugeStyle>: View {
        let style: S
        var body: some View {
            HStack(spacing: 6) {
                ForEach(0..<4) { i in
                    let v = GaugeSpecimenTests.values[i]
                    Gauge(value: v) {
                        Text("GB")
                    } currentValueLabel: {
                        Text("\(Int(min(v, 1) * 100))")
                    } minimumValueLabel: {
                        Text("0")
                    } maximumValueLabel: {
                        Text("1")
                    }
                    .gaugeStyle(style)
                }
            }
        }
    }

    @Test(arguments: ColorScheme.allCases)
    func circularGauges(scheme: ColorScheme) throws {
        try VocabularySpecimen.check("gauges-circular", scheme: scheme, allowing: [.invalidValue]) {
            VStack(spacing: 10) {
                CircularRow(style: .accessoryCircular)
                CircularRow(style: .accessoryCircular).tint(Gradient(colors: [.green, .yellow, .red]))
                HStack(spacing: 6) {
                    Gauge(value: 0.6) {
                        Text("°C")
                    } currentValueLabel: {
                        Text("21")
                    }.gaugeStyle(.accessoryCircular)
                    Gauge(value: 0.35) { Text("Label") }.gaugeStyle(.accessoryCircular)
                }
                CircularRow(style: .accessoryCircularCapacity).tint(.green)
            }
        }
    }

    struct LinearRows<S: GaugeStyle>: View {
        let style: S
        var body: some View {
            VStack(spacing: 6) {
                ForEach(0..<4) { i in
                    let v = GaugeSpecimenTests.values[i]
                    Gauge(value: v) {
                        Text("Storage")
                    } currentValueLabel: {
                        Text("\(Int(min(v, 1) * 100)) %")
                    } minimumValueLabel: {
                        Text("0")
                    } maximumValueLabel: {
                        Text("1")
                    }
                    .gaugeStyle(style)
                }
            }
        }
    }

    @Test(arguments: ColorScheme.allCases)
    func linearCapacityGauges(scheme: ColorScheme) throws {
        try VocabularySpecimen.check("gauges-linear-capacity", scheme: scheme, allowing: [.invalidValue]) {
            HStack(alignment: .top, spacing: 12) {
                LinearRows(style: .linearCapacity)
                LinearRows(style: .accessoryLinearCapacity).tint(Gradient(colors: [.blue, .purple]))
            }
            .font(.caption)
        }
    }

    @Test(arguments: ColorScheme.allCases)
    func accessoryLinearGauges(scheme: ColorScheme) throws {
        try VocabularySpecimen.check("gauges-linear-accessory", scheme: scheme, allowing: [.invalidValue]) {
            VStack(spacing: 10) {
                LinearRows(style: .accessoryLinear)
                LinearRows(style: .accessoryLinear).tint(Gradient(colors: [.green, .yellow, .red]))
                Gauge(value: 0.35) { Text("No labels") }.gaugeStyle(.accessoryLinear)
                Gauge(value: 0.35) {
                    Text("Current")
                } currentValueLabel: {
                    Text("35")
                }.gaugeStyle(.accessoryLinear)
                Gauge(value: 0.35) {
                    Text("Default style")
                } currentValueLabel: {
                    Text("35 %")
                }
            }
            .font(.caption)
        }
    }
}
