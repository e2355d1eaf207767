import Foundation

extension WidgetContext {
    /// The Dynamic Type size a widget's views see: ``dynamicTypeSize`` clamped to Large…AX5,
    /// the sizes WidgetKit honours.
    public var widgetDynamicTypeSize: DynamicTypeSize {
        DynamicTypeSize.clamp(dynamicTypeSize, to: DynamicTypeSize.widgetRange)
    }

    /// The diagnostic for a Dynamic Type size smaller than widgets honour, or `nil`.
    var dynamicTypeDiagnostic: Diagnostic? {
        guard dynamicTypeSize < DynamicTypeSize.widgetRange.lowerBound else { return nil }
        return Diagnostic(.invalidValue, "dynamicTypeSize .\(dynamicTypeSize) is smaller than widgets honour; rendered at .large (widgets use Large through AX5, as on iOS).")
    }
}
