import Foundation

extension View {
    /// Mirrors the view horizontally when the layout direction is right to left, as
    /// SwiftUI's `flipsForRightToLeftLayoutDirection(_:)`: for images that point along the
    /// reading direction (an arrow, a reply glyph). In a left-to-right layout, or with
    /// `enabled` false, the view draws as is.
    ///
    /// ```swift
    /// Image(systemName: "arrowshape.turn.up.left").flipsForRightToLeftLayoutDirection(true)
    /// ```
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        RightToLeftFlip(content: self, behavior: enabled ? .mirrors : .fixed)
    }
}

/// The content of ``View/flipsForRightToLeftLayoutDirection(_:)`` and
/// ``View/layoutDirectionBehavior(_:)``: mirrored about its centre (a horizontal scale of −1)
/// when `behavior` mirrors in the environment's direction. Layout is not affected.
struct RightToLeftFlip<Content: View>: View {
    let content: Content
    let behavior: LayoutDirectionBehavior
    @Environment(\.layoutDirection) private var layoutDirection

    var body: some View {
        if behavior.mirrors(layoutDirection) {
            content.scaleEffect(x: -1, y: 1)
        } else {
            content
        }
    }
}
