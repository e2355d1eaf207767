import Foundation

// Apple has no `#Preview` for a control (iOS 18 `ControlWidget`): WidgetKit's preview macros
// take a `Widget` (a timeline, a timeline provider, an intent, relevance entries, or a Live
// Activity's content states) and SwiftUI's a view; none takes a `ControlWidget`. Decision and
// sources: the DocC article Controls, "Previews". A control written in a widget's or a view's `#Preview`
// would otherwise fail with a type error about `Widget` or `View`; these overloads, which are
// unavailable (an attribute's message is a literal, so each repeats it) and expand to nothing
// (`ControlPreviewMacro`), make the error say what to use instead.

/// A control in a view's `#Preview`: unavailable, as in Apple's SDK, with the message naming
/// what renders a control instead.
@available(
    *, unavailable,
    message: "Apple's #Preview has no form for a ControlWidget; render a control with `widget-render render <control> --placement <place>` or `widget-render sheet <control>`, or test it with assertControlSnapshot(of:) (DocC: Controls)"
)
@freestanding(declaration)
public macro Preview<C: ControlWidget>(_ name: String? = nil, body: @escaping () -> C) =
    #externalMacro(module: "WidgetRenderMacros", type: "ControlPreviewMacro")

/// A control in a widget's `#Preview(as:) { … } timeline: { … }`: unavailable, as in Apple's
/// SDK, with the message naming what renders a control instead.
@available(
    *, unavailable,
    message: "Apple's #Preview has no form for a ControlWidget; render a control with `widget-render render <control> --placement <place>` or `widget-render sheet <control>`, or test it with assertControlSnapshot(of:) (DocC: Controls)"
)
@freestanding(declaration)
public macro Preview<C: ControlWidget, E: TimelineEntry>(
    _ name: String? = nil, as family: WidgetFamily,
    widget: @escaping () -> C, @PreviewTimelineBuilder<E> timeline: @escaping () async -> [E]
) = #externalMacro(module: "WidgetRenderMacros", type: "ControlPreviewMacro")

/// A control in a configurable widget's `#Preview(as:using:) { … } timeline: { … }`:
/// unavailable, as in Apple's SDK, with the message naming what renders a control instead.
@available(
    *, unavailable,
    message: "Apple's #Preview has no form for a ControlWidget; render a control with `widget-render render <control> --placement <place>` or `widget-render sheet <control>`, or test it with assertControlSnapshot(of:) (DocC: Controls)"
)
@freestanding(declaration)
public macro Preview<C: ControlWidget, I, E: TimelineEntry>(
    _ name: String? = nil, as family: WidgetFamily, using intent: I,
    widget: @escaping () -> C, @PreviewTimelineBuilder<E> timeline: @escaping () async -> [E]
) = #externalMacro(module: "WidgetRenderMacros", type: "ControlPreviewMacro")

/// A control in a widget's `#Preview(as:) { … } timelineProvider: { … }`: unavailable, as in
/// Apple's SDK, with the message naming what renders a control instead.
@available(
    *, unavailable,
    message: "Apple's #Preview has no form for a ControlWidget; render a control with `widget-render render <control> --placement <place>` or `widget-render sheet <control>`, or test it with assertControlSnapshot(of:) (DocC: Controls)"
)
@freestanding(declaration)
public macro Preview<C: ControlWidget, P: TimelineProvider>(
    _ name: String? = nil, as family: WidgetFamily,
    widget: @escaping () -> C, timelineProvider: @escaping () -> P
) = #externalMacro(module: "WidgetRenderMacros", type: "ControlPreviewMacro")
