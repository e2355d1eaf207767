import Foundation

/// A widget's configuration, as WidgetKit's `WidgetConfiguration`.
public protocol WidgetConfiguration {
    /// What the renderer needs to know about the configuration. Not API.
    var _descriptor: WidgetDescriptor { get }
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
    /// Sets the name shown in the widget gallery from a string resource.
    @_disfavoredOverload
    public func configurationDisplayName(_ name: LocalizedStringResource) -> ModifiedWidgetConfiguration {
        modified { $0.displayName = name.description }
    }
    /// Sets the description shown in the widget gallery from a string resource.
    @_disfavoredOverload
    public func description(_ text: LocalizedStringResource) -> ModifiedWidgetConfiguration {
        modified { $0.description = text.description }
    }
    /// Sets the families the widget supports.
    public func supportedFamilies(_ families: [WidgetFamily]) -> ModifiedWidgetConfiguration { modified { $0.supportedFamilies = families } }
    /// Turns the system content margins off: the content is proposed the whole widget.
    public func contentMarginsDisabled() -> ModifiedWidgetConfiguration { modified { $0.contentMarginsDisabled = true } }
}
