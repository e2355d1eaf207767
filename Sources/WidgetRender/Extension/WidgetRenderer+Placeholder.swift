import Foundation
import WidgetCore

extension WidgetRenderer {
    /// The widget's placeholder in `context`: its provider's `placeholder(in:)` entry, drawn
    /// redacted as WidgetKit draws it while the data loads; for a run whose provider failed.
    ///
    /// - Throws: ``WidgetRenderError`` when the widget has no provider, the family is not
    ///   supported, or `placeholder(in:)` fails.
    func placeholderImage(of descriptor: WidgetDescriptor, in context: WidgetContext) throws -> RenderedImage {
        try Self.checkRenderable(descriptor, family: context.family)
        guard let provider = descriptor.provider else {
            throw WidgetRenderError("widget \"\(descriptor.kind)\" has no timeline provider, so no placeholder")
        }
        let runner = ProviderRunner(provider: provider, kind: descriptor.kind, timeout: Self.providerTimeout)
        let providerContext = TimelineProviderContext(family: context.family, isPreview: true, displaySize: try context.size())
        let placeholder = try runner.placeholder(in: providerContext)
        var entryContext = context
        entryContext.date = placeholder.entry.date
        entryContext.redactionReasons.insert(.placeholder)
        return try renderEntry(descriptor, entry: placeholder.entry, in: entryContext)
    }
}
