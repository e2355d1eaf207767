import Foundation

extension View {
    /// Sets the priority with which a stack gives this view space (default 0).
    public func layoutPriority(_ value: Double) -> ModifiedContent<Self, _NodeModifier> {
        wrapped { child, scope in
            var node = child
            if value.isNaN {
                scope.report(Diagnostic(.invalidValue, "layoutPriority(nan) is not a number; 0 used. Pass a finite priority."))
            }
            node.priority = value.isNaN ? 0 : value
            return node
        }
    }

    /// Proposes the view its ideal size on both axes.
    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

    /// Proposes the view its ideal size on the chosen axes.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> ModifiedContent<Self, _NodeModifier> {
        wrapped { child, context in
            ViewNode(FixedSizePrimitive(horizontal: horizontal, vertical: vertical), children: [child], scope: context)
        }
    }

    /// Constrains the view to an aspect ratio (width / height); `nil` uses the content's ideal ratio.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> ModifiedContent<Self, _NodeModifier> {
        wrapped { child, context in
            var ratio = aspectRatio
            if let r = ratio, !r.isFinite || r <= 0 {
                context.report(Diagnostic(.invalidValue, "aspectRatio \(r) is not a finite, positive ratio; the content's own ratio is used."))
                ratio = nil
            }
            return ViewNode(AspectRatioPrimitive(ratio: ratio, contentMode: contentMode), children: [child], scope: context)
        }
    }

    /// Constrains the view to the aspect ratio of a size.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.height == 0 ? nil : aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }

    /// Scales the view to fit its parent, keeping its aspect ratio.
    public func scaledToFit() -> some View { aspectRatio(nil, contentMode: .fit) }

    /// Scales the view to fill its parent, keeping its aspect ratio.
    public func scaledToFill() -> some View { aspectRatio(nil, contentMode: .fill) }

    /// Moves the drawing of the view without changing its layout.
    public func offset(_ offset: CGSize) -> ModifiedContent<Self, _NodeModifier> {
        wrapped { child, context in
            let dx = ValueCheck.inset(offset.width, "offset x", context)
            let dy = ValueCheck.inset(offset.height, "offset y", context)
            return ViewNode(OffsetPrimitive(offset: CGSize(width: dx, height: dy)), children: [child], scope: context)
        }
    }

    /// Moves the drawing of the view without changing its layout.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        offset(CGSize(width: x, height: y))
    }
}
