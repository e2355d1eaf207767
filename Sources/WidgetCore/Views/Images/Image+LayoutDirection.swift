import Foundation

extension Image {
    /// Whether the symbol `name` points along the reading direction and so mirrors in a
    /// right-to-left layout, as SF Symbols' localized directional symbols do: the chevrons and
    /// arrows named "forward" or "backward" (`chevron.forward`, `arrow.up.backward`,
    /// `arrowshape.turn.up.backward`). Media controls (`forward.fill`, `backward.end`) and
    /// arrows named by a fixed side (`arrow.right`) do not mirror, as on iOS.
    static func mirrorsInRightToLeft(_ name: String) -> Bool {
        let parts = name.split(separator: ".")
        guard let first = parts.first, first.hasPrefix("chevron") || first.hasPrefix("arrow") else { return false }
        return parts.contains("forward") || parts.contains("backward")
    }

    /// `node`, the resolved symbol `name`, mirrored about its centre when the environment lays
    /// out right to left and the symbol is directional (``mirrorsInRightToLeft(_:)``).
    static func directional(_ node: ViewNode, symbol name: String, in context: ResolveScope) -> ViewNode {
        guard context.environment.layoutDirection == .rightToLeft, mirrorsInRightToLeft(name) else { return node }
        let mirror = EffectPrimitive(name: "symbolMirror") { frame in .transform(.scale(-1, 1, about: UnitPoint.center.point(in: frame))) }
        return ViewNode(mirror, children: [node], scope: context)
    }
}
