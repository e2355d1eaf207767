import Foundation

/// A type that identifies an alignment guide and gives its default position, as SwiftUI's
/// `AlignmentID`.
///
/// Every built-in guide (``HorizontalAlignment/leading``, ``VerticalAlignment/firstTextBaseline``…)
/// has one; define your own for custom guides:
///
/// ```swift
/// private enum FirstThird: AlignmentID {
///     static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
/// }
/// extension VerticalAlignment {
///     static let firstThird = VerticalAlignment(FirstThird.self)
/// }
/// ```
public protocol AlignmentID {
    /// The guide's position in a view that sets no explicit value for it, measured from the
    /// view's top-leading corner.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// The identity of one alignment guide on one axis: what layout caches and compares.
package struct AlignmentKey: Hashable, @unchecked Sendable {
    // @unchecked: a metatype is immutable and never mutated through this struct.
    /// The axis the guide measures along.
    package let axis: Axis
    let id: any AlignmentID.Type

    init(_ id: any AlignmentID.Type, axis: Axis) {
        self.id = id
        self.axis = axis
    }

    package static func == (a: AlignmentKey, b: AlignmentKey) -> Bool {
        a.axis == b.axis && ObjectIdentifier(a.id) == ObjectIdentifier(b.id)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(axis)
        hasher.combine(ObjectIdentifier(id))
    }

    /// The guide's default position in a view of `dimensions`.
    func defaultValue(in dimensions: ViewDimensions) -> CGFloat {
        id.defaultValue(in: dimensions)
    }

    /// Whether this is one of the built-in edge or centre guides. Their explicit values are
    /// not passed up through stacks (only baselines and custom guides are), as in SwiftUI.
    var isEdgeOrCenter: Bool {
        let edges: [any AlignmentID.Type] = [
            AlignmentGuides.Leading.self, AlignmentGuides.HorizontalCenter.self, AlignmentGuides.Trailing.self,
            AlignmentGuides.Top.self, AlignmentGuides.VerticalCenter.self, AlignmentGuides.Bottom.self,
        ]
        return edges.contains { ObjectIdentifier($0) == ObjectIdentifier(id) }
    }

    /// Merges the explicit values several children give for this guide into the container's,
    /// as SwiftUI's `combineExplicit`: the first text baseline takes the smallest, the last
    /// text baseline the largest, every other guide the mean; `nil` when no child has one.
    func combine(_ values: [CGFloat]) -> CGFloat? {
        guard let first = values.first else { return nil }
        switch ObjectIdentifier(id) {
        case ObjectIdentifier(AlignmentGuides.FirstTextBaseline.self): return values.min()
        case ObjectIdentifier(AlignmentGuides.LastTextBaseline.self): return values.max()
        default: return values.count == 1 ? first : values.reduce(0, +) / CGFloat(values.count)
        }
    }
}

/// The identifiers of the built-in guides.
enum AlignmentGuides {
    enum Leading: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
    }
    enum HorizontalCenter: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 2 }
    }
    enum Trailing: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
    }
    enum Top: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
    }
    enum VerticalCenter: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
    }
    enum Bottom: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
    }
    /// A view without text has its baselines at its bottom.
    enum FirstTextBaseline: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
    }
    enum LastTextBaseline: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
    }
}
