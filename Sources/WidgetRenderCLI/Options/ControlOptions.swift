import WidgetRender

/// The options of a control's render, declared once: `--placement` and `--value`.
enum ControlOptions {
    /// The placements `--placement` takes, as written on the command line.
    static let placements: [(name: String, placement: ControlPlacement)] = [
        ("controlCenter-small", .controlCenter(.small)), ("controlCenter-medium", .controlCenter(.medium)), ("controlCenter-large", .controlCenter(.large)),
        ("lockScreen", .lockScreen), ("actionButton", .actionButton),
    ]

    /// `--placement`: where a control is shown; nil when not given (a control then renders
    /// `controlCenter-small`).
    static let placement = Option<ControlPlacement?>(
        "placement", value: "<place>", help: "a control's: controlCenter-small (default), controlCenter-medium,",
        "controlCenter-large, lockScreen or actionButton", parse: ControlOptions.placement(_:)
    )

    /// `--value`: the value a control shows.
    static let value = Option<String?>(
        "value", value: "<value>", help: "a control's value: preview (default), gallery (the preview drawn",
        "inactive), current (its provider's currentValue()), on or off (a toggle's)", parse: ControlOptions.value(_:)
    )

    /// The placement `text` names, or a usage error naming the valid ones.
    static func placement(_ text: String) throws -> ControlPlacement {
        guard let match = placements.first(where: { $0.name == text }) else {
            throw CommandError(.usage, "unknown placement \"\(text)\"; expected one of: \(placements.map(\.name).joined(separator: ", "))")
        }
        return match.placement
    }

    /// `text` when it is a value `--value` takes, or a usage error naming them.
    static func value(_ text: String) throws -> String {
        guard ["preview", "gallery", "current", "on", "off"].contains(text) else {
            throw CommandError(.usage, "unknown value \"\(text)\"; expected one of: preview, gallery, current, on, off")
        }
        return text
    }

    /// The renderer's value for a checked `--value` text.
    static func controlValue(_ text: String?) -> ControlValue {
        switch text {
        case "current": return .current
        case "gallery": return .gallery
        case "on": return .value(true)
        case "off": return .value(false)
        default: return .preview
        }
    }

    /// The command-line name of `placement`.
    static func name(of placement: ControlPlacement) -> String {
        placements.first { $0.placement == placement }?.name ?? "\(placement)"
    }
}
