import Foundation

/// Shows the first child whose ideal size fits the space offered, as SwiftUI's `ViewThatFits`.
public struct ViewThatFits<Content: View>: View {
    let axes: Axis.Set
    let content: Content

    /// Creates a view that shows the first child of `content` whose ideal size fits the space
    /// offered on `axes` (both by default), or else the last child.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    /// Never called: `ViewThatFits` is a primitive view.
    public var body: Never { primitiveBody() }
}

extension ViewThatFits: PrimitiveView {
    func resolve(in context: ResolveContext) -> [ViewNode] {
        [ViewNode(.viewThatFits(axes), children: context.resolve(content), context: context)]
    }
}
