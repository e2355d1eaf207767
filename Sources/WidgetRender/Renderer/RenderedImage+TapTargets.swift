import Foundation

extension RenderedImage {
    /// The regions that react to a tap: the `widgetURL` (the whole widget), `Link`s,
    /// `Button`s and `Toggle`s, in drawing order, with their URL or intent. JSON-encodable.
    ///
    /// ```swift
    /// let image = try renderer.render(TodoWidget(), entry: entry, in: WidgetContext(family: .systemMedium))
    /// image.tapTargets.map(\.description)
    /// // ["widgetURL (0, 0, 344.67, 162.67) todo://list", "toggle #todo-1 (16, 44, 312.67, 31) ToggleTodoIntent(id: 1) off"]
    /// let json = try JSONEncoder().encode(image.tapTargets)
    /// ```
    public var tapTargets: [TapTarget] { layout.tapTargets }
}
