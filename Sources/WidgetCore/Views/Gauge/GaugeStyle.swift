import Foundation

/// How gauges look, as SwiftUI's `GaugeStyle`. Write one to draw gauges your own way:
///
/// ```swift
/// struct BarStyle: GaugeStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Capsule().fill(.tint).frame(width: 100 * configuration.value, height: 4)
///     }
/// }
/// ```
public protocol GaugeStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The gauge's labels and value.
    typealias Configuration = GaugeStyleConfiguration
    /// Makes the view of a gauge.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``GaugeStyle`` draws, as SwiftUI's `GaugeStyleConfiguration`.
public struct GaugeStyleConfiguration {
    /// A type-erased label view of the gauge.
    public struct Label: View {
        let content: AnyView
        init<V: View>(_ view: V) { content = AnyView(view) }
        /// The wrapped label.
        public var body: some View { content }
    }
    /// The type-erased current value label.
    public typealias CurrentValueLabel = Label
    /// The type-erased label of a bound or marked value.
    public typealias MarkedValueLabel = Label

    /// What the gauge shows.
    public var label: Label
    /// The current value as text, when given.
    public var currentValueLabel: CurrentValueLabel?
    /// The lower bound's label, when given.
    public var minimumValueLabel: MarkedValueLabel?
    /// The upper bound's label, when given.
    public var maximumValueLabel: MarkedValueLabel?
    /// The value as a fraction of the range, 0…1.
    public var value: Double
}

/// A gauge style held by the environment.
struct AnyGaugeStyle: @unchecked Sendable {
    // Styles are values set and read on the resolving thread only.
    private let style: any GaugeStyle

    init<S: GaugeStyle>(_ style: S) { self.style = style }

    /// The style's view for `configuration`.
    func makeBody(_ configuration: GaugeStyleConfiguration) -> AnyView {
        Self.make(style, configuration)
    }

    private static func make<S: GaugeStyle>(_ style: S, _ configuration: GaugeStyleConfiguration) -> AnyView {
        AnyView(style.makeBody(configuration: configuration))
    }
}

struct GaugeStyleKey: EnvironmentKey {
    static let defaultValue = AnyGaugeStyle(DefaultGaugeStyle())
}

extension EnvironmentValues {
    /// The style of gauges here (`gaugeStyle(_:)`).
    var gaugeStyle: AnyGaugeStyle {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of gauges in the view.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        environmentChanged { $0.gaugeStyle = AnyGaugeStyle(style) }
    }
}
