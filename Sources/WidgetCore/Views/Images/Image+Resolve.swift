import Foundation

extension Image: View {
    /// Never called: an image is a primitive view.
    public var body: Never { primitiveBody() }
}

extension Image: PrimitiveView {
    /// Built in: makes its own nodes instead of resolving a `body`.
    public static func _resolveNodes(_ view: Self, in context: _ResolveContext) -> _ResolvedNodes { context.primitive(view) }

    /// The cap height of the bundled text font as a share of its size (Inter: 0.727 em), on
    /// which symbols are centred.
    static let capHeightRatio: CGFloat = 0.727

    /// The side of the placeholder of a missing picture when it is not resizable, in points.
    static let missingImageSide: CGFloat = 24

    func resolve(in context: ResolveScope) -> [ViewNode] {
        var primitive: ImagePrimitive
        switch content {
        case .system(let name):
            primitive = resolveSymbol(name, context)
        case .named(let name, _):
            primitive = resolveAsset(name, context)
        case .uiImage(let image):
            primitive = resolveUIImage(image, context)
        }
        primitive.isResizable = resizing != nil
        if var resizing {
            if resizing.capInsets.isZeroInsets, case .uiImage(let image) = content, image.capInsets != .zero {
                // `UIImage.resizableImage(withCapInsets:resizingMode:)`: the image's own insets.
                resizing = Resizing(capInsets: image.capInsets.edgeInsets, mode: image.resizingMode == .tile ? .tile : .stretch)
            }
            if !resizing.capInsets.isZeroInsets {
                if case .picture(.pixels, _) = primitive.drawing {
                    primitive.capInsets = resizing.capInsets
                } else {
                    context.report(Diagnostic(.unsupported, "resizable(capInsets:) on a symbol or SVG image draws it stretched whole; cap insets are kept for bitmaps only."))
                }
            }
            if resizing.mode == .tile {
                context.report(Diagnostic(.unsupported, "resizable(resizingMode: .tile) draws the image stretched; tiling is not drawn yet."))
            }
        }
        primitive.interpolation = isAntialiased ? interpolation.drawing : .none
        if case .system(let name) = content { return [Image.directional(ViewNode(primitive, scope: context), symbol: name, in: context)] }
        return [ViewNode(primitive, scope: context)]
    }

    /// A symbol name as messages show it: whole up to 64 characters (the longest symbol name
    /// has about 50), else its start and its length, so an entry's garbage cannot make a
    /// message of megabytes.
    static func shownName(_ name: String) -> String {
        let count = name.count
        return count > 64 ? String(name.prefix(64)) + "… (\(count) characters)" : name
    }

    private func resolveSymbol(_ requested: String, _ context: ResolveScope) -> ImagePrimitive {
        let env = context.environment
        let font = (env.font ?? .body).resolve(in: env)
        let pointSize = font.size * env.imageScale.factor
        guard let provider = ImageResources.current else {
            context.report(Diagnostic(.missingSymbol, "symbol \"\(Image.shownName(requested))\" cannot be drawn: no renderer's symbol library is available here; a placeholder is drawn. Render with WidgetRenderer."))
            return placeholder(side: pointSize, symbol: requested)
        }
        let candidates = env.symbolVariants.candidates(for: requested)
        guard let found = candidates.first(where: provider.hasSymbol(named:)), let art = provider.symbol(named: found, weight: font.weight) else {
            let near = provider.symbolNames(nearest: requested, count: 3).map { "\"\($0)\"" }.joined(separator: ", ")
            context.report(Diagnostic(.missingSymbol, "symbol \"\(Image.shownName(requested))\" is not bundled; a placeholder is drawn. Nearest bundled names: \(near)."))
            return placeholder(side: pointSize, symbol: requested)
        }
        let k = pointSize / art.viewBox
        let size = CGSize(width: art.inkBounds.width * k, height: art.inkBounds.height * k)
        let baseline = size.height / 2 + font.size * Image.capHeightRatio / 2
        let layers = symbolLayers(art, env)
        let drawing = ImagePrimitive.Drawing.symbol(name: art.name, layers: layers, viewBox: art.viewBox, ink: art.inkBounds)
        return ImagePrimitive(drawing: drawing, naturalSize: size, isResizable: false, baseline: baseline, interpolation: .high)
    }

