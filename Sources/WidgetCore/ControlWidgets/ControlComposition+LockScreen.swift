import Foundation

extension ControlComposition {
    /// A Lock Screen button: the symbol only, on a round plate (``ControlStyleConstants/lockScreenButton``)
    /// with a margin of wallpaper around it. Off, the plate is the Lock Screen's dark blurred
    /// material (an `AccessoryWidgetBackground`) and the symbol white; on, the plate is white
    /// and the symbol black, as the system's flashlight button. The surface draws it vibrant.
    func lockScreen() -> ComposedScene {
        typealias K = ControlStyleConstants
        let side = K.lockScreenButton
        let (canvas, rect) = canvas(around: CGSize(width: side, height: side))
        let on = look.showsOn
        let symbol = look.symbolView(pointSize: K.lockScreenSymbolPointSize, color: on ? K.onForeground : K.offForeground)
        let plate: AnyView = on ? AnyView(Circle().fill(Color.white)) : AnyView(Circle().fill(Color.black).wrapped { child, scope in ViewNode(AccessoryBackgroundPlatePrimitive(), children: [child], scope: scope) })
        let view = ZStack {
            plate.frame(width: side, height: side).accessibilityIdentifier("control.tile")
            symbol
        }
        .frame(width: side, height: side)
        return scene(
            view, size: canvas, content: rect, shape: Path(CGRect(origin: .zero, size: canvas)), placement: .lockScreen,
            figures: ["the \(LayoutDump.format(side))-pt button", "its symbol size", "its on and off plates"])
    }
}
