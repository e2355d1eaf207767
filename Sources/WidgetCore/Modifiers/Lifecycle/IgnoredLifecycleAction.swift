import Foundation

extension View {
    /// Records `name` in the layout tree and reports that its closure never runs: a widget's
    /// view is rendered once into a still image, so nothing appears, changes or runs later.
    func ignoredLifecycleAction(_ name: String) -> ModifiedContent<Self, _NodeModifier> {
        wrapped { child, scope in
            scope.report(Diagnostic(.ignoredInteraction, "\(name) does nothing in a widget (its closure never runs: the view is rendered once, as a still image); compute the value in the timeline provider and pass it in the entry."))
            return ViewNode(RecordedModifierPrimitive(name: name), children: [child], scope: scope)
        }
    }
}
