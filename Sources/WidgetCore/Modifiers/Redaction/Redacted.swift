import Foundation

extension View {
    /// Draws the view redacted, as SwiftUI's `redacted(reason:)`: with `.placeholder`, text
    /// becomes per-line bars, images and symbols placeholder shapes (`RedactionStyle`), and
    /// `\.redactionReasons` includes the reason for the views inside. `.privacy` only marks the
    /// environment: views marked `privacySensitive()` are then redacted.
    ///
    /// ```swift
    /// WeatherView(entry: .preview).redacted(reason: .placeholder)
    /// ```
    public func redacted(reason: RedactionReasons) -> some View {
        wrapped { child, scope in
            guard reason.contains(.placeholder) else { return child }
            return ViewNode(RedactionPrimitive(foreground: HierarchicalShapeStyle.primary._resolve(in: scope.environment)), children: [child], scope: scope)
        }
        .environmentChanged { $0.redactionReasons.formUnion(reason) }
    }

    /// Draws the view unredacted inside a redacted ancestor, as SwiftUI's `unredacted()`;
    /// `\.redactionReasons` is empty inside.
    public func unredacted() -> some View {
        wrapped { child, scope in ViewNode(UnredactedPrimitive(), children: [child], scope: scope) }
            .environmentChanged { $0.redactionReasons = [] }
    }

    /// Marks the view as showing private data, as SwiftUI's `privacySensitive(_:)`: when the
    /// environment's redaction reasons include `.privacy` (``WidgetContext/redactionReasons``,
    /// as on a locked device, or `redacted(reason: .privacy)` on an ancestor) it is drawn
    /// redacted like a placeholder.
    public func privacySensitive(_ sensitive: Bool = true) -> ModifiedContent<Self, _NodeModifier> {
        wrapped { child, scope in
            guard sensitive, scope.environment.redactionReasons.contains(.privacy) else { return child }
            return ViewNode(RedactionPrimitive(foreground: HierarchicalShapeStyle.primary._resolve(in: scope.environment)), children: [child], scope: scope)
        }
    }
}

/// A resolved placeholder redaction: text inside is drawn as bars by the rasteriser
/// (an effect scope), images and symbols are replaced here by placeholder shapes.
struct RedactionPrimitive: RenderEffectPrimitive {
    /// The foreground where the redaction was applied: the colour of redacted pictures.
    let foreground: ResolvedStyle

    var name: String { "redacted" }

    func paint(_ node: LayoutNode, with painter: Painter, into items: inout [DisplayItem]) {
        var inner: [DisplayItem] = []
        painter.paintChildren(of: node, into: &inner)
        items += redact(inner)
    }

    /// `inner` redacted: inside a text-redaction scope, images replaced by placeholders
    /// (except inside `unredacted()` scopes).
    func redact(_ inner: [DisplayItem]) -> [DisplayItem] {
        guard !inner.isEmpty else { return [] }
        var items = [DisplayItem(.beginEffect(.redactText))]
        var unredactedDepth = 0
        for item in inner {
            switch item.operation {
            case .beginEffect(.unredact):
                unredactedDepth += 1
            case .endEffect where unredactedDepth > 0:
                unredactedDepth -= 1
            default:
                break
            }
            if unredactedDepth == 0, case .image(let image) = item.operation {
                items.append(placeholder(for: image, like: item))
            } else {
                items.append(item)
            }
        }
        items.append(DisplayItem(.endEffect))
        return items
    }

    /// A widget's content items, redacted as a placeholder when the context's redaction
    /// reasons include `.placeholder` (``WidgetContext/redactionReasons``), as the system draws
    /// a widget before its first timeline entry; unchanged otherwise.
    static func redactingWidget(_ items: [DisplayItem], in environment: EnvironmentValues) -> [DisplayItem] {
        guard environment.redactionReasons.contains(.placeholder) else { return items }
        return RedactionPrimitive(foreground: HierarchicalShapeStyle.primary._resolve(in: environment)).redact(items)
    }

    /// The placeholder shape drawn instead of `image`.
    func placeholder(for image: ImageDrawing, like item: DisplayItem) -> DisplayItem {
        var copy = item
        let frame = image.frame
        if image.symbolName != nil {
            let d = min(frame.width, frame.height)
            let circle = CGRect(x: frame.midX - d / 2, y: frame.midY - d / 2, width: d, height: d)
            let style = RedactionStyle.placeholderStyle(for: image.templateStyle ?? foreground)
            copy.operation = .fill(Path(ellipseIn: circle), style: style, bounds: frame, rule: .nonZero)
        } else {
            copy.operation = .fill(Path(frame), style: foreground.multiplyingOpacity(RedactionStyle.placeholderOpacity), bounds: frame, rule: .nonZero)
        }
        return copy
    }
}

/// A resolved `unredacted()`: its content is drawn as is inside a redaction.
struct UnredactedPrimitive: RenderEffectPrimitive {
    var name: String { "unredacted" }

    func paint(_ node: LayoutNode, with painter: Painter, into items: inout [DisplayItem]) {
        var inner: [DisplayItem] = []
        painter.paintChildren(of: node, into: &inner)
        guard !inner.isEmpty else { return }
        items.append(painter.item(.beginEffect(.unredact), for: node))
        items += inner
        items.append(painter.item(.endEffect, for: node))
    }
}
