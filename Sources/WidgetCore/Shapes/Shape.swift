import Foundation

/// A 2D outline that fills its frame, as SwiftUI's `Shape`.
///
/// A shape used as a view fills with the foreground style; `.fill(_:)` and `.stroke(_:)`
/// choose otherwise. Custom shapes implement ``path(in:)``.
public protocol Shape: View, Sendable {
    /// The outline in `rect`.
    func path(in rect: CGRect) -> Path
    /// The size the shape takes for a proposal; by default the proposal, `nil` axes 10.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
    /// Whether the shape mirrors in a layout direction: `.mirrors` for custom shapes, `.fixed`
    /// for the built-in ones, as in SwiftUI on iOS 17 and later.
    var layoutDirectionBehavior: LayoutDirectionBehavior { get }

    /// The outline in `rect` for a shape that depends on the widget it is drawn in (a
    /// container with frame `container` and `cornerRadius`, `.infinity` for a circular one),
    /// or `nil` for the others. Widget code neither implements nor calls it; it is a
    /// requirement rather than a cast to a protocol, which would scan every conformance record
    /// in the process once for each shape type drawn.
    func _containerPath(in rect: CGRect, container: CGRect, cornerRadius: CGFloat) -> Path?
}

extension Shape {
    /// `nil`: the outline does not depend on the container.
    public func _containerPath(in rect: CGRect, container: CGRect, cornerRadius: CGFloat) -> Path? { nil }

    /// The proposal, with `nil` axes replaced by 10.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// The shape filled with the foreground style.
    public var body: _ShapeView<Self> {
        _ShapeView(shape: self, drawing: .fill(AnyShapeStyle(ForegroundStyle()), FillStyle()))
    }

    /// Fills the shape with `content`.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self> {
        _ShapeView(shape: self, drawing: .fill(AnyShapeStyle(content), style))
    }

    /// Strokes the outline with `content`.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, drawing: .stroke(AnyShapeStyle(content), StrokeStyle(lineWidth: lineWidth), inset: false))
    }

    /// Strokes the outline with `content` and a stroke style.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<Self> {
        _ShapeView(shape: self, drawing: .stroke(AnyShapeStyle(content), style, inset: false))
    }

    /// Strokes the outline with the foreground style.
    public func stroke(lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        stroke(ForegroundStyle(), lineWidth: lineWidth)
    }

    /// Strokes the outline with the foreground style and a stroke style.
    public func stroke(style: StrokeStyle) -> _ShapeView<Self> {
        stroke(ForegroundStyle(), style: style)
    }

    /// Strokes inside the frame: the outline inset by half the line width.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, drawing: .stroke(AnyShapeStyle(content), StrokeStyle(lineWidth: lineWidth), inset: true))
    }

    /// Strokes inside the frame with a stroke style.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle) -> _ShapeView<Self> {
        _ShapeView(shape: self, drawing: .stroke(AnyShapeStyle(content), style, inset: true))
    }
}

/// How a path's interior is filled, as SwiftUI's `FillStyle`.
public struct FillStyle: Sendable, Hashable {
    /// Whether the even-odd rule decides the interior (otherwise non-zero winding).
    public var isEOFilled: Bool
    /// Whether edges are antialiased. Recorded but not used by the renderer.
    public var isAntialiased: Bool
    /// Creates a fill style: non-zero winding and antialiased by default.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// A shape drawn with a style: the view a `Shape` becomes.
///
/// `S` is unconstrained and the conformance to ``View`` conditional (as ``VStack``'s), so that
/// demangling a body's type that names a shape view looks up no conformance.
public struct _ShapeView<S> {
    enum Drawing {
        case fill(AnyShapeStyle, FillStyle)
        case stroke(AnyShapeStyle, StrokeStyle, inset: Bool)
    }

    let shape: S
    let drawing: Drawing
}

extension _ShapeView: View where S: Shape {
    /// Never called: a shape view is a primitive view.
    public var body: Never { primitiveBody() }
}

extension _ShapeView: PrimitiveView where S: Shape {
    /// Built in: makes its own nodes instead of resolving a `body`.
    public static func _resolveNodes(_ view: Self, in context: _ResolveContext) -> _ResolvedNodes { context.primitive(view) }

    func resolve(in context: ResolveScope) -> [ViewNode] {
        let env = context.environment
        let paint: ShapePrimitive.Drawing
        switch drawing {
        case .fill(let style, let fill):
            paint = .fill(style._resolve(in: env), fill.isEOFilled ? .evenOdd : .nonZero)
        case .stroke(let style, var stroke, let inset):
            if !stroke.lineWidth.isFinite || stroke.lineWidth < 0 {
                context.report(Diagnostic(.invalidValue, "stroke lineWidth \(stroke.lineWidth) is not a finite, non-negative number; drawn with 1. Pass a finite width ≥ 0."))
                stroke.lineWidth = 1
            }
            let resolved = style._resolve(in: env)
            paint = inset ? .strokeBorder(resolved, stroke) : .stroke(resolved, stroke)
        }
        return [mirrored(ViewNode(ShapePrimitive(shape: shape, drawing: paint), scope: context), in: context)]
    }
}
