import Foundation

/// A Live Activity preview: the presentation it shows, the activity, its attributes and the
/// content states, one image each.
public struct ActivityPreview {
    /// The presentation: `.content` or `.dynamicIsland(.compact / .expanded / .minimal)`.
    public var kind: ActivityPreviewViewKind
    /// Makes the widget whose configuration is the `ActivityConfiguration`.
    public var makeWidget: () -> any Widget
    /// The static data.
    public var attributes: any ActivityAttributes
    /// The content states, in order.
    public var contentStates: () async -> [any Hashable]

    /// Creates a Live Activity preview.
    public init(kind: ActivityPreviewViewKind, makeWidget: @escaping () -> any Widget, attributes: any ActivityAttributes, contentStates: @escaping () async -> [any Hashable]) {
        self.kind = kind
        self.makeWidget = makeWidget
        self.attributes = attributes
        self.contentStates = contentStates
    }
}

/// Collects the content states of a Live Activity `#Preview`'s `contentStates:` closure, as
/// WidgetKit's `PreviewActivityBuilder`: one state per statement, `if`, `switch` and `for` allowed.
@resultBuilder
public enum PreviewActivityBuilder<State> {
    public static func buildExpression(_ state: State) -> [State] { [state] }
    public static func buildExpression(_ states: [State]) -> [State] { states }
    public static func buildBlock(_ parts: [State]...) -> [State] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [State]?) -> [State] { part ?? [] }
    public static func buildEither(first part: [State]) -> [State] { part }
    public static func buildEither(second part: [State]) -> [State] { part }
    public static func buildArray(_ parts: [[State]]) -> [State] { parts.flatMap { $0 } }
    public static func buildLimitedAvailability(_ part: [State]) -> [State] { part }
}
