import Foundation

extension Painter {
    /// Paints `node` as the plate of `AccessoryWidgetBackground`: every item it makes is
    /// flagged ``DisplayItem/isAccessoryBackground``, so the vibrant mode draws it as the dark,
    /// fully blurred plate of the Lock Screen backdrop rather than as content (full colour and
    /// accented draw it as it is).
    package func paintAccessoryBackground(_ node: LayoutNode, into items: inout [DisplayItem]) {
        var plate: [DisplayItem] = []
        paint(node, into: &plate)
        for index in plate.indices { plate[index].isAccessoryBackground = true }
        items += plate
    }
}
