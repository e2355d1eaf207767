import Foundation

extension WidgetConfiguration {
    /// Sets the mounting styles the widget supports on visionOS (default: both), recorded in
    /// ``WidgetDescriptor/supportedMountingStyles``; rendering it in a context whose
    /// ``WidgetContext/mountingStyle`` is not among them is an error.
    public func supportedMountingStyles(_ styles: [WidgetMountingStyle]) -> ModifiedWidgetConfiguration {
        var d = _descriptor
        d.supportedMountingStyles = styles
        return ModifiedWidgetConfiguration(_descriptor: d)
    }

    /// Sets the widget's texture on visionOS (default glass), recorded in
    /// ``WidgetDescriptor/texture``; it takes the place of ``WidgetContext/widgetTexture``.
    public func widgetTexture(_ material: WidgetTexture) -> ModifiedWidgetConfiguration {
        var d = _descriptor
        d.texture = material
        return ModifiedWidgetConfiguration(_descriptor: d)
    }
}
