import Foundation

/// A grid of colours blended between its points, as SwiftUI's `MeshGradient` (iOS 18); also a
/// view that fills the space offered.
///
/// Points are unit points of the bounds, row by row. Each cell is shaded bilinearly between its
/// four corners with straight edges (a Cairo mesh patch); SwiftUI's `smoothsColors` cubic
/// smoothing and curved edges are not drawn. A grid whose point or colour count is not
/// `width × height`, or smaller than 2 × 2, is reported and draws the background.
public struct MeshGradient: ShapeStyle {
    var width: Int
    var height: Int
    var points: [SIMD2<Float>]
    var colors: [Color]
    var background: Color

    /// A `width` × `height` mesh.
    public init(width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear, smoothsColors: Bool = true) {
        self.width = width
        self.height = height
        self.points = points
        self.colors = colors
        self.background = background
    }

    /// The most cells drawn; larger meshes are reported and draw their background.
    static let maximumCells = 4_096

    /// The mesh resolved for the environment. Not API: used by the renderer.
    public func _resolve(in environment: EnvironmentValues) -> ResolvedStyle {
        let bg = background.resolve(in: environment)
        let n = width * height
        guard width >= 2, height >= 2, (width - 1) * (height - 1) <= MeshGradient.maximumCells, points.count == n, colors.count == n else {
            DiagnosticSink.reportToCurrent(
                Diagnostic(
                    .invalidValue,
                    "MeshGradient(width: \(width), height: \(height)) needs at least 2 × 2 and at most \(MeshGradient.maximumCells) cells, with width × height points and colours (got \(points.count) points, \(colors.count) colours); its background is drawn."))
            return .color(bg)
        }
        let unit = points.map { p -> UnitPoint in
            let x = Double(p.x)
            let y = Double(p.y)
            return UnitPoint(x: x.isFinite ? x : 0, y: y.isFinite ? y : 0)
        }
        return .pattern(.mesh(width: width, height: height, points: unit, colors: colors.map { $0.resolve(in: environment) }, background: bg))
    }
}

extension MeshGradient: View {
    /// Never called: the mesh view is a primitive view (a rectangle filled with it).
    public var body: Never { primitiveBody() }
}

extension MeshGradient: PrimitiveView {
    /// Built in: makes its own nodes instead of resolving a `body`.
    public static func _resolveNodes(_ view: Self, in context: _ResolveContext) -> _ResolvedNodes { context.primitive(view) }

    func resolve(in context: ResolveScope) -> [ViewNode] {
        [ViewNode(ShapePrimitive(shape: Rectangle(), drawing: .fill(_resolve(in: context.environment), .nonZero)), scope: context)]
    }
}
