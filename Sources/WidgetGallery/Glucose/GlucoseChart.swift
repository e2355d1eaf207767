import Foundation

#if canImport(WidgetKit)
    import Charts
    import SwiftUI
    import WidgetKit
#else
    import WidgetRender
#endif

/// The readings over the target range: a green band for the range, a line, and the latest
/// reading as a point.
struct GlucoseChart: View {
    let entry: GlucoseEntry
    var showsAxes = true
    /// The line's and the point's colour: white on the widget's teal, the primary style on the
    /// Lock Screen.
    var ink: Color = .white

    var body: some View {
        Chart {
            RectangleMark(yStart: .value("Low", entry.low), yEnd: .value("High", entry.high))
                .foregroundStyle(.green.opacity(0.18))
            ForEach(entry.readings) { reading in
                LineMark(x: .value("Time", reading.date), y: .value("mg/dL", reading.value))
                    .interpolationMethod(.catmullRom)
                    .foregroundStyle(ink)
            }
            if let last = entry.readings.last {
                PointMark(x: .value("Time", last.date), y: .value("mg/dL", last.value))
                    .foregroundStyle(ink)
                    .symbolSize(60)
            }
        }
        .chartYScale(domain: 40...240)
        .chartYAxis {
            AxisMarks(values: [70, 180]) { _ in
                AxisGridLine().foregroundStyle(.white.opacity(0.25))
                AxisValueLabel().foregroundStyle(.white.opacity(0.6))
            }
        }
        .chartXAxis(showsAxes ? .automatic : .hidden)
        .chartYAxis(showsAxes ? .automatic : .hidden)
    }
}
