import Foundation

/// The current foreground style (`.foreground`), as SwiftUI's `ForegroundStyle`.
public struct ForegroundStyle: ShapeStyle {
    /// Creates the foreground style.
    public init() {}
    /// The environment's foreground style, else the label colour. Not API: used by the renderer.
    public func _resolve(in environment: EnvironmentValues) -> ResolvedStyle {
        HierarchicalShapeStyle.primary._resolve(in: environment)
    }
}
