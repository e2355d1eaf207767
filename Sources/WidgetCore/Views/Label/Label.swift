import Foundation

/// A title with an icon, as SwiftUI's `Label`.
///
/// Drawn by the environment's label style (`.labelStyle(_:)`): by default the icon and the
/// title side by side, aligned on the first text baseline (a symbol centres on the title's
/// cap height), with the stack's standard spacing (decision: SwiftUI publishes none).
///
/// ```swift
/// Label("Rain", systemImage: "cloud.rain.fill")
///     .labelStyle(.iconOnly)
/// ```
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    /// A label from two views.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    /// The environment's label style applied to the title and icon.
    public var body: some View {
        LabelBody(configuration: LabelStyleConfiguration(title: .init(AnyView(title)), icon: .init(AnyView(icon))))
    }
}

extension Label where Title == Text, Icon == Image {
    /// A localized title with a bundled symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// A title with a bundled symbol.
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// A localized title with an asset-catalog image.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }

    /// A title with an asset-catalog image.
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }

    /// A localized title with a generated image resource.
    public init(_ titleKey: LocalizedStringKey, image resource: ImageResource) {
        self.init(title: { Text(titleKey) }, icon: { Image(resource) })
    }

    /// A title from a string resource with a bundled symbol.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage name: String) {
        self.init(title: { Text(titleResource) }, icon: { Image(systemName: name) })
    }

    /// A title from a string resource with an asset-catalog image.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, image name: String) {
        self.init(title: { Text(titleResource) }, icon: { Image(name) })
    }

    /// A title from a string resource with a generated image resource.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, image resource: ImageResource) {
        self.init(title: { Text(titleResource) }, icon: { Image(resource) })
    }
}

/// Reads the label style from the environment and applies it.
struct LabelBody: View {
    let configuration: LabelStyleConfiguration
    @Environment(\.labelStyleKind) private var style

    var body: some View { style.makeBody(configuration) }
}
