import Foundation

extension _ResolvedControlTemplate {
    /// The hint the Action button shows for the control named `name` (its display name, else
    /// the app's name `appName`), checked in this order:
    ///
    /// - a `controlWidgetActionHint(_:)`: "Hold to <hint>";
    /// - a button whose intent opens the app: "Hold to Open <App>";
    /// - a button: "Hold for '<name>'";
    /// - a toggle with its own value label: "Hold for <value>", the value it turns to;
    /// - a toggle: "Hold to Turn On '<name>'" or "Hold to Turn Off '<name>'".
    package func actionButtonHint(name: String, appName: String) -> String {
        if let actionHint { return "Hold to \(actionHint.plainText)" }
        switch kind {
        case .button:
            return opensApp ? "Hold to Open \(appName)" : "Hold for '\(name)'"
        case .toggle:
            if valueLabel != nil, let value = valueParts(!isOn).titleText { return "Hold for \(value)" }
            return isOn ? "Hold to Turn Off '\(name)'" : "Hold to Turn On '\(name)'"
        }
    }
}
