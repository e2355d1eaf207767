import Foundation

/// A style at a lower level of prominence: the base style's colours at reduced opacity, as
/// the instance properties `.secondary`, `.tertiary` and `.quaternary` of any `ShapeStyle`.
public struct _LeveledShapeStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let level: Int

    /// The base style with its alpha multiplied by the level's opacity.
    public func _resolve(in environment: EnvironmentValues) -> ResolvedStyle {
        base._resolve(in: environment).multiplyingOpacity(HierarchicalShapeStyle.levelOpacities[level])
    }
}

extension ShapeStyle {
    /// The style's second level (its colours at 0.6 opacity).
    public var secondary: _LeveledShapeStyle<Self> { _LeveledShapeStyle(base: self, level: 1) }
    /// The style's third level (its colours at 0.3 opacity).
    public var tertiary: _LeveledShapeStyle<Self> { _LeveledShapeStyle(base: self, level: 2) }
    /// The style's fourth level (its colours at 0.18 opacity).
    public var quaternary: _LeveledShapeStyle<Self> { _LeveledShapeStyle(base: self, level: 3) }
}
