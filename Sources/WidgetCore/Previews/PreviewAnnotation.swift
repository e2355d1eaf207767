import Foundation

/// What a preview modifier (`previewContext`, `previewDisplayName`, `previewLayout`,
/// `previewDevice`, `previewInterfaceOrientation`) records on a view of a `PreviewProvider`.
package enum PreviewAnnotation: Sendable, Hashable {
    case family(WidgetFamily)
    case displayName(String?)
    case layout(PreviewLayout)
    case device(PreviewDevice?)
    case orientation(InterfaceOrientation)
}

/// The node a preview modifier leaves in the tree: it changes nothing in layout or drawing,
/// and the preview list reads its annotation.
struct PreviewAnnotationPrimitive: RenderEffectPrimitive {
    let annotation: PreviewAnnotation

    var name: String { "preview" }

    var collapsesIntoChild: Bool { true }
}

extension View {
    /// Shows this preview in a context, as SwiftUI's `previewContext(_:)`:
    /// `WidgetPreviewContext(family:)` sets the widget family it renders in.
    public func previewContext<C: PreviewContext>(_ value: C) -> some View {
        previewAnnotated(value._widgetFamily.map(PreviewAnnotation.family))
    }

    /// Names this preview, as SwiftUI's `previewDisplayName(_:)`.
    public func previewDisplayName(_ value: String?) -> some View {
        previewAnnotated(.displayName(value))
    }

    /// Lays this preview out in its widget, at its ideal size or on a fixed canvas, as SwiftUI's
    /// `previewLayout(_:)`.
    public func previewLayout(_ value: PreviewLayout) -> some View {
        previewAnnotated(.layout(value))
    }

    /// Shows this preview on a device, as SwiftUI's `previewDevice(_:)`.
    public func previewDevice(_ value: PreviewDevice?) -> some View {
        previewAnnotated(.device(value))
    }

    /// Records an interface orientation for this preview (widgets do not rotate).
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        previewAnnotated(.orientation(value))
    }

    private func previewAnnotated(_ annotation: PreviewAnnotation?) -> ModifiedContent<Self, _NodeModifier> {
        wrapped { child, scope in
            guard let annotation else { return child }
            return ViewNode(PreviewAnnotationPrimitive(annotation: annotation), children: [child], scope: scope)
        }
    }
}
