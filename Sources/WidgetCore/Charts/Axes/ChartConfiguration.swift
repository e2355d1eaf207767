import Foundation

/// What the chart modifiers (`chartXAxis`, `chartYScale`, `chartLegend`…) set for the charts
/// inside them, read by ``Chart`` from the environment.
struct ChartConfiguration {
    /// An axis: shown or not, and its marks (`nil`: the default marks).
    struct AxisConfiguration {
        var visibility: Visibility = .automatic
        var marks: [AxisMarksSpec]?
    }

    var xAxis = AxisConfiguration()
    var yAxis = AxisConfiguration()
    var ranges = ChartRanges()
    var xDomain: ChartDomain?
    var yDomain: ChartDomain?
    var legend: Visibility = .automatic
    var legendPosition: AnnotationPosition = .automatic
    /// `chartForegroundStyleScale`: each category's style, in order.
    var styleScale: [(String, AnyShapeStyle)] = []
    var plotStyle: ((AnyView) -> AnyView)?
    /// `chartOverlay` and `chartBackground`: views over and under the marks.
    var overlay: ((ChartProxy) -> AnyView)?
    var background: ((ChartProxy) -> AnyView)?
    /// Modifiers accepted but not drawn yet (reported by the chart).
    var unsupported: [String] = []
}

/// A scale's domain set by `chartXScale(domain:)` or `chartYScale(domain:)`.
enum ChartDomain {
    case range(_ChartValue, _ChartValue)
    case categories([String])
    case automatic(includesZero: Bool?, reversed: Bool)
}

/// Whether something is shown, as SwiftUI's `Visibility`.
public enum Visibility: Sendable, Hashable, CaseIterable {
    /// As the system decides.
    case automatic
    /// Shown.
    case visible
    /// Not shown.
    case hidden
}

struct ChartConfigurationKey: EnvironmentKey {
    static var defaultValue: ChartConfiguration { ChartConfiguration() }
}

extension EnvironmentValues {
    var chartConfiguration: ChartConfiguration {
        get { self[ChartConfigurationKey.self] }
        set { self[ChartConfigurationKey.self] = newValue }
    }
}
