import Foundation

/// What a content shape is for, as SwiftUI's `ContentShapeKinds`. In a widget, only
/// ``interaction`` changes something: the region of a tap target.
public struct ContentShapeKinds: OptionSet, Sendable, Hashable {
    /// The kinds as bits.
    public let rawValue: Int

    /// A set of kinds from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Hit testing: the region a `Button`, `Link` or `Toggle` takes taps in.
    public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
    /// The preview of a drag (no drags in a widget).
    public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
    /// The preview of a context menu (no context menus in a widget).
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
    /// The hover effect (no pointer in a widget).
    public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
    /// The focus effect (no focus in a widget).
    public static let focusEffect = ContentShapeKinds(rawValue: 1 << 4)
    /// The accessibility frame (recorded in the layout tree only).
    public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)
}
