import Foundation

extension ControlComposition {
    /// A Control Center tile of `size` (``ControlStyleConstants/tileSize(_:)``) with a margin
    /// of the backdrop around it: the symbol centred in a module-sized box at the tile's
    /// leading top; at the medium size the title and value beside it, at the large size below it.
    /// An off tile is translucent with a white symbol; a toggle that is on fills it white and
    /// draws its symbol in the tint.
    func controlCenter(_ size: ControlCenterSize) -> ComposedScene {
        typealias K = ControlStyleConstants
        let tile = K.tileSize(size)
        let (canvas, rect) = canvas(around: tile)
        let on = look.showsOn
        let foreground = on ? K.onForeground : K.offForeground
        let symbol = look.symbolView(pointSize: K.symbolPointSize, color: on ? look.tint : K.offForeground)
        let box = K.gridModule
        let symbolBox = ZStack { symbol }.frame(width: box, height: box)
        let text = VStack(alignment: .leading, spacing: 1) {
            look.titleView(color: foreground)
            look.valueView(color: foreground.opacity(K.valueOpacity))
        }
        let content: AnyView
        switch size {
        case .small:
            content = AnyView(symbolBox)
        case .medium:
            content = AnyView(
                HStack(spacing: 0) {
                    symbolBox
                    text
                    Spacer(minLength: K.contentInset)
                })
        case .large:
            content = AnyView(
                VStack(alignment: .leading, spacing: 0) {
                    symbolBox
                    Spacer(minLength: 0)
                    text.padding(.horizontal, K.contentInset).padding(.bottom, K.contentInset)
                })
        }
        let view = ZStack(alignment: .topLeading) {
            tileShape(size, fill: on ? K.onTile : K.offTile).frame(width: tile.width, height: tile.height).accessibilityIdentifier("control.tile")
            content.frame(width: tile.width, height: tile.height, alignment: .topLeading)
        }
        .frame(width: tile.width, height: tile.height)
        return scene(
            view, size: canvas, content: rect, shape: Path(CGRect(origin: .zero, size: canvas)), placement: .controlCenter(size),
            figures: ["the \(LayoutDump.format(tile.width)) × \(LayoutDump.format(tile.height)) pt tile (a \(LayoutDump.format(K.gridModule))-pt grid module)", "its corner radius", "the tile colours", "the backdrop's blur and dimming"])
    }

    /// The tile's shape: a circle (small), a capsule (medium), a rounded square of
    /// ``ControlStyleConstants/tileCornerRadius`` (large).
    private func tileShape(_ size: ControlCenterSize, fill: Color) -> AnyView {
        switch size {
        case .small: return AnyView(Circle().fill(fill))
        case .medium: return AnyView(Capsule().fill(fill))
        case .large: return AnyView(RoundedRectangle(cornerRadius: ControlStyleConstants.tileCornerRadius, style: .continuous).fill(fill))
        }
    }
}
