import Foundation
import WidgetCore

/// The accented pass: the system backdrop, then each accent group drawn into its own alpha
/// mask and filled with one colour, then the images left in full colour.
///
/// Every drawing item belongs to the default or the accent group (``AccentGroup``). Images
/// follow their ``WidgetAccentedRenderingMode``: `.accented` joins the accent group,
/// `.desaturated` and `.accentedDesaturated` put their luminance × alpha into the default or
/// accent mask, `.fullColor` is drawn untouched on top (ignored on watchOS), and none is a
/// silhouette in the image's group. Colour is thrown away: only alpha reaches a mask, so
/// gradients keep their alpha ramp and opaque photos become solid shapes.
///
/// Decision: the two masks are composited default group first, accent group over it, full
/// colour images last; items of different groups do not keep their mutual z-order (each group
/// is one layer, as the masks of the system are).
struct AccentedPass: RasterPass {
    /// The colours.
    var style: AccentedStyle
    /// The backdrop drawn inside the widget's shape (`nil`: none, for a plain view).
    var backdrop: Backdrop?
    /// The iOS 26 glass whose rim is drawn over the backdrop (`nil`: none; its lens is in
    /// the backdrop already).
    var glass: GlassMaterial?
    /// The widget's corner radius, in points (for the rim).
    var cornerRadius: CGFloat = 0
    /// Whether `.fullColor` images are honoured (not on watchOS).
    var honoursFullColorImages = true

    /// The layer an item is drawn in.
    enum Layer { case defaultGroup, accent, fullColor }

    /// The layer of `item`, and whether its luminance (not its alpha) makes the mask.
    func layer(of item: DisplayItem) -> (Layer, luminance: Bool) {
        if case .image = item.operation, let mode = item.accentedRenderingMode {
            switch mode {
            case .accented: return (.accent, false)
            case .desaturated: return (.defaultGroup, true)
            case .accentedDesaturated: return (.accent, true)
            case .fullColor: if honoursFullColorImages { return (.fullColor, false) }
            }
        }
        return (item.accentGroup == .accent ? .accent : .defaultGroup, false)
    }

    /// The items of `layer`: every scope item (so clips, groups and masks stay balanced), the
    /// layer's drawing items, luminance images wrapped in a luminance-to-alpha scope.
    func items(of list: DisplayList, in layer: Layer) -> [DisplayItem] {
        var out: [DisplayItem] = []
        out.reserveCapacity(list.items.count)
        for item in list.items {
            guard item.operation.isDrawing else {
                out.append(item)
                continue
            }
            let (l, luminance) = self.layer(of: item)
            guard l == layer else { continue }
            if luminance {
                out.append(DisplayItem(.beginLuminanceToAlpha))
                out.append(item)
                out.append(DisplayItem(.endLuminanceToAlpha))
            } else {
                out.append(item)
            }
        }
        return out
    }

    func draw(_ list: DisplayList, in context: RasterPassContext) throws -> PassFindings {
        let canvas = context.canvas
        var findings = PassFindings()
        if let backdrop, let shape = list.widgetShape {
            canvas.save()
            _ = canvas.setPath(shape)
            canvas.clip()
            try backdrop.draw(on: canvas, in: context.visibleRect)
            glass?.drawRim(on: canvas, shape: shape, widget: CGRect(origin: .zero, size: list.size), cornerRadius: cornerRadius, scale: list.scale)
            canvas.restore()
        }
        let canvasPixels = canvas.surface.width * canvas.surface.height
        for (layer, color) in [(Layer.defaultGroup, style.defaultGroup), (.accent, style.accent)] {
            let layerItems = items(of: list, in: layer)
            guard layerItems.contains(where: { $0.operation.isDrawing }) else { continue }
            canvas.beginGroup()
            try context.replay(DisplayList(size: list.size, scale: list.scale, items: layerItems))
            let mask = canvas.endGroup { findings.measureCoverage($0, canvasPixels: canvasPixels) }
            canvas.fill(color, maskedBy: mask)
        }
        let fullColor = items(of: list, in: .fullColor)
        if fullColor.contains(where: { $0.operation.isDrawing }) {
            try context.replay(DisplayList(size: list.size, scale: list.scale, items: fullColor))
        }
        return findings
    }
}
