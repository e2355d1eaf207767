import Foundation
import Testing
import WidgetGallery

@testable import WidgetRender

/// Running a widget extension's `@main` here: a contact sheet of each widget and control,
/// the Live Activity named but not drawn, and clear errors for bad arguments and folders.
@Suite("Running a widget extension")
struct ExtensionRunTests {
    struct GalleryBundle: WidgetBundle {
        var body: some Widget {
            StepsWidget()
            FocusTimerControl()
            DeliveryActivity()
        }
    }

    /// Runs the bundle with `arguments`; returns the status and the lines it printed.
    func run(_ arguments: [String]) -> (status: Int32, out: [String], err: [String]) {
        var out: [String] = []
        var err: [String] = []
        let status = ExtensionRun(members: GalleryBundle().bundleMembers, out: { out.append($0) }, err: { err.append($0) }).run(arguments: arguments)
        return (status, out, err)
    }

    func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("extension-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func eachWidgetAndControlGetsItsSheet() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("sheets").path
        let r = run(["--output", out])
        #expect(r.status == 0, "\(r.err)")
        // The control's unpublished figures, each once (its cells repeat them).
        #expect(!r.err.isEmpty && r.err.allSatisfy { $0.hasPrefix("warning: com.example.focus-timer: chosenFigure: ") }, "\(r.err)")
        #expect(Set(r.err).count == r.err.count)
        #expect(r.out.count == 5, "\(r.out)")
        #expect(r.out[0] == "StepsWidget \"steps\": systemSmall, systemMedium, accessoryRectangular, accessoryInline")
        #expect(r.out[1] == out + "/steps.png")
        #expect(r.out[2] == "FocusTimerControl \"com.example.focus-timer\": a control, in every placement")
        #expect(r.out[3] == out + "/com.example.focus-timer.png")
        #expect(r.out[4].hasPrefix("DeliveryActivity \"DeliveryAttributes\": ActivityConfiguration(for: DeliveryAttributes.self) is a Live Activity"), "\(r.out[4])")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out).sorted() == ["com.example.focus-timer.png", "steps.png"])
        // The control's sheet is the library's; the widget's is as big as its plan says.
        let control = try WidgetRenderer().contactSheet(FocusTimerControl(), title: "com.example.focus-timer")
        #expect(try Data(contentsOf: URL(fileURLWithPath: out + "/com.example.focus-timer.png")) == Data(try control.image.pngData()))
        let steps = try RenderedImage(pngData: Data(contentsOf: URL(fileURLWithPath: out + "/steps.png")))
        let geometry = try ContactSheetPlan.geometry(title: "steps", families: StepsWidget().body._descriptor.families)
        #expect(steps.pixelWidth == geometry.pixelWidth)
    }

    struct FailingBundle: WidgetBundle {
        var body: some Widget { ThrowingWidget() }
    }

    /// A provider that throws (a network call a stub does not answer, often): the error is
    /// printed once, every cell shows the placeholder, and the run exits 1.
    @Test func aFailingProviderShowsThePlaceholderAndExits1() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        var out: [String] = []
        var err: [String] = []
        let status = ExtensionRun(members: FailingBundle().bundleMembers, out: { out.append($0) }, err: { err.append($0) }).run(arguments: ["-o", dir.path])
        #expect(status == 1)
        #expect(out.last == dir.path + "/throwing.png", "\(out)")
        let failures = err.filter { !$0.hasPrefix("warning: ") }
        #expect(
            failures == [
                "ThrowingWidget \"throwing\": the provider of widget \"throwing\" threw from timeline(for:in:): the weather service is down; catch the error and return an entry that shows it; its cells show the placeholder"
            ], "\(err)")
        let sheet = try RenderedImage(pngData: Data(contentsOf: dir.appendingPathComponent("throwing.png")))
        let geometry = try ContactSheetPlan.geometry(title: "throwing", families: ThrowingWidget().body._descriptor.families)
        #expect(sheet.pixelWidth == geometry.pixelWidth && sheet.pixelHeight == geometry.pixelHeight)
    }

    @Test func listOnlyPrintsTheMembersAndDrawsNothing() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = run(["--list", "-o", dir.appendingPathComponent("never").path])
        #expect(r.status == 0)
        #expect(r.out.count == 3 && r.out[0].hasPrefix("StepsWidget \"steps\": "), "\(r.out)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("never").path))
    }

    @Test func badArgumentsAndFoldersAreErrors() throws {
        let unknown = run(["--family", "systemSmall"])
        #expect(unknown.status == 64)
        #expect(unknown.err == ["unknown argument \"--family\"; a widget extension run here takes --output <dir> (default widget-sheets) and --list"])
        let missing = run(["--output"])
        #expect(missing.status == 64 && missing.err == ["--output needs a folder: --output <dir>"])
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("a-file")
        try Data("x".utf8).write(to: file)
        let blocked = run(["-o", file.path])
        #expect(blocked.status == 1)
        #expect(blocked.err.first?.hasPrefix("cannot draw the extension's sheets into \(file.path): ") == true, "\(blocked.err)")
        #expect(try Data(contentsOf: file) == Data("x".utf8), "the file in the way is left as it was")
    }
}
