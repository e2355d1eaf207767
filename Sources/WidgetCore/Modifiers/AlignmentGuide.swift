import Foundation

extension View {
    /// Sets the view's value of a horizontal guide, computed from its dimensions, as
    /// SwiftUI's `alignmentGuide(_:computeValue:)`.
    ///
    /// ```swift
    /// VStack(alignment: .leading) {
    ///     Text("Today")
    ///     Text("12°").alignmentGuide(.leading) { d in d[.leading] - 8 }   // 8 pt further right
    /// }
    /// ```
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        alignmentGuide(key: g.key, computeValue)
    }

    /// Sets the view's value of a vertical guide, computed from its dimensions.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        alignmentGuide(key: g.key, computeValue)
    }

    private func alignmentGuide(key: AlignmentKey, _ compute: @escaping (ViewDimensions) -> CGFloat) -> ModifiedContent<Self, _NodeModifier> {
        wrapped { child, scope in
            ViewNode(AlignmentGuidePrimitive(key: key, compute: GuideComputation(compute: compute)), children: [child], scope: scope)
        }
    }
}

/// The closure of one `alignmentGuide`.
struct GuideComputation: @unchecked Sendable {
    // @unchecked: run only by the layout of the render that resolved it, on its thread.
    let compute: (ViewDimensions) -> CGFloat
}

/// A resolved `alignmentGuide`: the child unchanged, with an explicit value for one guide.
struct AlignmentGuidePrimitive: RenderEffectPrimitive {
    let key: AlignmentKey
    let compute: GuideComputation

    var name: String { "alignmentGuide" }

    func explicitAlignment(_ query: AlignmentKey, proposal: ProposedViewSize, size: CGSize, in box: LayoutBox) -> CGFloat? {
        guard let child = box.children.first else { return nil }
        guard query == key else { return child.explicitAlignment(query, proposal: proposal) }
        let value = compute.compute(child.dimensions(for: proposal))
        guard value.isFinite else {
            box.report(Diagnostic(.invalidValue, "alignmentGuide computed \(value); the guide's default is used. Return a finite offset."))
            return nil
        }
        return value
    }
}
