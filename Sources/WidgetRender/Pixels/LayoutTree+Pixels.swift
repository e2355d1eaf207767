import Foundation
import WidgetCore

extension LayoutTree {
    /// The layout of an image that did not come from views (decoded, built from pixels or
    /// composited): one node named `Pixels`, with no children, covering `size`.
    ///
    /// `LayoutNode` has no initialiser outside `WidgetCore`, so the node is the root of an
    /// empty layout pass (an empty `VStack`), renamed and resized. Only its public
    /// properties are set: the node's package-level kind is left alone, as it is being
    /// reshaped in `WidgetCore`.
    static func pixels(covering size: CGSize) -> LayoutTree {
        var root = LayoutEngine(measurer: NoTextMeasurer()).layout([], in: CGRect(origin: .zero, size: size))
        root.name = "Pixels"
        root.frame = CGRect(origin: .zero, size: size)
        root.children = []
        root.identifier = nil
        return LayoutTree(root: root, canvas: size)
    }
}

/// A measurer for layouts without text: every text is empty.
private struct NoTextMeasurer: TextMeasurer {
    func measure(_ text: ResolvedText, width: CGFloat?, maxLines: Int?, fontScale: CGFloat) -> TextMetrics {
        TextMetrics(size: .zero, lineCount: 0, isTruncated: false, lineHeight: 0, firstBaseline: 0, lastBaseline: 0)
    }
}
