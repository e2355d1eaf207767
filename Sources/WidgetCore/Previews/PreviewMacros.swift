import Foundation

// The `#Preview` macros, with SwiftUI's and WidgetKit's signatures. Each expands to a
// registration that `WidgetRenderer.previews(inModule:)` finds; see `Preview` for the forms.

/// A preview of a view: `#Preview("Name") { MyView() }`.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping () -> any View) =
    #externalMacro(module: "WidgetRenderMacros", type: "PreviewMacro")

/// A preview of a view with traits: `#Preview(traits: .sizeThatFitsLayout) { MyView() }`.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>, _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping () -> any View
) = #externalMacro(module: "WidgetRenderMacros", type: "PreviewMacro")

/// A preview of a widget's timeline: `#Preview(as: .systemSmall) { MyWidget() } timeline: { entries }`.
@freestanding(declaration)
public macro Preview<W: Widget, E: TimelineEntry>(
    _ name: String? = nil, as family: WidgetFamily,
    widget: @escaping () -> W, @PreviewTimelineBuilder<E> timeline: @escaping () async -> [E]
) = #externalMacro(module: "WidgetRenderMacros", type: "PreviewMacro")

/// A preview of a configurable widget's timeline:
/// `#Preview(as: .systemSmall, using: MyIntent.sample) { MyWidget() } timeline: { entries }`.
@freestanding(declaration)
public macro Preview<W: Widget, I, E: TimelineEntry>(
    _ name: String? = nil, as family: WidgetFamily, using intent: I,
    widget: @escaping () -> W, @PreviewTimelineBuilder<E> timeline: @escaping () async -> [E]
) = #externalMacro(module: "WidgetRenderMacros", type: "PreviewMacro")

/// A preview of a widget whose entries come from its provider:
/// `#Preview(as: .systemSmall) { MyWidget() } timelineProvider: { MyProvider() }`.
@freestanding(declaration)
public macro Preview<W: Widget, P: TimelineProvider>(
    _ name: String? = nil, as family: WidgetFamily,
    widget: @escaping () -> W, timelineProvider: @escaping () -> P
) = #externalMacro(module: "WidgetRenderMacros", type: "PreviewMacro")

/// A preview of a Live Activity:
/// `#Preview(as: .content, using: MyAttributes.sample) { MyActivity() } contentStates: { states }`.
/// Renders one image of the presentation per content state.
@freestanding(declaration)
public macro Preview<A: ActivityAttributes, W: Widget>(
    _ name: String? = nil, as kind: ActivityPreviewViewKind, using attributes: A,
    widget: @escaping () -> W, @PreviewActivityBuilder<A.ContentState> contentStates: @escaping () async -> [A.ContentState]
) = #externalMacro(module: "WidgetRenderMacros", type: "PreviewMacro")
