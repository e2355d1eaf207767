import Foundation

extension PreviewProvider {
    /// The previews this provider declares: one per top-level view of ``previews`` (after
    /// groups and builders are flattened, as SwiftUI counts them), each with the name, family,
    /// device and layout its preview modifiers give.
    package static func _declaredPreviews() -> [Preview] {
        let typeName = String(reflecting: Self.self)
        let module = String(typeName.prefix { $0 != "." })
        let shortName = String(typeName.dropFirst(module.count + 1))
        let location = PreviewLocation(fileID: "\(module)/\(shortName)", filePath: "", line: 0, column: 0)
        let nodes = ResolveScope(environment: EnvironmentValues(), diagnostics: DiagnosticSink()).resolve(previews)
        return nodes.indices.map { index in
            var preview = Preview(name: nil, location: location, content: .view { AnyView(PreviewSlice(previews: previews, index: index)) })
            var node = nodes[index]
            while let marker = node.primitive as? PreviewAnnotationPrimitive, let child = node.children.first {
                preview.apply(marker.annotation)
                node = child
            }
            if preview.name == nil && nodes.count > 1 { preview.name = "\(shortName) \(index + 1)" }
            if preview.name == nil { preview.name = shortName }
            return preview
        }
    }
}

extension Preview {
    /// Applies an annotation of a preview modifier; the outermost modifier of a kind wins, as
    /// in SwiftUI (it is applied first and not replaced).
    mutating func apply(_ annotation: PreviewAnnotation) {
        switch annotation {
        case .family(let family): if self.family == nil { self.family = family }
        case .displayName(let name): if self.name == nil { self.name = name }
        case .device(let device): if self.device == nil { self.device = device }
        case .layout(let layout):
            guard !traits.contains(where: \.isLayout) else { return }
            switch layout {
            case .device: traits.append(.defaultLayout)
            case .sizeThatFits: traits.append(.sizeThatFitsLayout)
            case .fixed(let width, let height): traits.append(.fixedLayout(width: Double(width), height: Double(height)))
            }
        case .orientation(let orientation): traits.append(.orientation(orientation.id))
        }
    }
}

extension PreviewTrait.Value {
    /// Whether the trait chooses a layout (not an orientation).
    var isLayout: Bool {
        if case .orientation = self { return false }
        return true
    }
}

/// One view of a `PreviewProvider`'s previews: resolves the whole `previews` in the render's
/// environment (so `\.widgetFamily` and the rest are the preview's own) and keeps the
/// `index`-th top-level view, without its preview modifiers.
struct PreviewSlice<Previews: View>: View, PrimitiveView {
    /// Built in: makes its own nodes instead of resolving a `body`.
    static func _resolveNodes(_ view: Self, in context: _ResolveContext) -> _ResolvedNodes { context.primitive(view) }

    let previews: Previews
    let index: Int

    var body: Never { primitiveBody() }

    func resolve(in context: ResolveScope) -> [ViewNode] {
        let nodes = context.resolve(previews)
        guard nodes.indices.contains(index) else { return [] }
        var node = nodes[index]
        while node.primitive is PreviewAnnotationPrimitive, let child = node.children.first { node = child }
        return [node]
    }
}
