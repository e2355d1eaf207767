import Foundation

/// A trait of a `#Preview`, as SwiftUI's `PreviewTrait`: the layout it is shown in.
///
/// WidgetRender draws a view preview in a systemSmall widget unless a layout trait says
/// otherwise: `.sizeThatFitsLayout` renders the view at its ideal size on a transparent canvas,
/// `.fixedLayout(width:height:)` on a canvas of that size. Orientation traits are recorded and
/// change nothing (widgets do not rotate).
public struct PreviewTrait<T>: Sendable, Hashable {
    /// What the trait asks for.
    public enum Value: Sendable, Hashable {
        /// The default: a systemSmall widget.
        case defaultLayout
        /// The view's ideal size.
        case sizeThatFitsLayout
        /// A canvas of a fixed size in points.
        case fixedLayout(width: Double, height: Double)
        /// An interface orientation, recorded only.
        case orientation(String)
    }

    /// What the trait asks for.
    public let value: Value

    init(_ value: Value) { self.value = value }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The default layout: a systemSmall widget.
    public static var defaultLayout: PreviewTrait<T> { PreviewTrait(.defaultLayout) }
    /// The view at its ideal size.
    public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait(.sizeThatFitsLayout) }
    /// The view on a canvas `width` × `height` points.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        PreviewTrait(.fixedLayout(width: Double(width), height: Double(height)))
    }
    /// Portrait orientation (recorded; widgets do not rotate).
    public static var portrait: PreviewTrait<T> { PreviewTrait(.orientation("portrait")) }
    /// Landscape-left orientation (recorded; widgets do not rotate).
    public static var landscapeLeft: PreviewTrait<T> { PreviewTrait(.orientation("landscapeLeft")) }
    /// Landscape-right orientation (recorded; widgets do not rotate).
    public static var landscapeRight: PreviewTrait<T> { PreviewTrait(.orientation("landscapeRight")) }
    /// Upside-down portrait orientation (recorded; widgets do not rotate).
    public static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait(.orientation("portraitUpsideDown")) }
}
