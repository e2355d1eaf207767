import Foundation

/// A resolved `background` or `overlay`: the secondary view is drawn behind or in front of
/// the primary, laid out as ``SecondaryLayerPrimitive`` describes.
struct LayerPrimitive: SecondaryLayerPrimitive {
    let isBackground: Bool
    let alignment: Alignment

    var name: String { isBackground ? "background" : "overlay" }

    var secondaryIsBehind: Bool { isBackground }
}
