import Foundation
import WidgetRender

/// `widget-render list [widgets|controls|families|devices|symbols] [--json]`: what the tool can render.
///
/// Without a topic it lists the widgets, one `name: family, family…` line each (as before
/// topics existed). `--json` prints one object with sorted keys: `{"widgets":[{"name":…,
/// "families":[…]}]}`, `{"families":[…]}`, `{"devices":[{"name":…,"models":…,"scale":…,
/// "families":[…]}]}`, `{"symbols":[…]}` or `{"controls":[{"name":…,"placements":[…]}]}`; `controls`
/// prints one `name: placement, placement…` line per control (``CatalogControl``).
struct ListCommand {
    let widgets: [CatalogWidget]
    var controls: [CatalogControl] = []
    let out: (String) -> Void

    /// The topics, in the order `list --help` shows them.
    static let topics = ["widgets", "controls", "families", "devices", "symbols"]

    static let json = CommonOptions.json.help(#"print one JSON object instead, e.g. {"families":[…]}"#)

    static let declaration = CommandDeclaration(
        "list", synopsis: "list [<topic>] [--json]", summary: "the widgets (and families, devices, symbols)",
        usage: "list [widgets|controls|families|devices|symbols] [--json]",
        discussion: """
            Prints each widget of the catalog and the families it supports (the default
            topic), each control and the placements it renders in, every widget family,
            each device profile with its families, or the bundled SF Symbols names, one
            per line.
            """,
        options: [json]
    )

    func run(_ arguments: [String]) throws {
        let args = try Self.declaration.parse(arguments)
        guard args.positional.count <= 1 else {
            throw CommandError(.usage, "list takes one topic (got \(args.positional.map { "\"\($0)\"" }.joined(separator: " "))); expected one of: " + Self.topics.joined(separator: ", "))
        }
        let topic = args.positional.first ?? "widgets"
        let json = args.has(Self.json)
        switch topic {
        case "widgets":
            if json {
                print(["widgets": widgets.map { ["name": $0.name, "families": $0.families.map(\.rawValue)] as [String: Any] }])
            } else {
                for w in widgets { out("\(w.name): " + w.families.map(\.rawValue).joined(separator: ", ")) }
            }
        case "controls":
            let placements = ControlOptions.placements.map(\.name)
            if json {
                print(["controls": controls.map { ["name": $0.name, "placements": placements] as [String: Any] }])
            } else {
                for c in controls { out("\(c.name): " + placements.joined(separator: ", ")) }
            }
        case "families":
            let names = WidgetFamily.allCases.map(\.rawValue)
            json ? print(["families": names]) : names.forEach(out)
        case "devices":
            if json {
                print(["devices": DeviceProfile.all.map(Self.device)])
            } else {
                DeviceProfile.all.forEach { out(Self.line($0)) }
            }
        case "symbols":
            let names = WidgetRenderer.bundledSymbolNames
            json ? print(["symbols": names]) : names.forEach(out)
        default:
            throw CommandError(.usage, "unknown list topic \"\(topic)\"; expected one of: " + Self.topics.joined(separator: ", "))
        }
    }

    private func print(_ object: [String: Any]) {
        out(BatchJSON.string(object))
    }

    /// `iPhone6_1 (iPhone 15, @3x): systemSmall, …`, as `devices` prints it.
    static func line(_ d: DeviceProfile) -> String {
        "\(d.name) (\(d.models), @\(Int(d.scale))x): " + d.supportedFamilies.map(\.rawValue).joined(separator: ", ")
    }

    private static func device(_ d: DeviceProfile) -> [String: Any] {
        ["name": d.name, "models": d.models, "scale": Double(d.scale), "families": d.supportedFamilies.map(\.rawValue)]
    }
}
