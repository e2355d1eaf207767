import Foundation

/// A Live Activity's configuration, as WidgetKit's `ActivityConfiguration`: the Lock Screen
/// view (also the banner on devices without a Dynamic Island) and the Dynamic Island's
/// presentations, each built from an ``ActivityViewContext``.
///
/// Render one with `WidgetRenderer.render(_:attributes:state:as:in:)`; rendering it as a
/// widget family (`render(_:entry:in:)`) is an error that names that call.
///
/// ```swift
/// struct DeliveryActivity: Widget {
///     var body: some WidgetConfiguration {
///         ActivityConfiguration(for: DeliveryAttributes.self) { context in
///             DeliveryLockScreenView(context: context)
///         } dynamicIsland: { context in
///             DynamicIsland {
///                 DynamicIslandExpandedRegion(.leading) { Image(systemName: "box.truck") }
///                 DynamicIslandExpandedRegion(.trailing) { Text("\(context.state.minutesLeft) min") }
///             } compactLeading: { Image(systemName: "box.truck") }
///               compactTrailing: { Text("\(context.state.minutesLeft)m") }
///               minimal: { Image(systemName: "box.truck") }
///         }
///     }
/// }
/// ```
public struct ActivityConfiguration<Attributes: ActivityAttributes>: WidgetConfiguration {
    /// The configuration's facts. Not API: used by the renderer.
    public let _descriptor: WidgetDescriptor

    /// A Live Activity with a Lock Screen view and a Dynamic Island.
    public init<Content: View>(
        for attributesType: Attributes.Type,
        @ViewBuilder content: @escaping (ActivityViewContext<Attributes>) -> Content,
        dynamicIsland: @escaping (ActivityViewContext<Attributes>) -> DynamicIsland
    ) {
        let name = "\(Attributes.self)"
        var descriptor = WidgetDescriptor.unrenderable(
            kind: name,
            reason: "ActivityConfiguration(for: \(name).self) is a Live Activity, not a widget family; render it with render(_:attributes:state:as:in:) or its #Preview(as: .content, using:)")
        descriptor.activity = ActivityDescriptor(attributesName: name) { attributes, state, isStale in
            guard let attributes = attributes as? Attributes, let state = state as? Attributes.ContentState else { return nil }
            let context = ActivityViewContext(attributes: attributes, state: state, isStale: isStale, activityID: ActivityViewContext<Attributes>.renderedActivityID)
            return ActivityViews(content: AnyView(content(context)), dynamicIsland: dynamicIsland(context))
        }
        _descriptor = descriptor
    }
}

/// A Live Activity's configuration with its types erased: how to build its views from
/// attributes and a state given as `Any`. Not API: used by the renderer.
package struct ActivityDescriptor {
    /// The attributes type's name, for messages.
    package var attributesName: String
    /// The views for attributes, a state and staleness, or `nil` when the types are not the
    /// activity's.
    package var makeViews: (Any, Any, Bool) -> ActivityViews?
    /// The families added with `supplementalActivityFamilies(_:)`.
    package var supplementalFamilies: [ActivityFamily] = []

    package init(attributesName: String, makeViews: @escaping (Any, Any, Bool) -> ActivityViews?) {
        self.attributesName = attributesName
        self.makeViews = makeViews
    }
}

/// The views of one Live Activity state: the Lock Screen view and the Dynamic Island.
package struct ActivityViews {
    /// The Lock Screen (and banner) view.
    package var content: AnyView
    /// The Dynamic Island's presentations.
    package var dynamicIsland: DynamicIsland
    /// The families the configuration added (`supplementalActivityFamilies(_:)`): with
    /// ``ActivityFamily/small``, the watch's Smart Stack shows ``content`` in that family.
    package var supplementalFamilies: [ActivityFamily] = []
    /// The app's name as the watch's Smart Stack card shows it, above the compact views.
    package var appName = ""

    package init(content: AnyView, dynamicIsland: DynamicIsland) {
        self.content = content
        self.dynamicIsland = dynamicIsland
    }

    /// The app's name when the context gives none: the attributes type's name without an
    /// `Attributes` suffix (`DeliveryAttributes` → `Delivery`).
    package static func appName(fromAttributes name: String) -> String {
        name.hasSuffix("Attributes") && name.count > "Attributes".count ? String(name.dropLast("Attributes".count)) : name
    }
}
