import Foundation

/// How a control template is drawn in a context: the state its symbol shows, its colours, and
/// the title, value and symbol views styled for a placement.
struct ControlLook {
    let template: _ResolvedControlTemplate
    /// Whether the title and value are redacted: the template is `privacySensitive()` and the
    /// context redacts private data (a locked device).
    let isRedacted: Bool

    init(_ template: _ResolvedControlTemplate, redactionReasons: RedactionReasons) {
        self.template = template
        isRedacted = template.isPrivacySensitive && redactionReasons.contains(.privacy)
    }

    /// Whether the control is drawn in its on state: a toggle that is on, unless its state is
    /// redacted (then it shows its off state) or it is drawn inactive (the controls gallery).
    var showsOn: Bool { template.kind == .toggle && template.isOn && !isRedacted && !template.isInactive }

    /// The colour of a toggle's symbol in its on state.
    var tint: Color { template.tint ?? ControlStyleConstants.defaultTint }

    /// The symbol of the state drawn (a redacted toggle's off state).
    var symbol: AnyView? {
        guard isRedacted, template.kind == .toggle, template.isOn else { return template.symbol }
        var off = template
        off.isOn = false
        return off.symbol
    }

    /// The symbol at `pointSize` in `color`, tagged `control.symbol`.
    func symbolView(pointSize: CGFloat, color: Color) -> AnyView? {
        symbol.map { AnyView($0.font(.system(size: pointSize, weight: .medium)).foregroundStyle(color).accessibilityIdentifier("control.symbol")) }
    }

    /// The title, tagged `control.title`, redacted when private.
    func titleView(color: Color) -> AnyView? {
        template.labelParts.title.map {
            AnyView(
                $0.font(.system(size: ControlStyleConstants.titlePointSize, weight: .semibold)).foregroundStyle(color).lineLimit(1)
                    .privacySensitive(template.isPrivacySensitive).accessibilityIdentifier("control.title"))
        }
    }

    /// The value (a toggle's value label, a button's status), tagged `control.value`, redacted
    /// when private.
    func valueView(color: Color, pointSize: CGFloat = ControlStyleConstants.valuePointSize, weight: Font.Weight = .regular) -> AnyView? {
        let view: AnyView?
        switch template.kind {
        case .toggle: view = template.valueParts(template.isOn).title
        case .button: view = template.status.map { AnyView($0) }
        }
        return view.map {
            AnyView(
                $0.font(.system(size: pointSize, weight: weight)).foregroundStyle(color).lineLimit(1)
                    .privacySensitive(template.isPrivacySensitive).accessibilityIdentifier("control.value"))
        }
    }
}
