import Foundation

/// A control configuration with a modifier applied (`displayName(_:)`, `description(_:)`,
/// `promptsForUserConfiguration()`).
public struct ModifiedControlConfiguration<Base: ControlWidgetConfiguration>: ControlWidgetConfiguration {
    /// What the renderer needs of the configuration. Not API.
    public let _controlDescriptor: _ControlDescriptor

    init(_ base: Base, _ change: (inout _ControlDescriptor) -> Void) {
        var descriptor = base._controlDescriptor
        change(&descriptor)
        _controlDescriptor = descriptor
    }
}

extension ControlWidgetConfiguration {
    /// Sets the name the controls gallery and the Action button's hint show (default: the
    /// app's name).
    public func displayName(_ name: LocalizedStringResource) -> ModifiedControlConfiguration<Self> {
        ModifiedControlConfiguration(self) { $0.displayName = name.description }
    }

    /// Sets the description the controls gallery shows.
    public func description(_ text: LocalizedStringResource) -> ModifiedControlConfiguration<Self> {
        ModifiedControlConfiguration(self) { $0.description = text.description }
    }

    /// Asks the person to configure the control when they add it (an
    /// `AppIntentControlConfiguration`'s intent).
    public func promptsForUserConfiguration() -> ModifiedControlConfiguration<Self> {
        ModifiedControlConfiguration(self) { $0.promptsForUserConfiguration = true }
    }
}
