import Foundation

extension ControlComposition {
    /// The Dynamic Island while the Action button runs the control: the device's compact island
    /// (`width` × ``ControlStyleConstants/actionButtonHeight``), the symbol at its leading end
    /// and the value (a toggle's value label, a button's status, else its title) at its
    /// trailing end, both in the template's tint when the toggle is on or the control is a
    /// button, else white. The surface draws the black capsule.
    func actionButton(width: CGFloat) -> ComposedScene {
        typealias K = ControlStyleConstants
        let size = CGSize(width: width, height: K.actionButtonHeight)
        let tinted = look.template.kind == .button ? look.template.tint != nil : look.showsOn
        let color = tinted ? look.tint : K.actionButtonForeground
        let symbol = look.symbolView(pointSize: K.actionButtonPointSize, color: color)
        let value =
            look.valueView(color: color, pointSize: K.actionButtonPointSize, weight: .semibold)
            ?? look.titleView(color: color).map { AnyView($0.font(.system(size: K.actionButtonPointSize, weight: .semibold))) }
        let view = HStack(spacing: 0) {
            symbol
            Spacer(minLength: K.actionButtonInset)
            value
        }
        .padding(.horizontal, K.actionButtonInset)
        .frame(width: size.width, height: size.height)
        let rect = CGRect(origin: .zero, size: size)
        let shape = Path(roundedRect: rect, cornerRadius: size.height / 2, style: .circular)
        return scene(
            view, size: size, content: rect, shape: shape, placement: .actionButton,
            figures: ["the symbol and value's size and inset in the island"])
    }
}
