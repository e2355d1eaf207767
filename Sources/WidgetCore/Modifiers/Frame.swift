import Foundation

extension View {
    /// Gives the view a fixed width and/or height; missing dimensions come from the content.
    ///
    /// Values that are NaN, infinite or negative are reported and ignored.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> ModifiedContent<Self, _NodeModifier> {
        wrapped(wrapsEmptyContent: true) { child, context in
            let w = ValueCheck.length(width, "frame width", context)
            let h = ValueCheck.length(height, "frame height", context)
            return ViewNode(FixedFramePrimitive(width: w, height: h, alignment: alignment), children: [child], scope: context)
        }
    }

    /// Gives the view flexible bounds, e.g. `frame(maxWidth: .infinity)`.
    ///
    /// Bounds are normalised as SwiftUI does: min = max(min, 0), ideal ≥ min, max ≥ ideal.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> ModifiedContent<Self, _NodeModifier> {
        wrapped(wrapsEmptyContent: true) { child, context in
            func axis(_ lo: CGFloat?, _ ideal: CGFloat?, _ hi: CGFloat?, _ name: String) -> (CGFloat?, CGFloat?, CGFloat?) {
                var mn = ValueCheck.minimum(lo, "frame min\(name)", context)
                var id = ValueCheck.length(ideal, "frame ideal\(name)", context)
                var mx = ValueCheck.maxLength(hi, "frame max\(name)", context)
                mn = mn.map { max($0, 0) }
                if let m = mn, let i = id { id = max(m, i) }
                let floor = id ?? mn
                if let f = floor, let m = mx, m < f {
                    context.report(Diagnostic(.invalidValue, "frame max\(name) \(LayoutDump.format(m)) is less than \(id != nil ? "ideal" : "min")\(name) \(LayoutDump.format(f)); \(LayoutDump.format(f)) used, as SwiftUI does. Pass max ≥ min."))
                    mx = f
                }
                return (mn, id, mx)
            }
            let (minW, idealW, maxW) = axis(minWidth, idealWidth, maxWidth, "Width")
            let (minH, idealH, maxH) = axis(minHeight, idealHeight, maxHeight, "Height")
            let spec = FlexibleFramePrimitive(minWidth: minW, idealWidth: idealW, maxWidth: maxW, minHeight: minH, idealHeight: idealH, maxHeight: maxH, alignment: alignment)
            return ViewNode(spec, children: [child], scope: context)
        }
    }
}
