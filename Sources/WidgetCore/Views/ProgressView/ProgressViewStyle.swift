import Foundation

/// How progress views look, as SwiftUI's `ProgressViewStyle`.
public protocol ProgressViewStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The progress view's labels and fraction.
    typealias Configuration = ProgressViewStyleConfiguration
    /// Makes the view of a progress view.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``ProgressViewStyle`` draws, as SwiftUI's `ProgressViewStyleConfiguration`.
public struct ProgressViewStyleConfiguration {
    /// A type-erased label view.
    public typealias Label = GaugeStyleConfiguration.Label
    /// A type-erased current value label.
    public typealias CurrentValueLabel = GaugeStyleConfiguration.Label
    /// The fraction completed, 0…1 (`nil`: indeterminate).
    public var fractionCompleted: Double?
    /// The label, when given.
    public var label: Label?
    /// The current value label, when given.
    public var currentValueLabel: CurrentValueLabel?
}

/// A bar filling leading to trailing, label above and current value below (an indeterminate
/// one draws the spinner), as SwiftUI's `LinearProgressViewStyle`. The bar is
/// `GaugeGeometry/linearBarHeight` high on the system fill.
public struct LinearProgressViewStyle: ProgressViewStyle {
    /// Creates the style.
    public init() {}

    /// The progress view.
    public func makeBody(configuration: Configuration) -> some View {
        if let f = configuration.fractionCompleted {
            VStack(alignment: .leading, spacing: GaugeGeometry.labelSpacing) {
                configuration.label
                CapacityBar(fraction: f, height: GaugeGeometry.linearBarHeight, track: AnyShapeStyle(FillShapeStyle()))
                configuration.currentValueLabel.font(.caption).foregroundStyle(.secondary)
            }
        } else {
            Spinner(label: configuration.label)
        }
    }
}

/// A capacity ring filled to the fraction with the current value in the centre (an
/// indeterminate one draws a still spinner), as SwiftUI's `CircularProgressViewStyle`.
public struct CircularProgressViewStyle: ProgressViewStyle {
    /// Creates the style.
    public init() {}

    /// The progress view.
    public func makeBody(configuration: Configuration) -> some View {
        if let f = configuration.fractionCompleted {
            VStack(spacing: GaugeGeometry.labelSpacing) {
                CapacityRing(fraction: f, center: configuration.currentValueLabel)
                configuration.label
            }
        } else {
            Spinner(label: configuration.label)
        }
    }
}

/// The platform default: linear with a value, a spinner without.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    /// Creates the style.
    public init() {}

    /// The progress view.
    public func makeBody(configuration: Configuration) -> some View {
        LinearProgressViewStyle().makeBody(configuration: configuration)
    }
}

/// The activity indicator, drawn still: `GaugeGeometry/spinnerSpokes` spokes fading
/// clockwise from the top, in the secondary foreground.
struct Spinner: View {
    let label: GaugeStyleConfiguration.Label?

    var body: some View {
        let n = GaugeGeometry.spinnerSpokes
        let side = GaugeGeometry.spinnerSide
        return VStack(spacing: GaugeGeometry.labelSpacing * 2) {
            ZStack {
                ForEach(0..<n) { i in
                    Capsule()
                        .fill(HierarchicalShapeStyle.secondary)
                        .frame(width: side * 0.11, height: side * 0.28)
                        .offset(y: -side * 0.33)
                        .rotationEffect(.degrees(Double(i) * 360 / Double(n)))
                        .opacity(1 - Double((n - i) % n) / Double(n) * 0.8)
                }
            }
            .frame(width: side, height: side)
            label.foregroundStyle(.secondary)
        }
    }
}

/// A progress view style held by the environment.
struct AnyProgressViewStyle: @unchecked Sendable {
    // Styles are values set and read on the resolving thread only.
    private let style: any ProgressViewStyle
    let isAutomatic: Bool

    init<S: ProgressViewStyle>(_ style: S) {
        self.style = style
        isAutomatic = style is DefaultProgressViewStyle
    }

    func makeBody(_ configuration: ProgressViewStyleConfiguration) -> AnyView {
        Self.make(style, configuration)
    }

    private static func make<S: ProgressViewStyle>(_ style: S, _ configuration: ProgressViewStyleConfiguration) -> AnyView {
        AnyView(style.makeBody(configuration: configuration))
    }
}

struct ProgressViewStyleKey: EnvironmentKey {
    static let defaultValue = AnyProgressViewStyle(DefaultProgressViewStyle())
}

extension EnvironmentValues {
    /// The style of progress views here.
    var progressViewStyle: AnyProgressViewStyle {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of progress views in the view.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        environmentChanged { $0.progressViewStyle = AnyProgressViewStyle(style) }
    }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A bar.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A ring (a spinner when indeterminate).
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The platform default.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}
