import WidgetCore

extension WidgetRenderer {
    /// The rendering modes this version draws; ``render(_:entry:in:)`` and ``render(_:in:)->RenderedImage``
    /// throw for the others.
    ///
    /// Snapshot assertions skip the other modes with a note instead of failing, so a test that
    /// asks for every mode keeps passing and starts checking a mode once it is drawn.
    ///
    /// ```swift
    /// WidgetRenderer.supportedRenderingModes   // fullColor, accented, vibrant
    /// ```
    public static let supportedRenderingModes: Set<WidgetRenderingMode> = Set(WidgetRenderingMode.allCases)
}
