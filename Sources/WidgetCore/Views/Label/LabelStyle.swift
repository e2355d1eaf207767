import Foundation

/// How a ``Label`` arranges its title and icon, as SwiftUI's `LabelStyle`.
public protocol LabelStyle: Sendable {
    /// The view a style makes.
    associatedtype Body: View
    /// The label's title and icon arranged.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The title and icon a style arranges.
    typealias Configuration = LabelStyleConfiguration
}

/// The title and icon of a ``Label``, for a ``LabelStyle``.
public struct LabelStyleConfiguration {
    /// The label's title view.
    public struct Title: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        /// The title.
        public var body: some View { content }
    }

    /// The label's icon view.
    public struct Icon: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        /// The icon.
        public var body: some View { content }
    }

    /// The title.
    public let title: Title
    /// The icon.
    public let icon: Icon
}

/// The icon and title side by side (the default).
public struct TitleAndIconLabelStyle: LabelStyle {
    /// Creates the style.
    public init() {}
    /// The icon then the title, aligned on the first text baseline.
    public func makeBody(configuration: Configuration) -> some View {
        HStack(alignment: .firstTextBaseline) {
            configuration.icon
            configuration.title
        }
    }
}

/// The title alone.
public struct TitleOnlyLabelStyle: LabelStyle {
    /// Creates the style.
    public init() {}
    /// The title.
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// The icon alone.
public struct IconOnlyLabelStyle: LabelStyle {
    /// Creates the style.
    public init() {}
    /// The icon.
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// The platform's default: title and icon.
public struct DefaultLabelStyle: LabelStyle {
    /// Creates the style.
    public init() {}
    /// The icon then the title.
    public func makeBody(configuration: Configuration) -> some View {
        TitleAndIconLabelStyle().makeBody(configuration: configuration)
    }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The icon and title side by side.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// The title alone.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// The icon alone.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The platform's default (title and icon).
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

/// A label style in the environment, type-erased.
struct LabelStyleKind: Sendable {
    let make: @Sendable (LabelStyleConfiguration) -> AnyView

    init<S: LabelStyle>(_ style: S) {
        make = { AnyView(style.makeBody(configuration: $0)) }
    }

    func makeBody(_ configuration: LabelStyleConfiguration) -> AnyView { make(configuration) }

    static let automatic = LabelStyleKind(DefaultLabelStyle())
}

extension View {
    /// Sets how labels in the view arrange their title and icon.
    public func labelStyle<S: LabelStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        environmentChanged { $0.labelStyleKind = LabelStyleKind(style) }
    }
}
