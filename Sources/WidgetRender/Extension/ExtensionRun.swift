import Foundation
import WidgetCore

/// What a widget extension does when it is run here: its `@main` widget or bundle draws a
/// contact sheet of each member, so that `swift run MyWidgetsExtension` (after
/// `widget-render init`) shows what the extension ships.
///
/// ```
/// $ swift run MyWidgetsExtension
/// StepsWidget "steps": systemSmall, systemMedium
/// widget-sheets/steps.png
/// TimerToggle "timer": a control, in every placement
/// widget-sheets/timer.png
/// ```
///
/// - A widget: every family it supports × the sheet's columns (full colour light and dark,
///   tinted, Lock Screen), each cell the first entry of its provider's timeline for that
///   family and look, run as WidgetKit runs it (`WidgetRenderer.timeline(of:configuration:in:timeout:)`;
///   a configurable widget gets its intent's defaults). A provider that has no entry shows
///   its placeholder.
/// - A control: every placement × its states (`WidgetRenderer.contactSheet(_:title:context:scale:)`).
/// - A Live Activity: not drawn here (it needs its attributes and state): its line says how
///   to render it.
///
/// Each diagnostic of a sheet's cells is printed once on standard error
/// (`warning: <kind>: <diagnostic kind>: <message>`), as the tool prints its warnings.
///
/// Arguments: `--output <dir>` (`-o`; default `widget-sheets` in the current folder, made
/// when missing), `--list` (the members' lines only, nothing drawn). A sheet is named after
/// the member's kind (`/` made `-`; a kind that repeats gets `-2`, `-3`…). Exit status 0, 1
/// when a member could not be drawn (its error on standard error, the others still drawn),
/// 64 for an unknown argument.
struct ExtensionRun {
    /// The widgets and controls, in the bundle's order.
    let members: [WidgetBundleMember]
    /// Where lines go (standard output and error by default).
    var out: (String) -> Void = { print($0) }
    var err: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }

    /// The folder the sheets go to when `--output` is not given.
    static let defaultFolder = "widget-sheets"

    /// Runs with `arguments` (the process's, without its name); returns the exit status.
    func run(arguments: [String]) -> Int32 {
        var folder = Self.defaultFolder
        var listOnly = false
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--list": listOnly = true
            case "--output", "-o":
                guard let value = rest.popFirst(), !value.isEmpty else {
                    err("\(argument) needs a folder: \(argument) <dir>")
                    return 64
                }
                folder = value
            default:
                err("unknown argument \"\(argument)\"; a widget extension run here takes --output <dir> (default \(Self.defaultFolder)) and --list")
                return 64
            }
        }
        if listOnly {
            members.forEach { out($0.summary) }
            return 0
        }
        let renderer: WidgetRenderer
        do {
            renderer = try WidgetRenderer()
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            err("cannot draw the extension's sheets into \(folder): \(error)")
            return 1
        }
        var failed = false
        var names: [String: Int] = [:]
        for member in members {
            if member.controlValue != nil {
                out("\(member.type) \"\(member.kind)\": a control, in every placement")
            } else {
                out(member.summary)
                // A Live Activity or an empty configuration: its line says why and how.
                if member.descriptor.unrenderableReason != nil { continue }
            }
            let base = member.kind.isEmpty ? String(describing: member.type) : member.kind.replacingOccurrences(of: "/", with: "-")
            names[base, default: 0] += 1
            let name = names[base] == 1 ? base : "\(base)-\(names[base] ?? 0)"
            let path = (folder as NSString).appendingPathComponent(name + ".png")
            do {
                let (image, diagnostics, providerFailed) = try sheet(of: member, title: member.kind, renderer: renderer)
                try image.writePNG(to: URL(fileURLWithPath: path))
                out(path)
                if providerFailed { failed = true }
                // Each diagnostic once, as the tool's warnings are (the cells repeat them).
                var said = Set<String>()
                for diagnostic in diagnostics where said.insert(diagnostic.message).inserted {
                    err("warning: \(member.kind): \(diagnostic.kind): \(diagnostic.message)")
                }
            } catch {
                err("\(member.type) \"\(member.kind)\": \(error)")
                failed = true
            }
        }
        return failed ? 1 : 0
    }

    /// The member's contact sheet image, its cells' diagnostics, and whether its provider
    /// failed (its cells then show the placeholder).
    private func sheet(of member: WidgetBundleMember, title: String, renderer: WidgetRenderer) throws -> (RenderedImage, [Diagnostic], providerFailed: Bool) {
        if let control = member.controlValue {
            let sheet = try renderer.contactSheet(control, title: title)
            return (sheet.image, sheet.diagnostics, false)
        }
        guard let widget = member.widgetValue else { throw WidgetRenderError("nothing to draw") }
        return try widgetSheet(widget, title: title, renderer: renderer)
    }

    /// A widget's sheet: each cell its provider's first timeline entry. When the provider
    /// fails (it throws, or never completes: often a network call a stub does not answer),
    /// the error is printed and this and the remaining cells show the placeholder, as
    /// WidgetKit shows it while the data loads; the run then exits 1.
    private func widgetSheet<W: Widget>(_ widget: W, title: String, renderer: WidgetRenderer) throws -> (RenderedImage, [Diagnostic], providerFailed: Bool) {
        let plan = try ContactSheetPlan(title: title, families: widget.body._descriptor.families)
        var providerFailed = false
        let images = try plan.jobs.map { job -> RenderedImage in
            if !providerFailed {
                do {
                    let run = try renderer.timeline(of: widget, in: job.context)
                    return run.entries.first?.image ?? run.placeholder.image
                } catch {
                    err("\(W.self) \"\(title)\": \(error); its cells show the placeholder")
                    providerFailed = true
                }
            }
            return try renderer.placeholderImage(of: widget.body._descriptor, in: job.context)
        }
        let sheet = try renderer.contactSheet(plan, images: images)
        return (sheet.image, sheet.diagnostics, providerFailed)
    }
}
