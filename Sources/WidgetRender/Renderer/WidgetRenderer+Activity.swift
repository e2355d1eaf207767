import Foundation
import WidgetCore

extension WidgetRenderer {
    /// Renders one presentation of a Live Activity: its Lock Screen view (`.content`) or a
    /// Dynamic Island presentation, for `attributes` and `state`, on `context`'s device, in
    /// its colour scheme, scale and locale (the family is not used).
    ///
    /// ```swift
    /// let image = try renderer.render(DeliveryActivity(), attributes: DeliveryAttributes.sample, state: .onTheWay,
    ///                                 as: .dynamicIsland(.compact), in: WidgetContext(family: .systemMedium))
    /// image.pixelWidth    // 690: the whole 230 × 36.67 pt island @3x
    /// image.layout.frame(of: "dynamicIsland.compactLeading")   // (0, 0, 52.33, 36.67)
    /// ```
    ///
    /// The Lock Screen image is the device's Live Activity width (371 pt on a 393-pt iPhone)
    /// by the content's height within 84–160 pt; the compact one the whole island (230 or 250
    /// × 36.67 pt); the minimal one 36.67–45 × 36.67 pt; the expanded one the island's width by
    /// its regions' height within 84–160 pt. The frozen "now" is `context.date`, or
    /// 2001-01-01 00:00 UTC. DocC: *Live Activities*.
    ///
    /// - Throws: ``WidgetRenderError`` when `activity` is not an `ActivityConfiguration`, the
    ///   attributes or state are not its types, or the device has no such presentation.
    public func render<W: Widget, A: ActivityAttributes>(_ activity: W, attributes: A, state: A.ContentState, as kind: ActivityPreviewViewKind, in context: WidgetContext = WidgetContext(family: .systemMedium)) throws -> RenderedImage {
        try renderActivity(activity.body._descriptor, attributes: attributes, state: state, isStale: false, as: kind, in: context)
    }

    /// Renders one presentation of a Live Activity for `content`: its state, stale when the
    /// stale date is at or before the render's "now" (`ActivityViewContext/isStale`).
    ///
    /// - Throws: ``WidgetRenderError`` as ``render(_:attributes:state:as:in:)`` does.
    public func render<W: Widget, A: ActivityAttributes>(_ activity: W, attributes: A, content: ActivityContent<A.ContentState>, as kind: ActivityPreviewViewKind, in context: WidgetContext = WidgetContext(family: .systemMedium)) throws -> RenderedImage {
        let now = context.date ?? WidgetContext.referenceDate
        return try renderActivity(activity.body._descriptor, attributes: attributes, state: content.state, isStale: content.isStale(at: now), as: kind, in: context)
    }

    /// Renders a Live Activity whose types are erased (previews).
    func renderActivity(_ descriptor: WidgetDescriptor, attributes: Any, state: Any, isStale: Bool, as kind: ActivityPreviewViewKind, in base: WidgetContext) throws -> RenderedImage {
        guard let activity = descriptor.activity else {
            throw WidgetRenderError("widget \"\(descriptor.kind)\" is not a Live Activity; render(_:attributes:state:as:in:) takes a widget whose body is an ActivityConfiguration")
        }
        guard var views = activity.makeViews(attributes, state, isStale) else {
            throw WidgetRenderError("the attributes (\(type(of: attributes))) or state (\(type(of: state))) are not those of the Live Activity for \(activity.attributesName); pass a \(activity.attributesName) and its ContentState")
        }
        views.supplementalFamilies = activity.supplementalFamilies
        views.appName = base.appName ?? ActivityViews.appName(fromAttributes: activity.attributesName)
        var context = base
        context.activityPresentation = kind
        let now = context.date ?? WidgetContext.referenceDate
        return try DeepStack.run {
            try withEngine { engine in
                let scene: ComposedScene
                do {
                    scene = try WidgetComposer(measurer: engine).composeActivity(views, as: kind, in: context, now: now)
                } catch let error as WidgetCoreError {
                    throw WidgetRenderError(error.message)
                }
                let image = try rasterize(scene, engine: engine, context: context)
                guard context.showsIslandOnScreen else { return image }
                guard case .dynamicIsland = kind else {
                    let note = Diagnostic(.unsupported, "showsIslandOnScreen places a Dynamic Island presentation on the screen's top; the \(kind) presentation is drawn as it is. Render .dynamicIsland(…) to see the island in place.")
                    return RenderedImage(bitmap: image.bitmap, scale: image.scale, layout: image.layout, diagnostics: image.diagnostics + [note])
                }
                return try placedOnScreenTop(image, in: context)
            }
        }
    }
}
