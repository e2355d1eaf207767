import Foundation
import WidgetCore

extension WidgetRenderer {
    /// Renders a Live Activity preview: its presentation once per content state, in order.
    func renderActivity(_ preview: ActivityPreview, name: String, location: PreviewLocation, in context: WidgetContext, notes: [Diagnostic]) async throws -> [PreviewRendering] {
        let widget = preview.makeWidget()
        let descriptor = widget.descriptor
        guard descriptor.activity != nil else {
            throw WidgetRenderError("widget \"\(descriptor.kind)\" is not a Live Activity; a #Preview(as: \(preview.kind), using:) needs a widget whose body is an ActivityConfiguration")
        }
        let states = await preview.contentStates()
        guard !states.isEmpty else {
            throw WidgetRenderError("the preview has no content states; give `contentStates:` at least one")
        }
        return try states.enumerated().map { index, state in
            let image = try renderActivity(descriptor, attributes: preview.attributes, state: state, isStale: false, as: preview.kind, in: context)
            var rendering = PreviewRendering(name: name, location: location, family: context.family, entryIndex: index, entryDate: nil, image: image, diagnostics: notes + image.diagnostics)
            rendering.activityKind = preview.kind
            return rendering
        }
    }
}
