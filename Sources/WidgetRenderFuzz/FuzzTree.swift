import Foundation
import WidgetRender

/// A random view and the Swift source that builds it (to reproduce and minimise a failure).
public struct FuzzTree {
    /// The view.
    public let view: AnyView
    /// Source code building the same view.
    public let source: String
    /// How many views it holds.
    public let size: Int

    init(_ view: some View, _ source: String, size: Int = 1) {
        self.view = AnyView(view)
        self.source = source
        self.size = size
    }
}
