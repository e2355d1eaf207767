import Foundation

/// The subtle top-to-bottom gradient of `Color.gradient`, as SwiftUI's `AnyGradient`.
public struct AnyGradient: ShapeStyle, Hashable {
    let color: Color

    /// How much lighter the top of `Color.gradient` is than the colour (mixed toward white).
    /// SwiftUI does not publish it; chosen by eye.
    static let topLightening = 0.18

    /// A vertical gradient from the colour mixed 18% toward white at the top to the colour itself
    /// at the bottom. Not API: used by the renderer.
    public func _resolve(in environment: EnvironmentValues) -> ResolvedStyle {
        let c = color.resolve(in: environment)
        let k = AnyGradient.topLightening
        let top = RGBA(red: c.red + (1 - c.red) * k, green: c.green + (1 - c.green) * k, blue: c.blue + (1 - c.blue) * k, alpha: c.alpha)
        return .linearGradient([GradientStop(color: top, location: 0), GradientStop(color: c, location: 1)], start: .top, end: .bottom)
    }
}

extension Color {
    /// A subtle vertical gradient derived from the colour.
    public var gradient: AnyGradient { AnyGradient(color: self) }
}
