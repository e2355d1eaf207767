import Foundation

/// A widget, as WidgetKit's `Widget`: a configuration that builds views for entries.
///
/// ```swift
/// struct StepsWidget: Widget {
///     var body: some WidgetConfiguration {
///         StaticConfiguration(kind: "steps", provider: StepsProvider()) { entry in
///             StepsView(entry: entry)
///         }
///         .supportedFamilies([.systemSmall, .systemMedium])
///     }
/// }
/// ```
public protocol Widget {
    /// The type of the widget's configuration.
    associatedtype Body: WidgetConfiguration
    /// Creates the widget.
    init()
    /// The widget's configuration: its kind, families and how to build the view for an entry.
    var body: Body { get }
}

/// A widget's configuration, as WidgetKit's `WidgetConfiguration`.
public protocol WidgetConfiguration {
    /// What the renderer needs to know about the configuration. Not API.
    var _descriptor: WidgetDescriptor { get }
}

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

/// A configuration with a static provider, as WidgetKit's `StaticConfiguration`.
public struct StaticConfiguration<Content: View>: WidgetConfiguration {
    /// The configuration's facts. Not API: used by the renderer.
    public let _descriptor: WidgetDescriptor

    /// Creates a configuration that builds `content` for each entry of `provider`.
    public init<Provider: TimelineProvider>(kind: String, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content) {
        _descriptor = WidgetDescriptor(
            kind: kind, displayName: nil, description: nil, supportedFamilies: nil, contentMarginsDisabled: false,
            entryType: Provider.Entry.self,
            makeContent: { entry in (entry as? Provider.Entry).map { AnyView(content($0)) } }
        )
    }
}

/// A configuration with modifiers applied.
public struct ModifiedWidgetConfiguration: WidgetConfiguration {
    /// The configuration's facts. Not API: used by the renderer.
    public let _descriptor: WidgetDescriptor
}

extension WidgetConfiguration {
    private func modified(_ change: (inout WidgetDescriptor) -> Void) -> ModifiedWidgetConfiguration {
        var d = _descriptor
        change(&d)
        return ModifiedWidgetConfiguration(_descriptor: d)
    }

    /// Sets the name shown in the widget gallery.
    public func configurationDisplayName(_ name: String) -> ModifiedWidgetConfiguration { modified { $0.displayName = name } }
    /// Sets the name shown in the widget gallery.
    public func configurationDisplayName(_ name: LocalizedStringKey) -> ModifiedWidgetConfiguration {
        modified { $0.displayName = name.plainText }
    }
    /// Sets the description shown in the widget gallery.
    public func description(_ text: String) -> ModifiedWidgetConfiguration { modified { $0.description = text } }
    /// Sets the description shown in the widget gallery.
    public func description(_ text: LocalizedStringKey) -> ModifiedWidgetConfiguration {
        modified { $0.description = text.plainText }
    }
    /// Sets the families the widget supports.
    public func supportedFamilies(_ families: [WidgetFamily]) -> ModifiedWidgetConfiguration { modified { $0.supportedFamilies = families } }
    /// Turns the system content margins off: the content is proposed the whole widget.
    public func contentMarginsDisabled() -> ModifiedWidgetConfiguration { modified { $0.contentMarginsDisabled = true } }
}

extension LocalizedStringKey {
    /// The key's text with interpolated values (dates in their default style).
    var plainText: String {
        segments.map { segment -> String in
            switch segment {
            case .literal(let s): return s
            case .text(let t): return t.plainText
            case .date(let d, _): return d.description
            case .formatted(let f): return f.format(EnvironmentValues())
            }
        }.joined()
    }
}

extension Text {
    var plainText: String {
        switch content {
        case .verbatim(let s): return s
        case .key(let k): return k.plainText
        case .date(let d, _): return d.description
        case .concatenation(let parts): return parts.map(\.plainText).joined()
        }
    }
}
