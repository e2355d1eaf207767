import Foundation
import WidgetCore

extension LayoutTree {
    /// The layout of an image that did not come from views (decoded, built from pixels or
    /// composited): one node named `Pixels`, with no children, covering `size`.
    static func pixels(covering size: CGSize) -> LayoutTree {
        let rect = CGRect(origin: .zero, size: size)
        return LayoutTree(root: LayoutNode(groupNamed: "Pixels", frame: rect, children: []), canvas: size)
    }
}
