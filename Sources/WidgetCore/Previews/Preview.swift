import Foundation

/// One preview of the user's code: what a `#Preview` declares, or one of the views of a
/// `PreviewProvider`'s `previews`.
///
/// The renderer lists them with `WidgetRenderer.previews(inModule:)` and renders them with
/// `WidgetRenderer.render(_:…)`; the initializers are what the `#Preview` macro expands to and
/// are not meant to be called directly.
public struct Preview {
    /// The tag type of view preview traits (`PreviewTrait<Preview.ViewTraits>`).
    public enum ViewTraits {}

    /// What a preview shows.
    public enum Content {
        /// A view, drawn as a widget's content (or on a canvas, by the traits).
        case view(() -> AnyView)
        /// A widget and its entries.
        case widget(WidgetPreview)
        /// A Live Activity presentation and its content states.
        case liveActivity(ActivityPreview)
    }

    /// The name given to `#Preview("name")` or `previewDisplayName(_:)`, if any.
    public var name: String?
    /// Where the preview is declared.
    public var location: PreviewLocation
    /// The traits given to a view preview, in order.
    public var traits: [PreviewTrait<ViewTraits>.Value]
    /// The family a view preview asks for through `previewContext(WidgetPreviewContext(family:))`;
    /// a widget preview's family is in its ``WidgetPreview``.
    public var family: WidgetFamily?
    /// The device a view preview asks for through `previewDevice(_:)`, when it names one.
    public var device: PreviewDevice?
    /// What the preview shows.
    public var content: Content

    /// The name a listing shows: the preview's name, else `Preview <line>`.
    public var displayName: String { name ?? "Preview \(location.line)" }

    /// The family the preview renders in: a widget preview's, else ``family``, else systemSmall.
    public var renderFamily: WidgetFamily {
        if case .widget(let widget) = content { return widget.family }
        return family ?? .systemSmall
    }

    package init(name: String?, location: PreviewLocation, traits: [PreviewTrait<ViewTraits>.Value] = [], family: WidgetFamily? = nil, device: PreviewDevice? = nil, content: Content) {
        self.name = name
        self.location = location
        self.traits = traits
        self.family = family
        self.device = device
        self.content = content
    }
}

// MARK: - The forms the `#Preview` macro expands to

extension Preview {
    /// `#Preview("name") { view }`.
    public init(_location: PreviewLocation, _ name: String? = nil, @ViewBuilder body: @escaping () -> any View) {
        self.init(name: name, location: _location, content: .view { AnyView(erasing: body()) })
    }

    /// `#Preview("name", traits: .sizeThatFitsLayout) { view }`.
    public init(
        _location: PreviewLocation, _ name: String? = nil,
        traits: PreviewTrait<Preview.ViewTraits>, _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
        @ViewBuilder body: @escaping () -> any View
    ) {
        self.init(name: name, location: _location, traits: ([traits] + additionalTraits).map(\.value), content: .view { AnyView(erasing: body()) })
    }

    /// `#Preview("name", as: .systemSmall) { widget } timeline: { entries }`.
    public init<W: Widget, E: TimelineEntry>(
        _location: PreviewLocation, _ name: String? = nil, as family: WidgetFamily,
        widget: @escaping () -> W, @PreviewTimelineBuilder<E> timeline: @escaping () async -> [E]
    ) {
        self.init(
            name: name, location: _location,
            content: .widget(
                WidgetPreview(
                    family: family, intent: nil, makeWidget: widget, entries: .entries { await timeline() }
                )))
    }

    /// `#Preview("name", as: .systemSmall, using: intent) { widget } timeline: { entries }`.
    public init<W: Widget, I, E: TimelineEntry>(
        _location: PreviewLocation, _ name: String? = nil, as family: WidgetFamily, using intent: I,
        widget: @escaping () -> W, @PreviewTimelineBuilder<E> timeline: @escaping () async -> [E]
    ) {
        self.init(
            name: name, location: _location,
            content: .widget(
                WidgetPreview(
                    family: family, intent: intent, makeWidget: widget, entries: .entries { await timeline() }
                )))
    }

    /// `#Preview("name", as: .systemSmall) { widget } timelineProvider: { provider }`.
    public init<W: Widget, P: TimelineProvider>(
        _location: PreviewLocation, _ name: String? = nil, as family: WidgetFamily,
        widget: @escaping () -> W, timelineProvider: @escaping () -> P
    ) {
        self.init(
            name: name, location: _location,
            content: .widget(
                WidgetPreview(
                    family: family, intent: nil, makeWidget: widget, entries: .provider(timelineProvider)
                )))
    }

    /// `#Preview("name", as: .content, using: attributes) { widget } contentStates: { states }`:
    /// one image of the presentation per content state.
    public init<A: ActivityAttributes, W: Widget>(
        _location: PreviewLocation, _ name: String? = nil, as kind: ActivityPreviewViewKind, using attributes: A,
        widget: @escaping () -> W, @PreviewActivityBuilder<A.ContentState> contentStates: @escaping () async -> [A.ContentState]
    ) {
        self.init(
            name: name, location: _location,
            content: .liveActivity(
                ActivityPreview(
                    kind: kind, makeWidget: widget, attributes: attributes, contentStates: { await contentStates() }
                )))
    }
}
