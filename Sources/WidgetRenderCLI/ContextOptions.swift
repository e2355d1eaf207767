import Foundation
import WidgetRender

/// Builds a `WidgetContext` from command-line options, with messages that name the bad value.
enum ContextOptions {
    static let names: Set<String> = ["family", "device", "scheme", "mode", "scale", "date"]

    static func device(_ args: Arguments) throws -> DeviceProfile {
        guard let name = args.options["device"] else { return .iPhone6_1 }
        do { return try DeviceProfile.named(name) } catch { throw CommandError(.usage, error.message) }
    }

    static func context(_ args: Arguments, family: WidgetFamily) throws -> WidgetContext {
        var context = WidgetContext(family: family, device: try device(args))
        if let s = args.options["scheme"] {
            guard let scheme = ColorScheme(rawValue: s) else {
                throw CommandError(.usage, "unknown scheme \"\(s)\"; expected one of: light, dark")
            }
            context.colorScheme = scheme
        }
        if let m = args.options["mode"] {
            guard let mode = WidgetRenderingMode(rawValue: m) else {
                throw CommandError(.usage, "unknown mode \"\(m)\"; expected one of: " + WidgetRenderingMode.allCases.map(\.rawValue).joined(separator: ", "))
            }
            context.renderingMode = mode
        }
        if let s = args.options["scale"] {
            guard let v = Double(s), v.isFinite, v > 0, v <= Double(WidgetContext.maximumScale) else {
                throw CommandError(.usage, "invalid scale \"\(s)\"; expected a number in (0, \(Int(WidgetContext.maximumScale))], e.g. 3")
            }
            context.scale = CGFloat(v)
        }
        if let d = args.options["date"] {
            guard let date = ISO8601DateFormatter().date(from: d) else {
                throw CommandError(.usage, "invalid date \"\(d)\"; expected ISO 8601, e.g. 2026-06-01T14:30:00Z")
            }
            context.date = date
        }
        return context
    }

    static func family(_ name: String) throws -> WidgetFamily {
        do { return try WidgetFamily(parsing: name) } catch { throw CommandError(.usage, error.message) }
    }
}
