import Foundation

extension WidgetConfiguration {
    private func changed(_ change: (inout WidgetDescriptor) -> Void) -> ModifiedWidgetConfiguration {
        var d = _descriptor
        change(&d)
        return ModifiedWidgetConfiguration(_descriptor: d)
    }

    /// Sets the name shown in the widget gallery.
    public func configurationDisplayName(_ name: Text) -> ModifiedWidgetConfiguration { changed { $0.displayName = name.plainText } }
    /// Sets the description shown in the widget gallery.
    public func description(_ text: Text) -> ModifiedWidgetConfiguration { changed { $0.description = text.plainText } }
    /// Sets whether the system may remove the container background (StandBy, Lock Screen):
    /// recorded in ``WidgetDescriptor/containerBackgroundRemovable``.
    public func containerBackgroundRemovable(_ isRemovable: Bool = true) -> ModifiedWidgetConfiguration {
        changed { $0.containerBackgroundRemovable = isRemovable }
    }
    /// Marks locations where the widget should not be suggested (recorded).
    public func disfavoredLocations(_ locations: [WidgetLocation], for families: [WidgetFamily]) -> ModifiedWidgetConfiguration {
        changed { $0.disfavoredLocations.append((locations, families)) }
    }
    /// Asks for configuration when the widget is added (recorded).
    public func promptsForUserConfiguration() -> ModifiedWidgetConfiguration { changed { $0.promptsForUserConfiguration = true } }
    /// Names the type that receives push updates for the widget (accepted; no push here).
    public func pushHandler<H: WidgetPushHandler>(_ handler: H.Type) -> ModifiedWidgetConfiguration { changed { _ in } }
    /// Adds families a Live Activity also appears in: with ``ActivityFamily/small``, the watch's
    /// Smart Stack card shows the Lock Screen view in the small family (else the app's name
    /// over the compact views); CarPlay is not drawn.
    public func supplementalActivityFamilies(_ families: [ActivityFamily]) -> ModifiedWidgetConfiguration {
        changed { $0.activity?.supplementalFamilies = families }
    }
    /// Handles background URL session events for the widget (accepted; not called here).
    public func onBackgroundURLSessionEvents(matching identifier: String? = nil, _ handler: @escaping (String, @escaping () -> Void) -> Void) -> ModifiedWidgetConfiguration {
        changed { _ in }
    }
}

/// Receives push tokens for widget updates, as WidgetKit's `WidgetPushHandler`.
public protocol WidgetPushHandler {
    /// Creates the handler.
    init()
}
