import Foundation

/// A `Button`, `Link` or `Toggle` under `disabled(true)`: its label drawn as it is, and no tap
/// target (`LayoutTree.tapTargets` skips it, so `renderer.tap` finds nothing there).
struct DisabledControlPrimitive: RenderEffectPrimitive {
    /// The kind of control that was disabled.
    let kind: TapTarget.Kind

    var name: String { "disabled " + kind.rawValue }
}

extension ResolveScope {
    /// The node of a control around its resolved `child`: a tap target when the environment is
    /// enabled; otherwise a disabled control, reported when SwiftUI would dim its look.
    func controlNode(_ primitive: TapTargetPrimitive, child: ViewNode, dimmedBySwiftUI: Bool) -> ViewNode {
        guard !environment.isEnabled else { return ViewNode(primitive, children: [child], scope: self) }
        if dimmedBySwiftUI {
            report(Diagnostic(.unsupported, "a disabled \(primitive.kind.rawValue) is drawn as an enabled one (SwiftUI dims it); it is no tap target."))
        }
        return ViewNode(DisabledControlPrimitive(kind: primitive.kind), children: [child], scope: self)
    }
}
