import Foundation

/// After the whole widget is laid out, says for each lazy grid how many of its views lie
/// wholly or partly outside the widget: a widget does not scroll, so they are cut off.
///
/// Measured on the final frames rather than in the grid, because a stack may offer a grid less
/// than it takes and then grow to hold it; only the widget's edges cut.
enum LazyGridVisibility {
    static func report(_ root: LayoutNode, visible: CGRect, family: WidgetFamily, _ report: (Diagnostic) -> Void) {
        let tolerance = WidgetComposer.overflowTolerance
        let bounds = visible.insetBy(dx: -tolerance, dy: -tolerance)
        func walk(_ node: LayoutNode) {
            node.children.forEach(walk)
            guard let grid = node.primitive.lazyGridName else { return }
            let views = node.children.filter { $0.frame.width > 0 && $0.frame.height > 0 }
            let whole = views.filter { bounds.contains($0.frame) }.count
            guard whole < views.count else { return }
            report(
                Diagnostic(
                    .contentOverflow,
                    "\(grid): \(views.count - whole) of its \(views.count) views lie wholly or partly outside the \(family) widget, which does not scroll, and are cut off; \(whole) are shown whole. Show fewer items in this family (e.g. with prefix(_:))."
                ))
        }
        walk(root)
    }
}
