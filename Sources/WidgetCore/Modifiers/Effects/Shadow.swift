import Foundation

extension View {
    /// Draws a shadow beneath the view, as SwiftUI's `shadow(color:radius:x:y:)`: the view's
    /// alpha, blurred by `radius`, moved by (`x`, `y`) and filled with `color`.
    ///
    /// The blur is a Gaussian whose standard deviation is half the radius (SwiftUI does not
    /// publish the relation; chosen to match the spread of its shadows by eye). A radius that
    /// is NaN, infinite or negative is reported and drawn as 0; offsets must be finite.
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        checkedEffect("shadow") { scope in
            let r = EffectCheck.radius(radius, "shadow", scope)
            let dx = ValueCheck.inset(x, "shadow x", scope)
            let dy = ValueCheck.inset(y, "shadow y", scope)
            let c = color.resolve(in: scope.environment)
            return { _ in .shadow(color: c, sigma: r / 2, offset: CGSize(width: dx, height: dy)) }
        }
    }
}
