import Foundation
import WidgetRender

extension ContextOptions {
    /// `--device`, or `iPhone6_1`.
    static func device(_ args: Arguments) throws -> DeviceProfile {
        try args.value(CommonOptions.device)
    }

    /// The family to render `widget` in on `device`: `--family`, which both must support, or
    /// else the widget's first family that the device offers.
    static func family(_ args: Arguments, widget: CatalogWidget, device: DeviceProfile) throws -> WidgetFamily {
        guard let family = try args.value(Self.widgetFamily) else {
            guard let family = widget.families.first(where: { device.slots[$0] != nil }) else {
                throw CommandError(
                    .usage,
                    "widget \"\(widget.name)\" supports none of the families of \(device.name) ("
                        + device.supportedFamilies.map(\.rawValue).joined(separator: ", ") + "); choose another --device"
                )
            }
            return family
        }
        guard widget.families.contains(family) else {
            throw CommandError(
                .usage,
                "widget \"\(widget.name)\" does not support \(family); expected one of: " + widget.families.map(\.rawValue).joined(separator: ", ")
            )
        }
        do { _ = try device.slot(for: family) } catch { throw CommandError(.usage, error.message) }
        return family
    }

    /// The family `name` names (the parsing of `--family`).
    static func family(_ name: String) throws -> WidgetFamily {
        do { return try WidgetFamily(parsing: name) } catch { throw CommandError(.usage, error.message) }
    }

    /// The context of `family` on `device` with the context options of `args` applied, each
    /// checked in turn (`--os` against the device, `--scale` against the family's size).
    static func context(_ args: Arguments, family: WidgetFamily, device: DeviceProfile) throws -> WidgetContext {
        var context = WidgetContext(family: family, device: device)
        if let scheme = try args.value(Self.colorScheme) { context.colorScheme = scheme }
        if let mode = try args.value(Self.renderingMode) { context.renderingMode = mode }
        if let appearance = try args.value(Self.appearance) { context.appearance = appearance }
        if let tint = try args.value(Self.tint) { context.tint = tint }
        if let system = try args.value(Self.system) {
            context.system = system
            try check(system, on: device, in: context)
        }
        if let scale = try args.value(Self.scale) {
            try check(scale, text: args.text(Self.scale) ?? "\(scale)", in: context)
            context.scale = scale
        }
        if let size = try args.value(Self.dynamicTypeSize) { context.dynamicTypeSize = size }
        if let date = try args.value(Self.date) { context.date = date }
        if let locale = try args.value(Self.locale) { context.locale = locale }
        if let placement = try args.value(Self.watchPlacement) { context.watchPlacement = placement }
        if let corner = try args.value(Self.watchCorner) {
            guard family == .accessoryCorner else {
                throw CommandError(
                    .usage, "--corner places an accessoryCorner complication in a corner of the watch face, not \(family); add --family accessoryCorner, or leave out --corner")
            }
            context.watchCorner = corner
        }
        if let mounting = try args.value(Self.mounting) { context.mountingStyle = mounting }
        if let texture = try args.value(Self.texture) { context.widgetTexture = texture }
        if let detail = try args.value(Self.detail) { context.levelOfDetail = detail }
        if let night = try args.value(Self.standBy) {
            context.showsInStandBy = true
            context.standByNight = night
            try checkStandBy(context)
        }
        return context
    }

    /// StandBy shows a `systemSmall` widget on an iPhone, at a scale up to 4.
    private static func checkStandBy(_ context: WidgetContext) throws {
        guard context.family == .systemSmall else {
            throw CommandError(.usage, "--standby shows a systemSmall widget (StandBy shows no other family), not \(context.family); add --family systemSmall, or leave out --standby")
        }
        do { _ = try context.pixelSize() } catch { throw CommandError(.usage, "--standby: \(error.message)") }
    }

    /// An iPhone or iPad runs no watchOS, and a watch no iOS: WidgetKit never renders such a
    /// pair, so it is a usage error rather than a render in the other's table; and the
    /// generation must describe the family on the device.
    private static func check(_ system: SystemGeneration, on device: DeviceProfile, in context: WidgetContext) throws {
        let deviceIsWatch = SystemGeneration.newest(for: device).isWatch
        guard system.isWatch == deviceIsWatch else {
            let fix = deviceIsWatch ? "choose a watchOS --os (watchOS10, watchOS26)" : "choose an iOS --os (iOS17, iOS18, iOS26, iOS27) or a watch --device"
            throw CommandError(.usage, "--os \(system.rawValue) does not run on \(device.name), which is \(deviceIsWatch ? "a watch" : "not a watch"); \(fix)")
        }
        do { _ = try context.size() } catch {
            throw CommandError(.usage, "--os \(system.rawValue) does not fit --device \(device.name): \(error.message); choose a matching --os or --device")
        }
    }

    /// A `scale` (given as `text`) must make the image at least one pixel on each side.
    private static func check(_ scale: CGFloat, text: String, in context: WidgetContext) throws {
        var scaled = context
        scaled.scale = scale
        let pixels = try? scaled.pixelSize()
        guard let pixels, pixels.width >= 1, pixels.height >= 1 else {
            let size = pixels.map { "\($0.width)×\($0.height) pixels" } ?? "no pixels"
            let maximum = Int(WidgetContext.maximumScale)
            throw CommandError(
                .usage,
                "invalid scale \"\(text)\"; \(context.family) on \(context.device.name) would be \(size); "
                    + "expected a number in (0, \(maximum)] giving at least 1 pixel per side, e.g. 3"
            )
        }
    }
}
