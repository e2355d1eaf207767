import Foundation

extension View {
    /// Blurs the view, as SwiftUI's `blur(radius:opaque:)`: a Gaussian whose standard deviation
    /// is half the radius. The layout does not change. A radius that is NaN, infinite or
    /// negative is reported and drawn as 0 (no blur). `opaque` is accepted; the edges always
    /// fade to transparent.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        checkedEffect("blur") { scope in
            let r = EffectCheck.radius(radius, "blur", scope)
            return { _ in r > 0 ? .blur(sigma: r / 2) : nil }
        }
    }
}
