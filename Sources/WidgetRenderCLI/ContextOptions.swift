import Foundation
import WidgetRender

/// Builds a `WidgetContext` from command-line options, with messages that name the bad value.
/// Every bad value is a usage error (exit 64), found before anything is rendered.
///
/// The options and the context property each sets: `--family`, `--device`, `--scheme`
/// (`colorScheme`), `--mode` (`renderingMode`), `--appearance` (tinted-light, tinted-dark,
/// clear-light, clear-dark), `--tint` (`#RRGGBB`), `--os` (`system`), `--scale`,
/// `--dynamic-type` (`dynamicTypeSize`), `--date` and `--locale`. Options not given keep the
/// context's defaults, which are read from `WidgetContext` and never restated here.
enum ContextOptions {
    static let names: Set<String> = [
        "family", "device", "scheme", "mode", "appearance", "tint", "os", "scale", "dynamic-type", "date", "locale",
    ]

    static func device(_ args: Arguments) throws -> DeviceProfile {
        guard let name = args.options["device"] else { return .iPhone6_1 }
        do { return try DeviceProfile.named(name) } catch { throw CommandError(.usage, error.message) }
    }

    /// The family to render `widget` in on `device`: `--family`, which both must support, or
    /// else the widget's first family that the device offers.
    static func family(_ args: Arguments, widget: CatalogWidget, device: DeviceProfile) throws -> WidgetFamily {
        guard let name = args.options["family"] else {
            guard let family = widget.families.first(where: { device.slots[$0] != nil }) else {
                throw CommandError(
                    .usage,
                    "widget \"\(widget.name)\" supports none of the families of \(device.name) ("
                        + device.supportedFamilies.map(\.rawValue).joined(separator: ", ") + "); choose another --device"
                )
            }
            return family
        }
        let family = try self.family(name)
        guard widget.families.contains(family) else {
            throw CommandError(
                .usage,
                "widget \"\(widget.name)\" does not support \(family); expected one of: " + widget.families.map(\.rawValue).joined(separator: ", ")
            )
        }
        do { _ = try device.slot(for: family) } catch { throw CommandError(.usage, error.message) }
        return family
    }

    static func context(_ args: Arguments, family: WidgetFamily, device: DeviceProfile) throws -> WidgetContext {
        var context = WidgetContext(family: family, device: device)
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
        if let a = args.options["appearance"] {
            context.appearance = try ContextValues.appearance(a)
        }
        if let t = args.options["tint"] {
            context.tint = try ContextValues.tint(t)
        }
        if let o = args.options["os"] {
            context.system = try ContextValues.system(o)
            // An iPhone or iPad runs no watchOS, and a watch no iOS: WidgetKit never renders
            // such a pair, so it is a usage error rather than a render in the other's table.
            let deviceIsWatch = SystemGeneration.newest(for: device).isWatch
            guard context.system.isWatch == deviceIsWatch else {
                let fix = deviceIsWatch ? "choose a watchOS --os (watchOS10, watchOS26)" : "choose an iOS --os (iOS17, iOS18, iOS26) or a watch --device"
                throw CommandError(.usage, "--os \(o) does not run on \(device.name), which is \(deviceIsWatch ? "a watch" : "not a watch"); \(fix)")
            }
            do { _ = try context.size() } catch {
                throw CommandError(.usage, "--os \(o) does not fit --device \(device.name): \(error.message); choose a matching --os or --device")
            }
        }
        if let s = args.options["scale"] {
            context.scale = try scale(s, in: context)
        }
        if let d = args.options["dynamic-type"] {
            context.dynamicTypeSize = try ContextValues.dynamicTypeSize(d)
        }
        if let d = args.options["date"] {
            context.date = try ISO8601Date.parse(d)
        }
        if let l = args.options["locale"] {
            context.locale = try ContextValues.locale(l)
        }
        return context
    }

    static func family(_ name: String) throws -> WidgetFamily {
        do { return try WidgetFamily(parsing: name) } catch { throw CommandError(.usage, error.message) }
    }

    /// The scale `text` gives: a finite number in (0, maximum] that makes the image at least
    /// one pixel on each side.
    private static func scale(_ text: String, in context: WidgetContext) throws -> CGFloat {
        let maximum = Int(WidgetContext.maximumScale)
        guard let value = Double(text), value.isFinite, value > 0, value <= Double(WidgetContext.maximumScale) else {
            throw CommandError(.usage, "invalid scale \"\(text)\"; expected a number in (0, \(maximum)], e.g. 3")
        }
        var scaled = context
        scaled.scale = CGFloat(value)
        let pixels = try? scaled.pixelSize()
        guard let pixels, pixels.width >= 1, pixels.height >= 1 else {
            let size = pixels.map { "\($0.width)×\($0.height) pixels" } ?? "no pixels"
            throw CommandError(
                .usage,
                "invalid scale \"\(text)\"; \(context.family) on \(context.device.name) would be \(size); "
                    + "expected a number in (0, \(maximum)] giving at least 1 pixel per side, e.g. 3"
            )
        }
        return CGFloat(value)
    }
}
