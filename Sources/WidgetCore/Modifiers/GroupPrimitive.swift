import Foundation

/// A transparent wrapper that carries an identifier (or groups the widget's layers): it
/// collapses into its child when placed, and the child takes its identifier.
struct GroupPrimitive: RenderEffectPrimitive {
    var name: String { "group" }

    var collapsesIntoChild: Bool { true }
}
