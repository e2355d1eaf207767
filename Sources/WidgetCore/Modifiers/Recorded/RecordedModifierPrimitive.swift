import Foundation

/// A resolved modifier that means nothing in a still image (a transition, an animation, an
/// identity): accepted and recorded in the layout tree under its name, drawn as its child.
struct RecordedModifierPrimitive: RenderEffectPrimitive {
    /// The modifier and its argument, as layout dumps print it (`contentTransition(numericText)`).
    let name: String
}

extension View {
    /// Wraps the view in a node that records `name` and changes nothing else.
    func recorded(_ name: String) -> ModifiedContent<Self, _NodeModifier> {
        wrapped { child, scope in ViewNode(RecordedModifierPrimitive(name: name), children: [child], scope: scope) }
    }
}
