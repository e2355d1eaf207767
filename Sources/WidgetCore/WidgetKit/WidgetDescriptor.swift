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

    /// The families used when the configuration names none (WidgetKit's default on iPhone).
    public static let defaultFamilies: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge]

    /// The families the widget renders in.
    public var families: [WidgetFamily] { supportedFamilies ?? WidgetDescriptor.defaultFamilies }
}