    /// The layers to draw and their fills in the rendering mode in effect.
    private func symbolLayers(_ art: SymbolArtwork, _ env: EnvironmentValues) -> [(svg: Data, style: ResolvedStyle)] {
        let primary = HierarchicalShapeStyle.primary._resolve(in: env)
        let mode = symbolRenderingMode ?? env.symbolRenderingMode ?? .monochrome
        switch mode.kind {
        case .monochrome:
            return [(art.monochrome, primary)]
        case .hierarchical:
            let opacities = SymbolRenderingMode.hierarchicalOpacities
            return art.layers.sorted { $0.level > $1.level }.map { ($0.svg, primary.multiplyingOpacity(opacities[min($0.level, opacities.count - 1)])) }
        case .palette:
            return art.layers.sorted { $0.level > $1.level }.map { ($0.svg, HierarchicalShapeStyle.foreground(level: $0.level, in: env)) }
        case .multicolor:
            guard let name = art.multicolor, let color = Image.multicolorPalette[name] else { return [(art.monochrome, primary)] }
            return [(art.monochrome, color._resolve(in: env))]
        }
    }

    /// The system colours the manifest's `multicolor` entries name.
    static let multicolorPalette: [String: Color] = [
        "red": .red, "orange": .orange, "yellow": .yellow, "green": .green, "mint": .mint, "teal": .teal,
        "cyan": .cyan, "blue": .blue, "indigo": .indigo, "purple": .purple, "pink": .pink, "brown": .brown, "gray": .gray,
    ]

    private func resolveAsset(_ name: String, _ context: ResolveScope) -> ImagePrimitive {
        let env = context.environment
        guard let provider = ImageResources.current else {
            context.report(Diagnostic(.missingAsset, "image \"\(name)\" cannot be drawn: no renderer reads asset catalogs here; a placeholder is drawn. Render with WidgetRenderer and set WidgetContext.assetCatalogs."))
            return placeholder(side: Image.missingImageSide, symbol: nil)
        }
        return picture(provider.image(named: name, catalogs: env.assetCatalogs, scale: env.displayScale, colorScheme: env.colorScheme, idiom: env.assetIdiom), context)
    }

    private func resolveUIImage(_ image: UIImage, _ context: ResolveScope) -> ImagePrimitive {
        switch image.source {
        case .symbol(let name):
            return resolveSymbol(name, context)
        case .empty:
            return placeholder(side: 0, symbol: nil)
        case .drawing(let drawing):
            guard let provider = ImageResources.current else {
                context.report(Diagnostic(.unreadableImage, "a UIImage made by UIGraphicsImageRenderer cannot be drawn: no renderer's image decoder is available here; a placeholder is drawn. Render with WidgetRenderer."))
                return placeholder(side: Image.missingImageSide, symbol: nil)
            }
            let svg = drawing.svg(in: context.environment, provider: provider, report: context.report)
            return picture(AssetLookup(LoadedImage(source: .svg(svg), size: drawing.size)), context, renderingMode: image.renderingMode)
        case .named(let name):
            return resolveAsset(name, context)
        case .data(let data):
            guard let provider = ImageResources.current else {
                context.report(Diagnostic(.unreadableImage, "a UIImage cannot be drawn: no renderer's image decoder is available here; a placeholder is drawn. Render with WidgetRenderer."))
                return placeholder(side: Image.missingImageSide, symbol: nil)
            }
            return picture(provider.image(data: data, scale: image.scale, describedAs: "UIImage of \(data.count) bytes"), context, renderingMode: image.renderingMode)
        }
    }

    /// A decoded picture; `renderingMode` is a `UIImage`'s own (``UIImage/withRenderingMode(_:)``),
    /// which `.renderingMode(_:)` on the image overrides.
    private func picture(_ lookup: AssetLookup<LoadedImage>, _ context: ResolveScope, renderingMode uiMode: UIImage.RenderingMode = .automatic) -> ImagePrimitive {
        lookup.diagnostics.forEach(context.report)
        guard let loaded = lookup.value else { return placeholder(side: Image.missingImageSide, symbol: nil) }
        let uiTemplate: Bool? = uiMode == .automatic ? nil : uiMode == .alwaysTemplate
        let isTemplate = renderingMode.map { $0 == .template } ?? uiTemplate ?? loaded.isTemplate
        let template = isTemplate ? HierarchicalShapeStyle.primary._resolve(in: context.environment) : nil
        return ImagePrimitive(drawing: .picture(loaded.source, template: template), naturalSize: loaded.size, isResizable: false, baseline: nil, interpolation: .high)
    }

    private func placeholder(side: CGFloat, symbol: String?) -> ImagePrimitive {
        ImagePrimitive(drawing: .placeholder(symbolName: symbol), naturalSize: CGSize(width: side, height: side), isResizable: false, baseline: symbol == nil ? nil : side, interpolation: .high)
    }
}

extension Image.Interpolation {
    var drawing: ImageDrawing.Interpolation {
        switch self {
        case .none: return .none
        case .low: return .low
        case .medium: return .medium
        case .high: return .high
        }
    }
}

extension EdgeInsets {
    var isZeroInsets: Bool { top == 0 && leading == 0 && bottom == 0 && trailing == 0 }
}
