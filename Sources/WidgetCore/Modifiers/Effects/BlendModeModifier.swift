import Foundation

extension View {
    /// Composites the view onto what is beneath it with `blendMode`, as SwiftUI's `blendMode(_:)`.
    ///
    /// `.plusDarker` has no Cairo operator: it is drawn as `.multiply` and reported.
    public func blendMode(_ blendMode: BlendMode) -> some View {
        checkedEffect("blendMode") { scope in
            if blendMode == .plusDarker {
                scope.report(Diagnostic(.unsupported, "blendMode(.plusDarker) is drawn as .multiply (Cairo has no plus-darker operator)."))
            }
            return { _ in blendMode == .normal ? nil : .blend(blendMode) }
        }
    }

    /// Draws the view into an offscreen group before compositing it, as SwiftUI's
    /// `compositingGroup()`: opacity and blend modes outside apply to the group as a whole.
    public func compositingGroup() -> some View {
        effect("compositingGroup") { _ in .blend(.normal) }
    }

    /// Flattens the view into one offscreen image, as SwiftUI's `drawingGroup(opaque:colorMode:)`;
    /// drawn like ``compositingGroup()``.
    public func drawingGroup(opaque: Bool = false) -> some View {
        effect("drawingGroup") { _ in .blend(.normal) }
    }
}
