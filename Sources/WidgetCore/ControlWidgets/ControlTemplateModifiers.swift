import Foundation

/// A control template with a modifier applied (`tint(_:)`, `privacySensitive(_:)`,
/// `controlWidgetActionHint(_:)`, `controlWidgetStatus(_:)`).
public struct ModifiedControlTemplate<Base: ControlWidgetTemplate>: ControlWidgetTemplate {
    let base: Base
    let change: (inout _ResolvedControlTemplate) -> Void

    /// The template as the renderer reads it. Not API.
    public var _resolvedControl: _ResolvedControlTemplate {
        var template = base._resolvedControl
        change(&template)
        return template
    }
}

extension ControlWidgetTemplate {
    /// Sets the colour of a toggle's symbol in its on state (and of the symbol and value the
    /// Action button shows). The only tint a control has: `tint(_:)` on its label views is
    /// ignored, with a diagnostic.
    public func tint(_ color: Color) -> ModifiedControlTemplate<Self> {
        ModifiedControlTemplate(base: self) { $0.tint = color }
    }

    /// Marks the control's title and value as private: redacted, and its symbol shown in its
    /// off state, while the device is locked (`WidgetContext/redactionReasons` has `.privacy`).
    public func privacySensitive(_ sensitive: Bool = true) -> ModifiedControlTemplate<Self> {
        ModifiedControlTemplate(base: self) { $0.isPrivacySensitive = sensitive }
    }

    /// Sets the Action button's hint ("Hold to <hint>"), in place of the one made from the
    /// control's name and value.
    public func controlWidgetActionHint(_ hint: Text) -> ModifiedControlTemplate<Self> {
        ModifiedControlTemplate(base: self) { $0.actionHint = hint }
    }

    /// Sets the Action button's hint from a localized key.
    public func controlWidgetActionHint(_ hint: LocalizedStringKey) -> ModifiedControlTemplate<Self> {
        controlWidgetActionHint(Text(hint))
    }

    /// Sets the Action button's hint from a string.
    @_disfavoredOverload
    public func controlWidgetActionHint<S: StringProtocol>(_ hint: S) -> ModifiedControlTemplate<Self> {
        controlWidgetActionHint(Text(hint))
    }

    /// Sets a status the system shows after the control's action runs (drawn as a button's
    /// value).
    public func controlWidgetStatus(_ status: Text) -> ModifiedControlTemplate<Self> {
        ModifiedControlTemplate(base: self) { $0.status = status }
    }

    /// Sets the status from a localized key.
    public func controlWidgetStatus(_ status: LocalizedStringKey) -> ModifiedControlTemplate<Self> {
        controlWidgetStatus(Text(status))
    }

    /// Sets the status from a string.
    @_disfavoredOverload
    public func controlWidgetStatus<S: StringProtocol>(_ status: S) -> ModifiedControlTemplate<Self> {
        controlWidgetStatus(Text(status))
    }
}
