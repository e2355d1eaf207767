import Foundation

/// A container that builds its content from its own size and position, as SwiftUI's
/// `GeometryReader`.
///
/// It takes the whole space proposed (10 × 10 for an unspecified axis) and places its content
/// at its top-leading corner, proposed its size:
///
/// ```swift
/// GeometryReader { proxy in
///     Capsule().frame(width: proxy.size.width * progress)
/// }
/// ```
public struct GeometryReader<Content: View>: View {
    /// Builds the content from the reader's geometry.
    public var content: (GeometryProxy) -> Content

    /// Creates a reader whose content is built from its geometry.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    /// Never called: `GeometryReader` is a primitive view.
    public var body: Never { primitiveBody() }
}

extension GeometryReader: PrimitiveView {
    /// Built in: makes its own nodes instead of resolving a `body`.
    public static func _resolveNodes(_ view: Self, in context: _ResolveContext) -> _ResolvedNodes { context.primitive(view) }

    func resolve(in scope: ResolveScope) -> [ViewNode] {
        let build = content
        let resolver = GeometryContent { proxy in
            scope.resolve(EnvironmentValues.withCurrent(scope.environment) { build(proxy) })
        }
        return [ViewNode(GeometryReaderPrimitive(content: resolver), scope: scope)]
    }
}

/// The content of a `GeometryReader`, resolved once its geometry is known.
struct GeometryContent: @unchecked Sendable {
    // @unchecked: the closure runs during the layout of the render that made it, on the
    // thread running that render, and is never shared.
    let resolve: (GeometryProxy) -> [ViewNode]
}

/// A resolved `GeometryReader`: greedy on both axes; its content is resolved when it is
/// placed, from its frame, and laid out like a top-leading `ZStack` proposed its size.
struct GeometryReaderPrimitive: Primitive {
    let content: GeometryContent

    var name: String { "GeometryReader" }

    func sizeThatFits(_ proposal: ProposedViewSize, in box: LayoutBox) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func willPlace(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, in box: LayoutBox) {
        let proxy = GeometryProxy(size: size, globalOrigin: origin)
        box.replaceChildren(with: content.resolve(proxy))
    }

    func placements(_ proposal: ProposedViewSize, size: CGSize, in box: LayoutBox) -> [ChildPlacement] {
        box.children.indices.map { ChildPlacement(index: $0, origin: .zero, proposal: ProposedViewSize(size)) }
    }

    /// Guides of the content are not known before placement; the reader has none of its own.
    func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize, size: CGSize, in box: LayoutBox) -> CGFloat? { nil }
}
