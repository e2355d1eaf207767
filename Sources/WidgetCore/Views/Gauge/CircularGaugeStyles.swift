import Foundation

/// An open ring with a marker dot at the value, the current value in the centre and the
/// bounds' labels (else the label) in the gap at the bottom, as SwiftUI's
/// `AccessoryCircularGaugeStyle`. A gradient tint runs along the ring.
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    /// Creates the style.
    public init() {}

    /// The gauge.
    public func makeBody(configuration: Configuration) -> some View {
        let gap = GaugeGeometry.openRingGapDegrees
        let start = 90 + gap / 2
        let sweep = 360 - gap
        let tint = GaugeTint.current
        let angle = start + sweep * configuration.value
        return CircularGaugeFrame {
            ZStack {
                GaugeArc(start: start, sweep: sweep).fill(tint.alongRing(start: start, sweep: sweep))
                GaugeMarker(track: .ring(angle: angle), extra: GaugeGeometry.markerClearance).fill(Color.black).blendMode(.destinationOut)
                GaugeMarker(track: .ring(angle: angle), scale: 1).fill(tint.color(at: configuration.value))
            }
            .compositingGroup()
            CircularGaugeCenter(content: configuration.currentValueLabel)
            if configuration.minimumValueLabel != nil || configuration.maximumValueLabel != nil {
                // The bounds sit in the gap between the ring's end caps, clear of them
                // (GaugeGeometry.boundLabelInset); they were 0.12 of the side from the edges,
                // on top of the caps.
                GeometryReader { proxy in
                    let side = min(proxy.size.width, proxy.size.height)
                    VStack {
                        Spacer(minLength: 0)
                        HStack(spacing: 0) {
                            configuration.minimumValueLabel
                            Spacer(minLength: 0)
                            configuration.maximumValueLabel
                        }
                        .padding(.horizontal, GaugeGeometry.boundLabelInset(side: side) + (proxy.size.width - side) / 2)
                    }
                    .frame(width: proxy.size.width, height: proxy.size.height)
                }
                .font(GaugeGeometry.smallFont)
                .lineLimit(1)
                .minimumScaleFactor(0.5)
            } else {
                VStack {
                    Spacer(minLength: 0)
                    configuration.label
                }
                .font(GaugeGeometry.smallFont)
                .lineLimit(1)
                .minimumScaleFactor(0.5)
            }
        }
    }
}

/// A closed ring filled clockwise from the top to the value, the current value in the centre,
/// as SwiftUI's `AccessoryCircularCapacityGaugeStyle`. The track is the tint at
/// `GaugeGeometry/trackOpacity`.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    /// Creates the style.
    public init() {}

    /// The gauge.
    public func makeBody(configuration: Configuration) -> some View {
        CapacityRing(fraction: configuration.value, center: configuration.currentValueLabel)
    }
}

/// A capacity ring (the capacity gauge and circular progress views).
struct CapacityRing: View {
    let fraction: Double
    let center: GaugeStyleConfiguration.Label?

    var body: some View {
        let tint = GaugeTint.current
        return CircularGaugeFrame {
            GaugeArc(start: 0, sweep: 360).fill(tint.alongRing(start: -90, sweep: 360)).opacity(GaugeGeometry.trackOpacity)
            GaugeArc(start: -90, sweep: 360 * fraction).fill(tint.alongRing(start: -90, sweep: 360))
            CircularGaugeCenter(content: center)
        }
    }
}

/// The square frame of the circular gauges: as large as offered up to
/// `GaugeGeometry/circularSide`, which is also its ideal size.
struct CircularGaugeFrame<Content: View>: View {
    let content: Content
    init(@ViewBuilder content: () -> Content) { self.content = content() }

    var body: some View {
        let d = GaugeGeometry.circularSide
        return ZStack { content }
            .frame(idealWidth: d, maxWidth: d, idealHeight: d, maxHeight: d)
            .aspectRatio(1, contentMode: .fit)
    }
}

/// The centre label of a circular gauge, shrunk to fit inside the ring.
struct CircularGaugeCenter: View {
    let content: GaugeStyleConfiguration.Label?

    var body: some View {
        content
            .font(GaugeGeometry.centerFont)
            .lineLimit(1)
            .minimumScaleFactor(0.5)
            .padding(GaugeGeometry.circularSide * GaugeGeometry.ringThicknessRatio * 1.6)
    }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// An open ring with a marker.
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// A closed ring filled to the value.
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}
