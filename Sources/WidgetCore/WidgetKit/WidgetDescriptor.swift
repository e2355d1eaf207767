import Foundation

/// The facts of a widget configuration the renderer uses: its kind, families, margins and
/// how to build the view for an entry.
public struct WidgetDescriptor {
    /// The widget's kind string.
    public var kind: String
    /// The name shown in the widget gallery.
    public var displayName: String?
    /// The description shown in the widget gallery.
    public var description: String?
    /// The families the widget supports (`nil`: WidgetKit's default set).
    public var supportedFamilies: [WidgetFamily]?
    /// Whether `.contentMarginsDisabled()` was applied.
    public var contentMarginsDisabled: Bool
    /// The entry type the content expects.
    public var entryType: Any.Type
    /// Builds the content for an entry, or `nil` when the entry has the wrong type.
    public var makeContent: (Any) -> AnyView?
    /// Whether the system may remove the container background (`containerBackgroundRemovable`).
    public var containerBackgroundRemovable: Bool = true
    /// The locations where the widget is disfavoured, with their families.
    public var disfavoredLocations: [(locations: [WidgetLocation], families: [WidgetFamily])] = []
    /// Whether adding the widget prompts for configuration first.
    public var promptsForUserConfiguration: Bool = false
    /// The visionOS mounting styles the widget supports (`nil`: both).
    public var supportedMountingStyles: [WidgetMountingStyle]? = nil
    /// The widget's visionOS texture (`nil`: glass, or the context's).
    public var texture: WidgetTexture? = nil
    /// The provider, type-erased (`nil` for configurations without one).
    package var provider: ErasedProvider?
    /// A Live Activity's views, for `ActivityConfiguration` (`nil` for other configurations).
    package var activity: ActivityDescriptor?
    /// Why the configuration cannot render yet (Live Activities, controls, empty), or `nil`.
    package var unrenderableReason: String?

    /// The families used when the configuration names none (WidgetKit's default on iPhone).
    public static let defaultFamilies: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge]

    /// The families the widget renders in.
    public var families: [WidgetFamily] { supportedFamilies ?? WidgetDescriptor.defaultFamilies }

    /// A descriptor for `kind` whose content is built by `makeContent`.
    package init(kind: String, entryType: Any.Type, provider: ErasedProvider?, makeContent: @escaping (Any) -> AnyView?) {
        self.kind = kind
        self.displayName = nil
        self.description = nil
        self.supportedFamilies = nil
        self.contentMarginsDisabled = false
        self.entryType = entryType
        self.makeContent = makeContent
        self.provider = provider
    }

    /// A descriptor that cannot render, with the reason.
    package static func unrenderable(kind: String, reason: String) -> WidgetDescriptor {
        var d = WidgetDescriptor(kind: kind, entryType: Void.self, provider: nil, makeContent: { _ in nil })
        d.unrenderableReason = reason
        return d
    }
}
