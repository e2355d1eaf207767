import Foundation

extension View {
    /// Changes the view's colour saturation: 0 grey, 1 unchanged (Rec. 709 luminance is kept).
    /// A non-finite amount is reported and leaves the view unchanged.
    public func saturation(_ amount: Double) -> some View {
        colorMatrix("saturation") { ColorMatrix.saturation(EffectCheck.amount(amount, "saturation", fallback: 1, $0)) }
    }

    /// Brightens the view by adding `amount` to each colour component (1 makes it white, −1 black).
    public func brightness(_ amount: Double) -> some View {
        colorMatrix("brightness") { ColorMatrix.brightness(EffectCheck.amount(amount, "brightness", fallback: 0, $0)) }
    }

    /// Changes the contrast about mid-grey: 0 grey, 1 unchanged, negative values invert.
    public func contrast(_ amount: Double) -> some View {
        colorMatrix("contrast") { ColorMatrix.contrast(EffectCheck.amount(amount, "contrast", fallback: 1, $0)) }
    }

    /// Removes colour: 0 unchanged, 1 fully grey (the same as `saturation(1 − amount)`).
    public func grayscale(_ amount: Double) -> some View {
        colorMatrix("grayscale") { ColorMatrix.saturation(1 - EffectCheck.amount(amount, "grayscale", fallback: 0, $0)) }
    }

    /// Inverts the view's colours (alpha kept).
    public func colorInvert() -> some View {
        colorMatrix("colorInvert") { _ in .invert }
    }

    /// Turns the view's hues by `angle` (the SVG `hueRotate` matrix).
    public func hueRotation(_ angle: Angle) -> some View {
        colorMatrix("hueRotation") { ColorMatrix.hueRotation(EffectCheck.amount(angle.radians, "hueRotation", fallback: 0, $0)) }
    }

    private func colorMatrix(_ name: String, _ make: @escaping (ResolveScope) -> ColorMatrix) -> some View {
        checkedEffect(name) { scope in
            let matrix = make(scope)
            return { _ in .colorMatrix(matrix) }
        }
    }
}
