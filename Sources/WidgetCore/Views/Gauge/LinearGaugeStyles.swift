import Foundation

/// A bar filling leading to trailing, the label above, the current value below and the bounds'
/// labels at the ends, as SwiftUI's `LinearCapacityGaugeStyle` (the iOS default). The track is
/// the system fill; the bar is `GaugeGeometry/linearBarHeight` high.
public struct LinearCapacityGaugeStyle: GaugeStyle {
    /// Creates the style.
    public init() {}

    /// The gauge.
    public func makeBody(configuration: Configuration) -> some View {
        LinearCapacityGauge(configuration: configuration, barHeight: GaugeGeometry.linearBarHeight, track: AnyShapeStyle(FillShapeStyle()))
    }
}

/// The iOS default gauge style: ``LinearCapacityGaugeStyle``.
public struct DefaultGaugeStyle: GaugeStyle {
    /// Creates the style.
    public init() {}

    /// The gauge, drawn as ``LinearCapacityGaugeStyle``.
    public func makeBody(configuration: Configuration) -> some View {
        LinearCapacityGaugeStyle().makeBody(configuration: configuration)
    }
}

/// The accessory form of ``LinearCapacityGaugeStyle``: a thicker bar whose track is the tint at
/// `GaugeGeometry/trackOpacity`, as SwiftUI's `AccessoryLinearCapacityGaugeStyle`.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    /// Creates the style.
    public init() {}

    /// The gauge.
    public func makeBody(configuration: Configuration) -> some View {
        LinearCapacityGauge(configuration: configuration, barHeight: GaugeGeometry.accessoryBarHeight, track: nil)
    }
}

/// A bar with a marker dot at the value and the bounds' labels at its ends (else the current
/// value at its leading edge), as SwiftUI's `AccessoryLinearGaugeStyle`. A gradient tint runs
/// along the whole bar.
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    /// Creates the style.
    public init() {}

    /// The gauge.
    public func makeBody(configuration: Configuration) -> some View {
        let tint = GaugeTint.current
        let f = configuration.value
        let hasBounds = configuration.minimumValueLabel != nil || configuration.maximumValueLabel != nil
        return HStack(spacing: GaugeGeometry.labelSpacing) {
            if hasBounds { configuration.minimumValueLabel } else { configuration.currentValueLabel }
            ZStack {
                Capsule().fill(tint.alongBar)
                GaugeMarker(track: .bar(fraction: f), extra: GaugeGeometry.markerClearance).fill(Color.black).blendMode(.destinationOut)
                GaugeMarker(track: .bar(fraction: f)).fill(tint.color(at: f))
            }
            .compositingGroup()
            .frame(height: GaugeGeometry.accessoryBarHeight)
            if hasBounds { configuration.maximumValueLabel }
        }
        .font(GaugeGeometry.smallFont)
        .lineLimit(1)
    }
}

/// The layout shared by the capacity bars: label, bar between the bounds' labels, current value.
struct LinearCapacityGauge: View {
    let configuration: GaugeStyleConfiguration
    let barHeight: CGFloat
    /// The track's style; `nil`: the tint at the track opacity.
    let track: AnyShapeStyle?

    var body: some View {
        VStack(alignment: .leading, spacing: GaugeGeometry.labelSpacing) {
            configuration.label
            HStack(spacing: GaugeGeometry.labelSpacing) {
                configuration.minimumValueLabel.font(.caption)
                CapacityBar(fraction: configuration.value, height: barHeight, track: track)
                configuration.maximumValueLabel.font(.caption)
            }
            configuration.currentValueLabel.font(.caption).foregroundStyle(.secondary)
        }
    }
}

/// A bar filled from the leading edge: capacity gauges and linear progress views.
struct CapacityBar: View {
    let fraction: Double
    let height: CGFloat
    let track: AnyShapeStyle?

    var body: some View {
        let tint = GaugeTint.current
        return ZStack {
            if let track {
                Capsule().fill(track)
            } else {
                Capsule().fill(tint.alongBar).opacity(GaugeGeometry.trackOpacity)
            }
            BarFill(fraction: fraction).fill(tint.alongBar)
        }
        .frame(height: height)
    }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The platform default (``LinearCapacityGaugeStyle`` on iOS).
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A bar filling to the value.
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// A thicker bar filling to the value, tinted track.
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// A bar with a marker at the value.
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}
