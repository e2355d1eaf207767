import Foundation

extension View {
    /// Sets the foreground style of text and shapes in the view.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        environmentChanged { $0.setForegroundStyles([AnyShapeStyle(style)]) }
    }

    /// Sets the primary and secondary foreground styles (`.primary` and `.secondary` resolve
    /// to them).
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> ModifiedContent<Self, _EnvironmentModifier> {
        environmentChanged { $0.setForegroundStyles([AnyShapeStyle(primary), AnyShapeStyle(secondary)]) }
    }

    /// Sets the primary, secondary and tertiary foreground styles.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> ModifiedContent<Self, _EnvironmentModifier> {
        environmentChanged { $0.setForegroundStyles([AnyShapeStyle(primary), AnyShapeStyle(secondary), AnyShapeStyle(tertiary)]) }
    }

    /// Sets the foreground colour of text and shapes in the view (`nil` restores the default).
    public func foregroundColor(_ color: Color?) -> ModifiedContent<Self, _EnvironmentModifier> {
        environmentChanged { env in
            if let color { env.setForegroundStyles([AnyShapeStyle(color)]) } else { env.foregroundStyles = [] }
        }
    }

    /// Sets the tint (the accent colour of controls and `.tint` styles).
    public func tint<S: ShapeStyle>(_ tint: S?) -> ModifiedContent<Self, _EnvironmentModifier> {
        environmentChanged { $0.setTint(tint.map { AnyShapeStyle($0) }) }
    }

    /// Sets the tint colour.
    public func tint(_ tint: Color?) -> ModifiedContent<Self, _EnvironmentModifier> {
        environmentChanged { $0.setTint(tint.map { AnyShapeStyle($0) }) }
    }

    /// Draws the view with an opacity in 0…1.
    public func opacity(_ opacity: Double) -> ModifiedContent<Self, _NodeModifier> {
        wrapped { child, context in
            ViewNode(OpacityPrimitive(opacity: ValueCheck.unit(opacity, "opacity", context)), children: [child], scope: context)
        }
    }

    /// Clips the view to a shape in its frame.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> ModifiedContent<Self, _NodeModifier> {
        wrapped { child, context in
            if style.isEOFilled {
                context.report(Diagnostic(.unsupported, "clipShape(_:style:) with an even-odd fill style clips with the non-zero rule; clip to a shape without overlapping subpaths instead."))
            }
            return ViewNode(ClipPrimitive(shape: shape), children: [child], scope: context)
        }
    }

    /// Clips the view to its frame.
    public func clipped(antialiased: Bool = false) -> some View {
        clipShape(Rectangle())
    }

    /// Clips the view to a rounded rectangle with circular corners (the deprecated form).
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> ModifiedContent<Self, _NodeModifier> {
        wrapped { child, context in
            var r = radius
            if !r.isFinite || r < 0 {
                context.report(Diagnostic(.invalidValue, "cornerRadius \(r) is not a finite, non-negative radius; 0 used."))
                r = 0
            }
            return ViewNode(ClipPrimitive(shape: RoundedRectangle(cornerRadius: r, style: .circular)), children: [child], scope: context)
        }
    }

    /// Tags the view so tests can find its frame (`LayoutTree.frame(of:)`).
    public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, _NodeModifier> {
        wrapped { child, context in
            var node = ViewNode(GroupPrimitive(), children: [child], scope: context)
            node.identifier = identifier
            return node
        }
    }

    /// Sets an environment value for the view and its descendants.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> ModifiedContent<Self, _EnvironmentModifier> {
        environmentChanged { $0[keyPath: keyPath] = value }
    }
}
